import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole, uuid } from 'drizzle-orm/pg-core';

/** The role the application works as: not a superuser, not BYPASSRLS, so every policy applies. */
export const appRole = pgRole('vigil_app').existing();

export const tenantIdColumn = () => uuid('tenant_id').notNull();

/** Row-level security: a row is visible and writable only inside its own tenant's transaction. */
export const tenantPolicy = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: sql`tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid`,
    withCheck: sql`tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid`,
  });
