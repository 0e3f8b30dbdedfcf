import type { WeeklyDetails, WeeklySummary } from '@app/contracts';
import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { weeklyReports } from '../../db/schema/weekly.js';

type Stored = typeof weeklyReports.$inferSelect;
export type WeeklyReportHead = Omit<Stored, 'details'> & { generatedByName: string | null };
export type WeeklyReportWithDetails = WeeklyReportHead & { details: WeeklyDetails };

export interface WeeklyReportValues {
  id: string;
  tenantId: string;
  weekStart: string;
  weekEnd: string;
  reportNumber: string;
  summary: WeeklySummary;
  details: WeeklyDetails;
  generatedBy: string | null;
  generatedAt: Date;
}

const counts = (s: WeeklySummary) => ({
  totalIncidents: s.total_incidents,
  safetyIncidents: s.safety_incidents,
  securityIncidents: s.security_incidents,
  highSeverityCount: s.high_severity_count,
  mediumSeverityCount: s.medium_severity_count,
  lowSeverityCount: s.low_severity_count,
  worksafeNotifications: s.worksafe_notifications,
});

/** The week's existing report, locked so two generations of one week replace it one after the other. */
export async function findReportForWeek(
  tx: Executor,
  tenantId: string,
  weekStart: string,
): Promise<Omit<Stored, 'details'> | undefined> {
  const [row] = await tx
    .select(headColumns)
    .from(weeklyReports)
    .where(and(eq(weeklyReports.tenantId, tenantId), eq(weeklyReports.weekStart, weekStart)))
    .for('update');
  return row;
}

/**
 * One row per tenant and week: a second generation updates the first in place (same id), and a
 * concurrent first generation meets the unique key and becomes an update too.
 */
export async function upsertReport(tx: Executor, v: WeeklyReportValues): Promise<string> {
  const changes = {
    weekEnd: v.weekEnd,
    reportNumber: v.reportNumber,
    ...counts(v.summary),
    details: v.details,
    status: 'PUBLISHED',
    generatedBy: v.generatedBy,
    generatedAt: v.generatedAt,
  };
  const [row] = await tx
    .insert(weeklyReports)
    .values({ id: v.id, tenantId: v.tenantId, weekStart: v.weekStart, ...changes })
    .onConflictDoUpdate({ target: [weeklyReports.tenantId, weeklyReports.weekStart], set: changes })
    .returning({ id: weeklyReports.id });
  if (!row) throw new Error('weekly report upsert returned nothing');
  return row.id;
}

const generatedByName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
// Lists and the generate response never carry the details (hundreds of KB for a busy week).
const { details: detailsColumn, ...headColumns } = getTableColumns(weeklyReports);

const reportFields = { ...headColumns, generatedByName };
const joinGenerator = and(
  eq(users.tenantId, weeklyReports.tenantId),
  eq(users.id, weeklyReports.generatedBy),
);

function selectHeads(tx: Executor, where: SQL | undefined) {
  return tx.select(reportFields).from(weeklyReports).leftJoin(users, joinGenerator).where(where);
}

const byId = (tenantId: string, id: string) =>
  and(eq(weeklyReports.tenantId, tenantId), eq(weeklyReports.id, id));

export async function listReports(
  tx: Executor,
  tenantId: string,
  query: { limit: number; status?: string | undefined },
): Promise<WeeklyReportHead[]> {
  const where = and(
    eq(weeklyReports.tenantId, tenantId),
    query.status ? eq(weeklyReports.status, query.status) : undefined,
  );
  return selectHeads(tx, where).orderBy(desc(weeklyReports.weekStart)).limit(query.limit);
}

export async function findReportHead(
  tx: Executor,
  tenantId: string,
  id: string,
): Promise<WeeklyReportHead | undefined> {
  const [row] = await selectHeads(tx, byId(tenantId, id));
  return row;
}

export async function findReport(
  tx: Executor,
  tenantId: string,
  id: string,
): Promise<WeeklyReportWithDetails | undefined> {
  const [row] = await tx
    .select({ ...reportFields, details: detailsColumn })
    .from(weeklyReports)
    .leftJoin(users, joinGenerator)
    .where(byId(tenantId, id));
  return row;
}
