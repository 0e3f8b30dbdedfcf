import { ListAuditQuerySchema, ListAuditResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/context.js';
import { adminContext } from '../admin/context.js';
import { listAudit } from './audit.service.js';

export const auditRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/audit',
    {
      config: { access: ['ADMIN'] },
      schema: {
        security: [{ bearer: [] }],
        tags: ['admin'],
        querystring: ListAuditQuerySchema,
        response: { 200: ListAuditResponseSchema },
      },
    },
    async (request) => listAudit(adminContext(deps, request), request.query),
  );
};
