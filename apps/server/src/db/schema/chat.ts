import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { incidents } from './incidents.js';
import { tenantIdColumn, tenantPolicy } from './tenant-policy.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/**
 * One chat per browser page load (`sessionId`, spec 01 section 3) and user. `state` holds the
 * intake agent's slots between turns, so a worker who walks away loses nothing; `incident_id`
 * links the conversation to the draft it created (DESIGN section 5).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    sessionId: text('session_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    incidentId: uuid('incident_id').references(() => incidents.id),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_tenant_user_session_key').on(t.tenantId, t.userId, t.sessionId),
    index('conversations_tenant_incident_idx').on(t.tenantId, t.incidentId),
    tenantPolicy('conversations'),
  ],
).enableRLS();

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    role: text('role').notNull(),
    text: text('text').notNull(),
    /** What the agent decided on this turn (intent, filled slots, sources): the evidence trail. */
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_tenant_conversation_idx').on(t.tenantId, t.conversationId, t.createdAt),
    check('conversation_messages_role_check', sql`role in ('user','assistant')`),
    tenantPolicy('conversation_messages'),
  ],
).enableRLS();

/**
 * Evidence files (spec 02 section 3 Attachment). The bytes live in storage under `storage_key`;
 * a row exists only once the file is fully stored and its type checked by content.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id),
    fileName: text('file_name').notNull(),
    evidenceType: text('evidence_type').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('attachments_tenant_incident_idx').on(t.tenantId, t.incidentId, t.createdAt),
    check('attachments_evidence_type_check', sql`evidence_type in ('PHOTO','VIDEO','DOCUMENT')`),
    tenantPolicy('attachments'),
  ],
).enableRLS();
