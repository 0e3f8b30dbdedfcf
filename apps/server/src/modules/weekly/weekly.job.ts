import { and, eq, inArray } from 'drizzle-orm';
import { tenantOrigin } from '../../cli/context.js';
import type { AppConfig } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { withTenant } from '../../db/client.js';
import { tenants } from '../../db/schema/tenants.js';
import { users } from '../../db/schema/users.js';
import type { JobHandler } from '../../jobs/runner.js';
import { recordAudit } from '../../platform/audit.js';
import type { Mailer } from '../../platform/mailer.js';
import { WEEKLY_STRINGS } from './strings.js';
import { addDays, zonedInstant } from './week.js';
import { weekOfRef } from './weekly.ref.js';
import { ensureWeeklyRun, WEEKLY_JOB, WEEKLY_RUN_HOUR } from './weekly.schedule.js';
import { generateInTx } from './weekly.service.js';

/** The job kind, for the runner's handler table. */
export { WEEKLY_JOB } from './weekly.schedule.js';

export interface WeeklyJobDeps {
  config: AppConfig;
  database: Database;
  mailer: Pick<Mailer, 'queue' | 'kick'>;
  /** Tests fix the clock; the schedule and generated_at read it. */
  now?: () => Date;
}

const enAu = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const period = (start: string, end: string) =>
  `${enAu.format(new Date(`${start}T00:00:00Z`))} to ${enAu.format(new Date(`${end}T00:00:00Z`))}`;

async function tenantOf(tx: Executor, tenantId: string) {
  const [t] = await tx
    .select({ slug: tenants.slug, name: tenants.name, settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!t) throw new Error(`tenant ${tenantId} not found`);
  return t;
}

/**
 * The Monday run: generate last week's report as 'Scheduled', tell the tenant's active managers and
 * administrators where it is, and queue next Monday's run, all in one transaction with the job's end.
 */
export function weeklyJobHandler(deps: WeeklyJobDeps): JobHandler {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());
  return {
    async run(job, finish) {
      const weekStart = weekOfRef(job.tenantId, job.refId);
      if (!weekStart) throw new Error(`job ${job.id} has no week in its ref ${job.refId}`);
      await withTenant(db, job.tenantId, async (tx) => {
        const tenant = await tenantOf(tx, job.tenantId);
        const timeZone = tenant.settings.timeZone ?? deps.config.TZ_DEFAULT;
        const at = now();
        const weekEnd = addDays(weekStart, 6);
        const generated = await generateInTx(tx, {
          tenantId: job.tenantId,
          timeZone,
          weekStart,
          weekEnd,
          generatedBy: null,
          requestId: null,
          now: at,
        });
        const recipients = await tx
          .select({ email: users.email })
          .from(users)
          .where(
            and(
              eq(users.tenantId, job.tenantId),
              inArray(users.role, ['MANAGER', 'ADMIN']),
              eq(users.isActive, true),
            ),
          )
          .orderBy(users.email);
        const link = `${tenantOrigin(deps.config, tenant.slug)}/weekly-reports?report=${generated.reportId}`;
        for (const r of recipients) {
          await deps.mailer.queue(tx, {
            tenantId: job.tenantId,
            to: r.email,
            kind: WEEKLY_JOB,
            subject: WEEKLY_STRINGS.emailSubject(generated.report.report_number, tenant.name),
            text: WEEKLY_STRINGS.emailBody({
              reportNumber: generated.report.report_number,
              period: period(weekStart, weekEnd),
              total: generated.summary.total_incidents,
              worksafe: generated.summary.worksafe_notifications,
              link,
            }),
          });
        }
        // From this run's own time at the earliest: a clock a little behind the database's must not
        // find this week's run again (it is still running) and leave next week unqueued.
        const thisRun = zonedInstant(addDays(weekStart, 7), WEEKLY_RUN_HOUR, timeZone);
        await ensureWeeklyRun(
          tx,
          job.tenantId,
          timeZone,
          new Date(Math.max(at.getTime(), thisRun.getTime())),
        );
        await finish(tx);
      });
      deps.mailer.kick(job.tenantId);
    },
    async giveUp(tx, job, error) {
      await recordAudit(tx, {
        tenantId: job.tenantId,
        actorUserId: null,
        action: 'weekly_report.schedule_failed',
        entityType: 'weekly_report',
        entityId: null,
        after: {
          ref_id: job.refId,
          week_start: weekOfRef(job.tenantId, job.refId),
          attempts: job.attempts,
          error,
        },
      });
      // The failed week stays failed; later weeks must still be generated.
      const [t] = await tx
        .select({ settings: tenants.settings })
        .from(tenants)
        .where(eq(tenants.id, job.tenantId));
      await ensureWeeklyRun(tx, job.tenantId, t?.settings.timeZone ?? deps.config.TZ_DEFAULT, now());
    },
  };
}
