import type { AnalysisResult } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { incidents } from './incidents.js';
import { appRole, tenantIdColumn, tenantPolicy } from './tenant-policy.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/** One root-cause analysis of an incident (DESIGN section 5); `not_started` is the absence of a run. */
export const analysisRuns = pgTable(
  'analysis_runs',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id),
    status: text('status').notNull().default('processing'),
    attempts: integer('attempts').notNull().default(0),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    fallbackGenerated: boolean('fallback_generated').notNull().default(false),
    aiConfidenceScore: doublePrecision('ai_confidence_score'),
    /** What the screen shows on failure; the technical cause stays in jobs.last_error. */
    error: text('error'),
    result: jsonb('result').$type<AnalysisResult>(),
    requestedBy: uuid('requested_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('analysis_runs_tenant_incident_idx').on(t.tenantId, t.incidentId, t.createdAt),
    // Starting again while one runs returns the running one; this makes a second impossible.
    uniqueIndex('analysis_runs_one_processing_key')
      .on(t.tenantId, t.incidentId)
      .where(sql`status = 'processing'`),
    check('analysis_runs_status_check', sql`status in ('processing','completed','failed')`),
    tenantPolicy('analysis_runs'),
  ],
).enableRLS();

/** An analyzer's proposal plus the manager's decision; decided ones outlive later runs. */
export const recommendations = pgTable(
  'recommendations',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id),
    runId: uuid('run_id')
      .notNull()
      .references(() => analysisRuns.id),
    /** The analyzer's stable id: corrective actions in the run's result point at it. */
    recKey: text('rec_key').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    priority: text('priority').notNull(),
    implementationTimeframe: text('implementation_timeframe').notNull(),
    responsibleRole: text('responsible_role').notNull(),
    aiConfidenceScore: doublePrecision('ai_confidence_score').notNull(),
    controlLevel: text('control_level').notNull(),
    type: text('type').notNull(),
    severity: text('severity').notNull(),
    adminOnlyReason: text('admin_only_reason'),
    status: text('status').notNull().default('PENDING'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recommendations_tenant_incident_idx').on(t.tenantId, t.incidentId, t.status),
    index('recommendations_tenant_run_idx').on(t.tenantId, t.runId, t.position),
    check('recommendations_status_check', sql`status in ('PENDING','APPROVED','REJECTED')`),
    check(
      'recommendations_control_level_check',
      sql`control_level in ('elimination','substitution','isolation','engineering','administrative','ppe')`,
    ),
    tenantPolicy('recommendations'),
  ],
).enableRLS();

export const correctiveActions = pgTable(
  'corrective_actions',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id),
    recommendationId: uuid('recommendation_id').references(() => recommendations.id),
    position: integer('position').notNull().default(0),
    actionType: text('action_type').notNull(),
    description: text('description').notNull(),
    priority: text('priority').notNull(),
    status: text('status').notNull().default('PLANNED'),
    responsiblePerson: text('responsible_person').notNull(),
    targetCompletionDate: date('target_completion_date', { mode: 'string' }).notNull(),
    verificationMethod: text('verification_method').notNull(),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id),
    completedBy: uuid('completed_by').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    verificationNote: text('verification_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('corrective_actions_tenant_incident_idx').on(t.tenantId, t.incidentId, t.status),
    check('corrective_actions_status_check', sql`status in ('PLANNED','IN_PROGRESS','COMPLETED')`),
    check(
      'corrective_actions_type_check',
      sql`action_type in ('IMMEDIATE','SHORT_TERM','LONG_TERM','SYSTEM_IMPROVEMENT')`,
    ),
    tenantPolicy('corrective_actions'),
  ],
).enableRLS();

/**
 * The durable job queue. Not tenant-owned data (a row holds only ids): a worker outside any tenant
 * sees every job so it can find work across tenants, then does the work inside the job's tenant
 * transaction. Inside a tenant transaction only that tenant's jobs are visible or insertable.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind').notNull(),
    refId: uuid('ref_id').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_queued_idx').on(t.runAfter).where(sql`status = 'queued'`),
    index('jobs_running_lease_idx').on(t.lockedUntil).where(sql`status = 'running'`),
    uniqueIndex('jobs_one_active_key').on(t.kind, t.refId).where(sql`status in ('queued','running')`),
    check('jobs_status_check', sql`status in ('queued','running','done','failed')`),
    pgPolicy('jobs_worker_or_tenant', {
      as: 'permissive',
      for: 'all',
      to: appRole,
      using: sql`nullif(current_setting('app.tenant_id', true), '') is null or tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid`,
      withCheck: sql`nullif(current_setting('app.tenant_id', true), '') is null or tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid`,
    }),
  ],
).enableRLS();
