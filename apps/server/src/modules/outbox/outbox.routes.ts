import {
  IdParamsSchema,
  ListOutboxQuerySchema,
  ListOutboxResponseSchema,
  OutboxMessageResponseSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppDeps, principalOf } from '../../platform/context.js';
import { adminContext } from '../admin/context.js';
import { listOutbox, retryOutboxMessage } from './outbox.service.js';

const secured = { security: [{ bearer: [] }], tags: ['admin'] };

export const outboxRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/outbox',
    {
      config: { access: ['ADMIN'] },
      schema: { ...secured, querystring: ListOutboxQuerySchema, response: { 200: ListOutboxResponseSchema } },
    },
    async (request) => listOutbox(adminContext(deps, request), request.query),
  );

  app.post(
    '/admin/outbox/:id/retry',
    {
      config: { access: ['ADMIN'] },
      schema: { ...secured, params: IdParamsSchema, response: { 200: OutboxMessageResponseSchema } },
    },
    async (request) => ({
      message: await retryOutboxMessage(adminContext(deps, request), principalOf(request), request.params.id),
    }),
  );
};
