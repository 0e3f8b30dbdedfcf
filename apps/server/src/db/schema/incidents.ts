import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantPolicy } from './tenant-policy.js';
import { tenants } from './tenants.js';
import { sites, users } from './users.js';

/** The stored shape of TOOCS 3.2 codes (contracts ToocsSchema); null until coded. */
export interface StoredToocs {
  mechanism: { code: string; label: string; confidence: number } | null;
  nature: { code: string; label: string; confidence: number } | null;
  bodily_location: { code: string; label: string; confidence: number } | null;
  agency: { code: string; label: string; confidence: number } | null;
}

/**
 * One row per tenant and year: `insert ... on conflict do update set last = last + 1 returning last`
 * takes a row lock, so concurrent reports get consecutive numbers and never the same one.
 */
export const incidentCounters = pgTable(
  'incident_counters',
  {
    tenantId: tenantIdColumn().references(() => tenants.id),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.year] }), tenantPolicy('incident_counters')],
).enableRLS();

/** Spec 02 section 3 (detail fields) plus DESIGN section 5 (reporter, TOOCS, notifiability). */
export const incidents = pgTable(
  'incidents',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    incidentNumber: text('incident_number').notNull(),
    title: text('title'),
    reportType: text('report_type'),
    severity: text('severity').notNull().default('MEDIUM'),
    status: text('status').notNull().default('DRAFT'),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id),
    locationId: uuid('location_id').references(() => sites.id),
    incidentDate: date('incident_date', { mode: 'string' }),
    incidentTime: text('incident_time'),
    injuredPartyName: text('injured_party_name'),
    witnessNames: text('witness_names'),
    description: text('description'),
    natureOfInjury: text('nature_of_injury'),
    bodyPart: text('body_part'),
    immediateActionsTaken: text('immediate_actions_taken'),
    medicalAttentionRequired: boolean('medical_attention_required').notNull().default(false),
    /** The highest treatment reported: none, first_aid, doctor, hospital_inpatient or unknown. */
    medicalTreatment: text('medical_treatment'),
    worksafeNotified: boolean('worksafe_notified').notNull().default(false),
    policeNotified: boolean('police_notified').notNull().default(false),
    managerComments: text('manager_comments'),
    returnedReason: text('returned_reason'),
    detailedDescription: text('detailed_description'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    toocs: jsonb('toocs').$type<StoredToocs>(),
    // WHS Act 2011 (Qld) ss35-37: assessed from the report; s38 notification details when recorded.
    notifiable: text('notifiable').notNull().default('no'),
    notifiableCategory: text('notifiable_category'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    notifiedBy: text('notified_by'),
    notificationMethod: text('notification_method'),
    whsqReference: text('whsq_reference'),
    /** Spec 02 section 3 list fields, kept in step with the latest analysis run (modules/rca). */
    analysisStatus: text('analysis_status').notNull().default('not_started'),
    aiConfidenceScore: doublePrecision('ai_confidence_score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('incidents_tenant_number_key').on(t.tenantId, t.incidentNumber),
    index('incidents_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    index('incidents_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt),
    index('incidents_tenant_reporter_status_idx').on(t.tenantId, t.reporterUserId, t.status),
    check(
      'incidents_status_check',
      sql`status in ('DRAFT','SUBMITTED','UNDER_REVIEW','INVESTIGATING','COMPLETED','CLOSED')`,
    ),
    check('incidents_severity_check', sql`severity in ('CRITICAL','HIGH','MEDIUM','LOW')`),
    check(
      'incidents_report_type_check',
      sql`report_type is null or report_type in ('INJURY','ILLNESS','NEAR_MISS','HAZARD','DANGEROUS_INCIDENT','PROPERTY_DAMAGE','ENVIRONMENTAL','SECURITY')`,
    ),
    check(
      'incidents_medical_treatment_check',
      sql`medical_treatment is null or medical_treatment in ('none','first_aid','doctor','hospital_inpatient','unknown')`,
    ),
    check('incidents_notifiable_check', sql`notifiable in ('yes','possible','no')`),
    check(
      'incidents_notifiable_category_check',
      sql`notifiable_category is null or notifiable_category in ('death','serious_injury_or_illness','dangerous_incident')`,
    ),
    check(
      'incidents_notification_method_check',
      sql`notification_method is null or notification_method in ('phone','online','written')`,
    ),
    check(
      'incidents_analysis_status_check',
      sql`analysis_status in ('not_started','processing','completed','failed','fallback_generated')`,
    ),
    tenantPolicy('incidents'),
  ],
).enableRLS();

/** The incident's own history: comments, approvals, send-backs and status changes, oldest first. */
export const incidentEvents = pgTable(
  'incident_events',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id),
    actorUserId: uuid('actor_user_id'),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('incident_events_tenant_incident_idx').on(t.tenantId, t.incidentId, t.createdAt),
    check('incident_events_kind_check', sql`kind in ('comment','approval','returned','status')`),
    tenantPolicy('incident_events'),
  ],
).enableRLS();
