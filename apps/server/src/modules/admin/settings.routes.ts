import {
  TenantSettingsSchema,
  TestOidcBodySchema,
  TestOidcResponseSchema,
  UpdateTenantSettingsBodySchema,
  UploadLogoBodySchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppDeps, principalOf } from '../../platform/context.js';
import { adminContext } from './context.js';
import {
  getSettings,
  removeLogo,
  type SettingsContext,
  testOidc,
  updateSettings,
  uploadLogo,
} from './settings.service.js';

const secured = { security: [{ bearer: [] }], tags: ['admin'] };
const adminOnly = { access: ['ADMIN'] as const };

export const settingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const ctx = (request: FastifyRequest): SettingsContext => ({
    ...adminContext(deps, request),
    tenants: request.server.tenants,
  });

  app.get(
    '/admin/settings',
    { config: adminOnly, schema: { ...secured, response: { 200: TenantSettingsSchema } } },
    async (request) => getSettings(ctx(request)),
  );

  app.put(
    '/admin/settings',
    {
      config: adminOnly,
      schema: { ...secured, body: UpdateTenantSettingsBodySchema, response: { 200: TenantSettingsSchema } },
    },
    async (request) => updateSettings(ctx(request), principalOf(request), request.body),
  );

  app.put(
    '/admin/settings/logo',
    {
      config: adminOnly,
      schema: { ...secured, body: UploadLogoBodySchema, response: { 200: TenantSettingsSchema } },
    },
    async (request) => uploadLogo(ctx(request), principalOf(request), request.body),
  );

  app.delete(
    '/admin/settings/logo',
    { config: adminOnly, schema: { ...secured, response: { 200: TenantSettingsSchema } } },
    async (request) => removeLogo(ctx(request), principalOf(request)),
  );

  app.post(
    '/admin/settings/oidc/test',
    {
      config: adminOnly,
      schema: { ...secured, body: TestOidcBodySchema, response: { 200: TestOidcResponseSchema } },
    },
    async (request) => testOidc(request.body),
  );
};
