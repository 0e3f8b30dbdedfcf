import { sql } from 'drizzle-orm';
import { type Db, type Executor, withTenant } from '../../db/client.js';
import { tenants } from '../../db/schema/tenants.js';
import { newId } from '../../platform/ids.js';
import { localDate } from '../../platform/zoned-time.js';
import { addDays, nextMondayAt } from './week.js';
import { weekRef } from './weekly.ref.js';

export const WEEKLY_JOB = 'weekly_report';
/** Local hour of the Monday run. */
export const WEEKLY_RUN_HOUR = 6;
export const WEEKLY_MAX_ATTEMPTS = 5;

/** The next Monday 06:00 in the zone after `now`, and the week (Monday to Sunday) that run reports on. */
export function nextRun(now: Date, timeZone: string): { runAfter: Date; weekStart: string } {
  const runAfter = nextMondayAt(now, WEEKLY_RUN_HOUR, timeZone);
  return { runAfter, weekStart: addDays(localDate(runAfter, timeZone), -7) };
}

/**
 * Makes sure the tenant's next Monday run is queued; safe to call any number of times. A job for the
 * week that exists in any state (queued, running, done, failed) is left alone, and two processes
 * starting at once meet the queue's one-active-job key.
 */
export async function ensureWeeklyRun(
  tx: Executor,
  tenantId: string,
  timeZone: string,
  now: Date,
): Promise<{ refId: string; runAfter: Date; weekStart: string }> {
  const { runAfter, weekStart } = nextRun(now, timeZone);
  const refId = weekRef(tenantId, weekStart);
  await tx.execute(
    sql`insert into jobs (id, tenant_id, kind, ref_id, max_attempts, run_after)
        select ${newId()}, ${tenantId}, ${WEEKLY_JOB}, ${refId}, ${WEEKLY_MAX_ATTEMPTS}, ${runAfter.toISOString()}::timestamptz
        where not exists (select 1 from jobs where kind = ${WEEKLY_JOB} and ref_id = ${refId})
        on conflict do nothing`,
  );
  return { refId, runAfter, weekStart };
}

/** At start-up: every tenant gets its next Monday run (in its own zone) queued. */
export async function scheduleWeeklyReports(
  db: Db,
  options: { defaultTimeZone: string; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const all = await db.select({ id: tenants.id, settings: tenants.settings }).from(tenants);
  for (const t of all) {
    await withTenant(db, t.id, (tx) =>
      ensureWeeklyRun(tx, t.id, t.settings.timeZone ?? options.defaultTimeZone, now),
    );
  }
  return all.length;
}
