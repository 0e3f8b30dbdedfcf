import { MESSAGES, type WeeklyReport, type WeeklyReportDetail, type WeeklySummary } from '@app/contracts';
import { type Db, type Tx, withTenant } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { isValidWeek, reportNumberOf, weekRange } from './week.js';
import { aggregateWeek } from './weekly.aggregate.js';
import {
  findReport,
  findReportForWeek,
  findReportHead,
  listReports,
  upsertReport,
} from './weekly.repository.js';
import { reportDetailView, reportView, summaryOfRow } from './weekly.view.js';

export interface GenerateInput {
  tenantId: string;
  timeZone: string;
  weekStart: string;
  weekEnd: string;
  /** The signed-in user; null when the Monday schedule generates. */
  generatedBy: string | null;
  requestId: string | null;
  now: Date;
}

export interface Generated {
  reportId: string;
  summary: WeeklySummary;
  report: WeeklyReport;
  /** Whether an earlier report of the same week was replaced. */
  replaced: boolean;
}

export const invalidWeek = () =>
  new AppError('VALIDATION_FAILED', MESSAGES.weekly.invalidWeek, [
    { field: 'body.week_start', message: MESSAGES.weekly.invalidWeek },
  ]);

/** Spec 02 section 7: count the week, store it PUBLISHED (replacing the week's earlier report), audit it. */
export function generateWeeklyReport(db: Db, input: GenerateInput): Promise<Generated> {
  if (!isValidWeek(input.weekStart, input.weekEnd)) throw invalidWeek();
  return withTenant(db, input.tenantId, (tx) => generateInTx(tx, input));
}

export async function generateInTx(tx: Tx, input: GenerateInput): Promise<Generated> {
  const { from, to } = weekRange(input.weekStart, input.timeZone);
  const { summary, details } = await aggregateWeek(tx, {
    tenantId: input.tenantId,
    weekStart: input.weekStart,
    weekEnd: input.weekEnd,
    from,
    to,
    timeZone: input.timeZone,
  });
  const before = await findReportForWeek(tx, input.tenantId, input.weekStart);
  const reportId = await upsertReport(tx, {
    id: before?.id ?? newId(),
    tenantId: input.tenantId,
    weekStart: input.weekStart,
    weekEnd: input.weekEnd,
    reportNumber: reportNumberOf(input.weekStart),
    summary,
    details,
    generatedBy: input.generatedBy,
    generatedAt: input.now,
  });
  await recordAudit(tx, {
    tenantId: input.tenantId,
    actorUserId: input.generatedBy,
    action: before ? 'weekly_report.regenerated' : 'weekly_report.generated',
    entityType: 'weekly_report',
    entityId: reportId,
    before: before ? { week_start: before.weekStart, ...summaryOfRow(before) } : null,
    after: { week_start: input.weekStart, ...summary },
    requestId: input.requestId,
  });
  const stored = await findReportHead(tx, input.tenantId, reportId);
  if (!stored) throw new Error(`weekly report ${reportId} vanished after it was written`);
  return { reportId, summary, report: reportView(stored), replaced: Boolean(before) };
}

export function listWeeklyReports(
  db: Db,
  tenantId: string,
  query: { limit: number; status?: string | undefined },
): Promise<WeeklyReport[]> {
  return withTenant(db, tenantId, async (tx) => (await listReports(tx, tenantId, query)).map(reportView));
}

export async function getWeeklyReport(db: Db, tenantId: string, id: string): Promise<WeeklyReportDetail> {
  const row = await withTenant(db, tenantId, (tx) => findReport(tx, tenantId, id));
  if (!row) throw notFound();
  return reportDetailView(row);
}
