import { ClientInfoResponseSchema, LIMITS, LogoQuerySchema, LogoResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findTenantLogo } from './clients.repository.js';
import { logoUrlFor } from './logo-url.js';

export const clientsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/client-info',
    {
      config: { access: 'public' },
      schema: { tags: ['clients'], response: { 200: ClientInfoResponseSchema } },
    },
    async (request) => ({
      name: request.tenant.name,
      client_code: request.tenant.clientCode,
      slug: request.tenant.slug,
    }),
  );

  app.get(
    '/logo',
    {
      config: { access: 'public' },
      schema: { tags: ['clients'], querystring: LogoQuerySchema, response: { 200: LogoResponseSchema } },
    },
    async (request) => {
      const logo = request.tenant.hasLogo ? await findTenantLogo(deps.database.db, request.tenant.id) : null;
      if (!logo) return { logoUrl: null, expiresIn: 0, logoSource: 'none' as const };
      return {
        logoUrl: logoUrlFor(request.tenant.slug, logo.data),
        expiresIn: LIMITS.logoUrlSeconds,
        logoSource: 'tenant' as const,
      };
    },
  );

  app.get(
    '/logo/image',
    {
      config: { access: 'public' },
      schema: {
        tags: ['clients'],
        querystring: LogoQuerySchema.extend({ v: z.string().max(64).optional() }),
        produces: ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'],
      },
    },
    async (request, reply) => {
      const logo = await findTenantLogo(deps.database.db, request.tenant.id);
      if (!logo) throw notFound('This client has no logo');
      return reply
        .type(logo.contentType)
        .header('cache-control', `public, max-age=${LIMITS.logoUrlSeconds}`)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(logo.data);
    },
  );
};
