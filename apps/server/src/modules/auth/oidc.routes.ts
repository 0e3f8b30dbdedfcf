import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/context.js';
import type { AccessTokens } from '../../platform/tokens.js';
import { finishOidcLogin } from './oidc.service.js';

const CallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
  iss: z.string().max(2048).optional(),
});

export const oidcRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; tokens: AccessTokens }> = async (
  app,
  { deps, tokens },
) => {
  app.get(
    '/auth/oidc/callback',
    {
      config: { access: 'public', rateLimit: { max: deps.config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        querystring: CallbackQuerySchema,
        response: {
          302: z.null().describe('Redirects to /auth/callback with a one-time code, or to an error page'),
        },
      },
    },
    async (request, reply) => {
      const ctx = { deps, tokens, tenant: request.tenant, requestId: request.id, log: request.log };
      return reply.redirect(await finishOidcLogin(ctx, request.query, request.url), 302);
    },
  );
};
