import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { attachmentsRoutes } from './modules/attachments/attachments.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { oidcRoutes } from './modules/auth/oidc.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { clientsRoutes } from './modules/clients/clients.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { incidentsRoutes } from './modules/incidents/incidents.routes.js';
import { invitationsRoutes } from './modules/invitations/invitations.routes.js';
import { locationsRoutes } from './modules/locations/locations.routes.js';
import { rcaRoutes } from './modules/rca/rca.routes.js';
import { speechRoutes } from './modules/speech/speech.routes.js';
import { weeklyRoutes } from './modules/weekly/weekly.routes.js';
import { accessPlugin } from './platform/access.js';
import type { AppDeps } from './platform/context.js';
import { errorBody, registerErrorHandler } from './platform/errors.js';
import { TenantDirectory } from './platform/tenancy.js';
import { AccessTokens } from './platform/tokens.js';

export interface BuildAppOptions {
  /** The process logger (main.ts); tests omit it for a silent app. */
  logger?: FastifyBaseLogger;
  /** Folder of the built web app; served with an SPA fallback when present. */
  webDist?: string | null;
}

const FRAMEWORK_ERROR_MESSAGE = 'The address is not valid: a part of it is malformed or too long.';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Composes plugins, then modules under /api. Tests build the app here; main.ts only runs it. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    // A path the router cannot even decode (bad UTF-8, an over-long parameter) is answered before
    // our error handler: give it the same error shape, without echoing the path back.
    frameworkErrors: (error, _request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).status(status).send(errorBody('BAD_REQUEST', FRAMEWORK_ERROR_MESSAGE));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Requests still running when shutdown starts (a client may already have hung up) must finish
  // before the database closes under them.
  let inFlight = 0;
  app.addHook('onRequest', async () => {
    inFlight++;
  });
  app.addHook('onResponse', async () => {
    inFlight--;
  });
  app.decorate('drain', async (timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  });

  const directory = new TenantDirectory(deps.database.db);
  const tokens = new AccessTokens(deps.config.jwtSecret);
  app.decorate('tenants', directory);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // Spoken replies play from blob: URLs made from the synthesised audio.
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vigil API',
        version: '1.0.0',
        description: 'Workplace incident reporting and safety management',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  registerErrorHandler(app);
  await app.register(accessPlugin, { deps, directory, tokens });
  // After the access plugin, so its routes are declared (public, tenantless) and in the route table.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: false } });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { deps });
      await api.register(clientsRoutes, { deps });
      await api.register(authRoutes, { deps, tokens });
      await api.register(oidcRoutes, { deps, tokens });
      await api.register(invitationsRoutes, { deps });
      await api.register(adminRoutes, { deps });
      await api.register(incidentsRoutes, { deps });
      await api.register(locationsRoutes, { deps });
      await api.register(chatRoutes, { deps });
      await api.register(attachmentsRoutes, { deps });
      await api.register(rcaRoutes, { deps });
      await api.register(weeklyRoutes, { deps });
      await api.register(speechRoutes, { deps });
    },
    { prefix: '/api' },
  );

  const webDist = options.webDist === undefined ? (deps.config.WEB_DIST ?? defaultWebDist) : options.webDist;
  const servesWeb = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  if (servesWeb && webDist)
    // The build writes .br and .gz beside each asset (apps/web/scripts/compress-dist.mjs).
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, preCompressed: true });
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/chat, /invite/...) are the SPA's: a browser asking for a page gets index.html.
    const wantsPage =
      servesWeb &&
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      Boolean(request.headers.accept?.includes('text/html'));
    if (wantsPage) return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantDirectory;
    /** Resolves when no request is being handled (or after the timeout). */
    drain(timeoutMs?: number): Promise<void>;
  }
}
