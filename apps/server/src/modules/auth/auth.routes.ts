import {
  EmailSchema,
  ErrorBodySchema,
  LoginQuerySchema,
  MESSAGES,
  OkSchema,
  TokenExchangeBodySchema,
  TokenResponseSchema,
  UserInfoResponseSchema,
  VerifyBodySchema,
  VerifyResponseSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppDeps, principalOf } from '../../platform/context.js';
import type { AccessTokens } from '../../platform/tokens.js';
import {
  type AuthContext,
  checkRedirectUrl,
  confirmEmailLogin,
  exchangeCallbackCode,
  getUserInfo,
  isMagicLinkUsable,
  logout,
  startEmailLogin,
} from './auth.service.js';
import { emailConfirmPage, emailFormPage, emailLinkExpiredPage, emailSentPage } from './email-pages.js';
import { startOidcLogin } from './oidc.service.js';

const RedirectSchema = z.null().describe('Redirects the browser (302/303 with a Location header)');
const HtmlSchema = z.string().describe('An HTML page');

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; tokens: AccessTokens }> = async (
  app,
  { deps, tokens },
) => {
  const ctx = (request: FastifyRequest): AuthContext => ({
    deps,
    tokens,
    tenant: request.tenant,
    requestId: request.id,
  });
  const loginLimit = { max: deps.config.AUTH_RATE_LIMIT, timeWindow: '1 minute' };

  app.get(
    '/auth/login',
    {
      config: { access: 'public', rateLimit: loginLimit },
      schema: { tags: ['auth'], querystring: LoginQuerySchema, response: { 302: RedirectSchema } },
    },
    async (request, reply) => {
      const { provider, invitation } = request.query;
      const redirectUrl = checkRedirectUrl(
        request.query.redirectUrl,
        request.headers.host,
        deps.config.PUBLIC_URL,
      );
      if (provider === 'oidc') {
        return reply.redirect(await startOidcLogin(ctx(request), { redirectUrl, invitation }), 302);
      }
      const next = new URLSearchParams({ redirectUrl: redirectUrl.href });
      if (invitation) next.set('invitation', invitation);
      return reply.redirect(`/api/auth/email?${next}`, 302);
    },
  );

  const EmailPageQuery = z.object({
    redirectUrl: z.string().max(2048),
    invitation: z.string().max(64).optional(),
  });

  app.get(
    '/auth/email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        querystring: EmailPageQuery,
        produces: ['text/html'],
        response: { 200: HtmlSchema },
      },
    },
    async (request, reply) => {
      const redirectUrl = checkRedirectUrl(
        request.query.redirectUrl,
        request.headers.host,
        deps.config.PUBLIC_URL,
      );
      return reply
        .type('text/html')
        .send(emailFormPage(request.tenant.name, redirectUrl.href, request.query.invitation));
    },
  );

  app.post(
    '/auth/email/start',
    {
      config: { access: 'public', rateLimit: { max: deps.config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: EmailPageQuery.extend({ email: z.string().max(320) }),
        produces: ['text/html'],
        // 400 is the form again for a bad address, or the JSON error for a body that is not a form at all.
        response: { 200: HtmlSchema, 400: z.union([HtmlSchema, ErrorBodySchema]) },
      },
    },
    async (request, reply) => {
      const { redirectUrl: rawRedirect, invitation } = request.body;
      const redirectUrl = checkRedirectUrl(rawRedirect, request.headers.host, deps.config.PUBLIC_URL);
      const email = EmailSchema.safeParse(request.body.email);
      if (!email.success) {
        const message = email.error.issues[0]?.message ?? MESSAGES.validation.emailInvalid;
        return reply
          .status(400)
          .type('text/html')
          .send(
            emailFormPage(request.tenant.name, redirectUrl.href, invitation, {
              email: request.body.email,
              message,
            }),
          );
      }
      await startEmailLogin(ctx(request), { email: email.data, redirectUrl, invitation });
      return reply.type('text/html').send(emailSentPage(request.tenant.name));
    },
  );

  const TokenQuery = z.object({ token: z.string().min(16).max(128) });

  app.get(
    '/auth/email/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        querystring: TokenQuery,
        produces: ['text/html'],
        response: { 200: HtmlSchema },
      },
    },
    async (request, reply) => {
      const usable = await isMagicLinkUsable(ctx(request), request.query.token);
      const html = usable
        ? emailConfirmPage(request.tenant.name, request.query.token)
        : emailLinkExpiredPage(request.tenant.name);
      return reply.type('text/html').send(html);
    },
  );

  app.post(
    '/auth/email/confirm',
    {
      config: { access: 'public', rateLimit: loginLimit },
      schema: {
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: TokenQuery,
        response: { 303: RedirectSchema },
      },
    },
    async (request, reply) => reply.redirect(await confirmEmailLogin(ctx(request), request.body.token), 303),
  );

  app.post(
    '/auth/token',
    {
      config: { access: 'public', rateLimit: loginLimit },
      schema: { tags: ['auth'], body: TokenExchangeBodySchema, response: { 200: TokenResponseSchema } },
    },
    async (request) => exchangeCallbackCode(ctx(request), request.body.code),
  );

  app.post(
    '/auth/verify',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: VerifyBodySchema.optional(), response: { 200: VerifyResponseSchema } },
    },
    async (request) => {
      const client = request.body?.client;
      const sameClient = !client || client.toLowerCase() === request.tenant.slug;
      return { valid: sameClient && request.principal !== null };
    },
  );

  app.get(
    '/user-info',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: UserInfoResponseSchema } },
    },
    async (request) => getUserInfo(ctx(request), principalOf(request)),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: OkSchema } },
    },
    async (request) => {
      await logout(ctx(request), principalOf(request));
      return { ok: true as const };
    },
  );
};
