import { IdParamsSchema, LocationResponseSchema, MESSAGES } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTenant } from '../../db/client.js';
import type { AppDeps } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findLocation } from './locations.repository.js';

/**
 * Spec 02 section 7: the location lookup behind the incident form. Any signed-in person may read a
 * site's name and address (it is printed on every report); deactivated sites still resolve, because
 * old incidents keep pointing at them.
 */
export const locationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/locations/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        security: [{ bearer: [] }],
        tags: ['locations'],
        params: IdParamsSchema,
        response: { 200: LocationResponseSchema },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const location = await withTenant(deps.database.db, tenantId, (tx) =>
        findLocation(tx, tenantId, request.params.id),
      );
      if (!location) throw notFound(MESSAGES.sites.notFound);
      return location;
    },
  );
};
