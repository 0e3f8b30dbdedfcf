import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantPolicy } from './tenant-policy.js';
import { tenants } from './tenants.js';
import { ROLE_CHECK, sites, users } from './users.js';

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
    locationId: uuid('location_id').references(() => sites.id),
    status: text('status').notNull().default('PENDING'),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_tenant_code_key').on(t.tenantId, t.code),
    index('invitations_tenant_created_idx').on(t.tenantId, t.createdAt),
    // One live invitation per address: a second one would be ambiguous at sign-in.
    uniqueIndex('invitations_tenant_pending_email_key')
      .on(t.tenantId, sql`lower(${t.email})`)
      .where(sql`status = 'PENDING'`),
    check('invitations_role_check', ROLE_CHECK),
    check('invitations_status_check', sql`status in ('PENDING','ACCEPTED','EXPIRED','REVOKED')`),
    tenantPolicy('invitations'),
  ],
).enableRLS();

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull().default('browser'),
    tokenHash: text('token_hash'),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_tenant_user_idx').on(t.tenantId, t.userId),
    uniqueIndex('sessions_tenant_token_hash_key').on(t.tenantId, t.tokenHash),
    check('sessions_kind_check', sql`kind in ('browser','personal')`),
    tenantPolicy('sessions'),
  ],
).enableRLS();

/** Single-use secrets of the sign-in flows; only their SHA-256 is stored. */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email'),
    userId: uuid('user_id').references(() => users.id),
    sessionId: uuid('session_id').references(() => sessions.id),
    payload: jsonb('payload').$type<Record<string, string | undefined>>().notNull().default(sql`'{}'::jsonb`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('login_tokens_tenant_hash_key').on(t.tenantId, t.tokenHash),
    index('login_tokens_tenant_expires_idx').on(t.tenantId, t.expiresAt),
    check('login_tokens_kind_check', sql`kind in ('magic_link','callback_code','oidc_state')`),
    tenantPolicy('login_tokens'),
  ],
).enableRLS();
