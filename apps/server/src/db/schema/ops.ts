import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantPolicy } from './tenant-policy.js';
import { tenants } from './tenants.js';

/** Append-only: the application role may insert and read, never update or delete (see migration 0002). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_tenant_at_idx').on(t.tenantId, t.at),
    index('audit_log_tenant_entity_idx').on(t.tenantId, t.entityType, t.entityId),
    tenantPolicy('audit_log'),
  ],
).enableRLS();

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('outbox_unsent_idx').on(t.tenantId, t.createdAt).where(sql`sent_at is null`),
    tenantPolicy('outbox'),
  ],
).enableRLS();
