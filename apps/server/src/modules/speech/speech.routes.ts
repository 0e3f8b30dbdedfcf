import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/context.js';

/** Speech to text and text to speech (DESIGN section 10). Filled in by the voice work. */
export const speechRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async () => {};
