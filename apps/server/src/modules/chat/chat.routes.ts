import { AskAgentBodySchema, AskAgentResponseSchema } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppDeps, principalOf } from '../../platform/context.js';
import { askAgent, type ChatContext } from './chat.service.js';

/** POST /api/ask-agent (spec 01 section 7): the chat intake agent. */
export const chatRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const ctx = (request: FastifyRequest): ChatContext => ({
    deps,
    tenant: request.tenant,
    requestId: request.id,
    origin: `${request.protocol}://${request.headers.host}`,
    log: request.log,
  });

  app.post(
    '/ask-agent',
    {
      config: {
        access: 'authenticated',
        // Per person, not per address: a whole site may share one NAT address. The access hook has
        // run by now (route hooks follow the global ones), so the principal is known.
        rateLimit: {
          max: deps.config.CHAT_RATE_LIMIT,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) =>
            request.principal
              ? `chat:${request.tenant.id}:${request.principal.userId}`
              : `chat-ip:${request.ip}`,
        },
      },
      schema: {
        security: [{ bearer: [] }],
        tags: ['chat'],
        body: AskAgentBodySchema,
        response: { 200: AskAgentResponseSchema },
      },
    },
    async (request) => askAgent(ctx(request), principalOf(request), request.body),
  );
};
