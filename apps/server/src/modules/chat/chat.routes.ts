import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/context.js';

/** POST /api/ask-agent (spec 01 section 7): the chat intake agent. Filled in by the chat work. */
export const chatRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async () => {};
