import {
  IdParamsSchema,
  ListSitesQuerySchema,
  ListSitesResponseSchema,
  OkSchema,
  SiteInputSchema,
  SiteResponseSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppDeps, principalOf } from '../../platform/context.js';
import { adminContext } from '../admin/context.js';
import { createSite, deactivateSite, listSites, updateSite } from './sites.service.js';

const secured = { security: [{ bearer: [] }], tags: ['sites'] };

export const sitesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Spec 01 section 6: managers see the sites directory; only administrators change it.
  app.get(
    '/admin/sites',
    {
      config: { access: ['MANAGER', 'ADMIN'] },
      schema: { ...secured, querystring: ListSitesQuerySchema, response: { 200: ListSitesResponseSchema } },
    },
    async (request) => ({
      sites: await listSites(adminContext(deps, request), principalOf(request), request.query),
    }),
  );

  app.post(
    '/admin/sites',
    {
      config: { access: ['ADMIN'] },
      schema: { ...secured, body: SiteInputSchema, response: { 201: SiteResponseSchema } },
    },
    async (request, reply) => {
      const site = await createSite(adminContext(deps, request), principalOf(request), request.body);
      return reply.status(201).send({ site });
    },
  );

  app.put(
    '/admin/sites/:id',
    {
      config: { access: ['ADMIN'] },
      schema: {
        ...secured,
        params: IdParamsSchema,
        body: SiteInputSchema,
        response: { 200: SiteResponseSchema },
      },
    },
    async (request) => ({
      site: await updateSite(
        adminContext(deps, request),
        principalOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/admin/sites/:id',
    {
      config: { access: ['ADMIN'] },
      schema: { ...secured, params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await deactivateSite(adminContext(deps, request), principalOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
