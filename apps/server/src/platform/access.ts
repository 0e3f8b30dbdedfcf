import { MESSAGES } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withTenant } from '../db/client.js';
import { findLiveSession } from '../modules/auth/sessions.repository.js';
import type { Access, AppDeps, Principal } from './context.js';
import { AppError, forbidden, unauthenticated } from './errors.js';
import { hashToken } from './ids.js';
import type { TenantDirectory } from './tenancy.js';
import { type AccessTokens, PERSONAL_TOKEN_PREFIX } from './tokens.js';

/** One registered /api route with its declared access, as the onRoute hook saw it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  tenantless: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RegisteredRoute[];
  }
}

interface AccessOptions {
  deps: AppDeps;
  directory: TenantDirectory;
  tokens: AccessTokens;
}

/**
 * Resolves the tenant and the caller for every API request and enforces the route's declared
 * access before the body is even validated. A route without a declaration cannot be registered.
 */
export const accessPlugin = fp<AccessOptions>(async (app: FastifyInstance, { deps, directory, tokens }) => {
  app.decorateRequest('tenant', null as never);
  app.decorateRequest('principal', null);
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    // The API documentation (Swagger UI and its JSON) is public and belongs to no tenant; its
    // plugin cannot declare that itself, so it is declared here rather than left undeclared.
    if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) {
      route.config = { ...route.config, access: 'public', tenantless: true };
    }
    // Collected so the access-matrix test walks every route, including ones added later.
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url: route.url,
        access: route.config?.access,
        tenantless: route.config?.tenantless === true,
      });
    }
    if (route.config?.tenantless) return;
    if (route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api') || config?.tenantless || config?.access === undefined) return;
    request.tenant = await directory.resolve(request, deps.config.DEFAULT_CLIENT);
    if (config.access === 'public') {
      request.principal = await optionalPrincipal(request);
      return;
    }
    const principal = await authenticate(request);
    if (Array.isArray(config.access) && !config.access.includes(principal.role)) throw forbidden();
    request.principal = principal;
  });

  async function optionalPrincipal(request: FastifyRequest): Promise<Principal | null> {
    if (!request.headers.authorization) return null;
    return authenticate(request).catch(() => null);
  }

  async function authenticate(request: FastifyRequest): Promise<Principal> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw new AppError('UNAUTHENTICATED', MESSAGES.common.accessTokenRequired);
    const token = match[1];
    const tenantId = request.tenant.id;
    let session: Awaited<ReturnType<typeof findLiveSession>>;
    if (token.startsWith(PERSONAL_TOKEN_PREFIX)) {
      session = await withTenant(deps.database.db, tenantId, (tx) =>
        findLiveSession(tx, tenantId, { tokenHash: hashToken(token) }),
      );
    } else {
      const claims = await tokens.verify(token);
      // A token names its tenant: one minted on another tenant's host is refused here.
      if (!claims || claims.tenantId !== tenantId) throw unauthenticated();
      session = await withTenant(deps.database.db, tenantId, (tx) =>
        findLiveSession(tx, tenantId, { sessionId: claims.sessionId, userId: claims.userId }),
      );
    }
    if (!session) throw unauthenticated();
    return {
      userId: session.userId,
      sessionId: session.sessionId,
      role: session.role,
      email: session.email,
      firstName: session.firstName,
      lastName: session.lastName,
      locationId: session.locationId,
      locationName: session.locationName,
    };
  }
});
