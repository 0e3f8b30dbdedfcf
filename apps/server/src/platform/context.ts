import type { Role } from '@app/contracts';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { TenantSettings } from '../db/schema/tenants.js';
import type { Mailer } from './mailer.js';

export interface Tenant {
  id: string;
  slug: string;
  name: string;
  clientCode: string;
  settings: TenantSettings;
  hasLogo: boolean;
}

export interface Principal {
  userId: string;
  sessionId: string;
  role: Role;
  email: string;
  /** Loaded with the session in the same query, so /user-info needs no second round trip. */
  firstName: string;
  lastName: string;
  locationId: string | null;
  locationName: string | null;
}

/** Who may call a route: anyone, any signed-in user, or the listed roles. Every route declares one. */
export type Access = 'public' | 'authenticated' | readonly Role[];

/** Infrastructure created once in main.ts (or a test) and passed to every module. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** Routes outside any tenant (health, docs) opt out of tenant resolution. */
    tenantless?: boolean;
  }
}

/** The principal of an authenticated route; the access hook guarantees it is set. */
export function principalOf(request: { principal: Principal | null }): Principal {
  if (!request.principal) throw new Error('principalOf used on a route without authentication');
  return request.principal;
}
