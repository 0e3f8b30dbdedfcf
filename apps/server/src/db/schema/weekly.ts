import type { WeeklyDetails } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantPolicy } from './tenant-policy.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/** Spec 02 section 3 Weekly report; one row per tenant and week, so generating again replaces it. */
export const weeklyReports = pgTable(
  'weekly_reports',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    weekEnd: date('week_end', { mode: 'string' }).notNull(),
    reportNumber: text('report_number').notNull(),
    totalIncidents: integer('total_incidents').notNull(),
    safetyIncidents: integer('safety_incidents').notNull(),
    securityIncidents: integer('security_incidents').notNull(),
    highSeverityCount: integer('high_severity_count').notNull(),
    mediumSeverityCount: integer('medium_severity_count').notNull(),
    lowSeverityCount: integer('low_severity_count').notNull(),
    worksafeNotifications: integer('worksafe_notifications').notNull(),
    details: jsonb('details').$type<WeeklyDetails>().notNull(),
    status: text('status').notNull().default('PUBLISHED'),
    /** Null when the Monday schedule generated it. */
    generatedBy: uuid('generated_by').references(() => users.id),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('weekly_reports_tenant_week_key').on(t.tenantId, t.weekStart),
    index('weekly_reports_tenant_status_week_idx').on(t.tenantId, t.status, t.weekStart.desc()),
    check('weekly_reports_status_check', sql`status in ('DRAFT','PUBLISHED')`),
    check('weekly_reports_week_length_check', sql`week_end = week_start + 6`),
    tenantPolicy('weekly_reports'),
  ],
).enableRLS();
