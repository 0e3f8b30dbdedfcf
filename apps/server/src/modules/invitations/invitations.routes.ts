import {
  AcceptInvitationResponseSchema,
  IdParamsSchema,
  InvitationResponseSchema,
  InviteCodeParamsSchema,
  ListInvitationsResponseSchema,
  SendInvitationsBodySchema,
  SendInvitationsResponseSchema,
  ValidateInvitationResponseSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppDeps, principalOf } from '../../platform/context.js';
import {
  acceptInvitation,
  type InvitationsContext,
  listInvitations,
  resendInvitation,
  revokeInvitation,
  sendInvitations,
  validateInvitation,
} from './invitations.service.js';

const secured = { security: [{ bearer: [] }], tags: ['invitations'] };

export const invitationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const ctx = (request: FastifyRequest): InvitationsContext => ({
    deps,
    tenant: request.tenant,
    origin: `${request.protocol}://${request.headers.host}`,
    requestId: request.id,
  });

  app.post(
    '/invitations',
    {
      config: { access: ['ADMIN'] },
      schema: {
        ...secured,
        body: SendInvitationsBodySchema,
        response: { 201: SendInvitationsResponseSchema },
      },
    },
    async (request, reply) => {
      const invitations = await sendInvitations(ctx(request), principalOf(request), request.body);
      return reply.status(201).send({ invitations, count: invitations.length });
    },
  );

  // Spec 01 section 6: managers view the Invitations tab; only admins change anything.
  app.get(
    '/invitations',
    {
      config: { access: ['MANAGER', 'ADMIN'] },
      schema: { ...secured, response: { 200: ListInvitationsResponseSchema } },
    },
    async (request) => ({ invitations: await listInvitations(ctx(request)) }),
  );

  app.put(
    '/invitations/:id',
    {
      config: { access: ['ADMIN'] },
      schema: { ...secured, params: IdParamsSchema, response: { 200: InvitationResponseSchema } },
    },
    async (request) => ({
      invitation: await resendInvitation(ctx(request), principalOf(request), request.params.id),
    }),
  );

  app.delete(
    '/invitations/:id',
    {
      config: { access: ['ADMIN'] },
      schema: { ...secured, params: IdParamsSchema, response: { 200: InvitationResponseSchema } },
    },
    async (request) => ({
      invitation: await revokeInvitation(ctx(request), principalOf(request), request.params.id),
    }),
  );

  app.get(
    '/invite/:code',
    {
      config: {
        access: 'public',
        rateLimit: { max: deps.config.AUTH_RATE_LIMIT * 2, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['invitations'],
        params: InviteCodeParamsSchema,
        response: { 200: ValidateInvitationResponseSchema },
      },
    },
    async (request) => validateInvitation(ctx(request), request.params.code),
  );

  app.post(
    '/invite/:code/accept',
    {
      config: { access: 'authenticated' },
      schema: {
        ...secured,
        params: InviteCodeParamsSchema,
        response: { 200: AcceptInvitationResponseSchema },
      },
    },
    async (request) => {
      await acceptInvitation(ctx(request), principalOf(request), request.params.code);
      return { accepted: true as const };
    },
  );
};
