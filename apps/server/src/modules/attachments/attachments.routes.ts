import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/context.js';

/** Evidence uploads and attachments (spec 02 section 7). Filled in by the evidence work. */
export const attachmentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async () => {};
