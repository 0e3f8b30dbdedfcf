import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/context.js';

/** The analysis API (spec 02 section 7): jobs, recommendations, corrective actions. Filled in by the RCA work. */
export const rcaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async () => {};
