import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/context.js';

/** The weekly report service (spec 02 section 7). Filled in by the weekly reports work. */
export const weeklyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async () => {};
