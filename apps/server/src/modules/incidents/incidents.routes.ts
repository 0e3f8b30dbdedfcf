import {
  ApproveIncidentBodySchema,
  ChangeStatusBodySchema,
  CommentsResponseSchema,
  DraftsResponseSchema,
  IdParamsSchema,
  IdSchema,
  IncidentFieldsSchema,
  IncidentResponseSchema,
  ListIncidentsQuerySchema,
  ListIncidentsResponseSchema,
  MANAGEMENT_ROLES,
  ManagerStatsSchema,
  PendingIncidentsResponseSchema,
  RecordNotificationBodySchema,
  ReportersResponseSchema,
  UpdateIncidentBodySchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppDeps, principalOf } from '../../platform/context.js';
import { adminContext } from '../admin/context.js';
import {
  createIncident,
  getComments,
  getIncident,
  listIncidents,
  managerStats,
  pendingIncidents,
  reporters,
  userDrafts,
} from './incidents.service.js';
import { approveIncident, changeStatus, editIncident, recordNotification } from './incidents.workflow.js';

const secured = { security: [{ bearer: [] }], tags: ['incidents'] };
/** DESIGN section 6: investigators and insurers read non-draft incidents; staff use their own views. */
const LIST_ROLES = ['MANAGER', 'ADMIN', 'INVESTIGATOR', 'INSURER'] as const;

export const incidentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const ctx = (request: Parameters<typeof adminContext>[1]) => adminContext(deps, request);

  app.post(
    '/incidents',
    {
      config: { access: 'authenticated' },
      schema: { ...secured, body: IncidentFieldsSchema, response: { 201: IncidentResponseSchema } },
    },
    async (request, reply) => {
      const incident = await createIncident(ctx(request), principalOf(request), request.body);
      return reply.status(201).send({ incident });
    },
  );

  app.get(
    '/incidents/user/:userId/drafts',
    {
      config: { access: 'authenticated' },
      schema: {
        ...secured,
        params: z.object({ userId: IdSchema }),
        response: { 200: DraftsResponseSchema },
      },
    },
    async (request) => ({
      incidents: await userDrafts(ctx(request), principalOf(request), request.params.userId),
    }),
  );

  app.get(
    '/incidents/reporters',
    {
      config: { access: MANAGEMENT_ROLES },
      schema: { ...secured, response: { 200: ReportersResponseSchema } },
    },
    async (request) => ({ reporters: await reporters(ctx(request)) }),
  );

  app.get(
    '/manager/stats',
    { config: { access: MANAGEMENT_ROLES }, schema: { ...secured, response: { 200: ManagerStatsSchema } } },
    async (request) => managerStats(ctx(request)),
  );

  app.get(
    '/manager/incidents',
    {
      config: { access: LIST_ROLES },
      schema: {
        ...secured,
        querystring: ListIncidentsQuerySchema,
        response: { 200: ListIncidentsResponseSchema },
      },
    },
    async (request) => {
      const { incidents, total } = await listIncidents(ctx(request), principalOf(request), request.query);
      return { incidents, pagination: { total, limit: request.query.limit, offset: request.query.offset } };
    },
  );

  app.get(
    '/manager/incidents/pending',
    {
      config: { access: MANAGEMENT_ROLES },
      schema: { ...secured, response: { 200: PendingIncidentsResponseSchema } },
    },
    async (request) => ({ incidents: await pendingIncidents(ctx(request)) }),
  );

  app.get(
    '/manager/incidents/:id',
    {
      config: { access: 'authenticated' },
      schema: { ...secured, params: IdParamsSchema, response: { 200: IncidentResponseSchema } },
    },
    async (request) => ({
      incident: await getIncident(ctx(request), principalOf(request), request.params.id),
    }),
  );

  app.get(
    '/manager/incidents/:id/comments',
    {
      config: { access: 'authenticated' },
      schema: { ...secured, params: IdParamsSchema, response: { 200: CommentsResponseSchema } },
    },
    async (request) => ({
      comments: await getComments(ctx(request), principalOf(request), request.params.id),
    }),
  );

  app.put(
    '/manager/incidents/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        ...secured,
        params: IdParamsSchema,
        body: UpdateIncidentBodySchema,
        response: { 200: IncidentResponseSchema },
      },
    },
    async (request) => ({
      incident: await editIncident(ctx(request), principalOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/manager/incidents/:id/approve',
    {
      config: { access: MANAGEMENT_ROLES },
      schema: {
        ...secured,
        params: IdParamsSchema,
        body: ApproveIncidentBodySchema,
        response: { 200: IncidentResponseSchema },
      },
    },
    async (request) => ({
      incident: await approveIncident(
        ctx(request),
        principalOf(request),
        request.params.id,
        request.body.comments,
      ),
    }),
  );

  app.put(
    '/manager/incidents/:id/status',
    {
      config: { access: MANAGEMENT_ROLES },
      schema: {
        ...secured,
        params: IdParamsSchema,
        body: ChangeStatusBodySchema,
        response: { 200: IncidentResponseSchema },
      },
    },
    async (request) => ({
      incident: await changeStatus(ctx(request), principalOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/manager/incidents/:id/notification',
    {
      config: { access: MANAGEMENT_ROLES },
      schema: {
        ...secured,
        params: IdParamsSchema,
        body: RecordNotificationBodySchema,
        response: { 200: IncidentResponseSchema },
      },
    },
    async (request) => ({
      incident: await recordNotification(ctx(request), principalOf(request), request.params.id, request.body),
    }),
  );
};
