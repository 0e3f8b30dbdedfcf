import { WeeklyReportDetailSchema } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, withTenant } from '../src/db/client.js';
import { auditLog, outbox } from '../src/db/schema/ops.js';
import { users } from '../src/db/schema/users.js';
import { JobRunner } from '../src/jobs/runner.js';
import { weeklyJobHandler } from '../src/modules/weekly/weekly.job.js';
import { weekOfRef, weekRef } from '../src/modules/weekly/weekly.ref.js';
import { scheduleWeeklyReports, WEEKLY_JOB } from '../src/modules/weekly/weekly.schedule.js';
import {
  buildTestApp,
  createPersonPerRole,
  createTenant,
  createUser,
  type PeopleByRole,
  type TestApp,
} from './helpers/app.js';
import { caller, seedIncident, setTimeZone } from './weekly-support.js';

let t: TestApp;
let acme: string;
let perth: string;
let people: PeopleByRole;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

interface JobRow {
  tenant_id: string;
  ref_id: string;
  status: string;
  run_after: string | Date;
}
const weeklyJobs = () =>
  queryRows<JobRow>(
    t.database.db,
    sql`select tenant_id, ref_id, status, run_after from jobs where kind = ${WEEKLY_JOB} order by run_after, tenant_id`,
  );
const iso = (v: string | Date) => new Date(v).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  acme = await createTenant(t, 'acme');
  perth = await createTenant(t, 'west');
  await setTimeZone(t, perth, 'Australia/Perth');
  people = await createPersonPerRole(t, acme, 'acme');
  const retired = await createUser(t, acme, 'acme', { email: 'retired@acme.test', role: 'MANAGER' });
  await withTenant(t.database.db, acme, (tx) =>
    tx
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.tenantId, acme), eq(users.id, retired.id))),
  );
});
afterAll(() => t.close());

describe('the Monday schedule', () => {
  it('queues each tenant one run at its next Monday 06:00 local, however often it is called', async () => {
    const now = new Date('2026-11-26T01:00:00Z'); // Thursday
    await scheduleWeeklyReports(t.database.db, { defaultTimeZone: 'Australia/Brisbane', now });
    await scheduleWeeklyReports(t.database.db, { defaultTimeZone: 'Australia/Brisbane', now });
    const jobs = await weeklyJobs();
    expect(
      jobs.map((j) => [j.tenant_id, j.status, iso(j.run_after), weekOfRef(j.tenant_id, j.ref_id)]),
    ).toEqual([
      [acme, 'queued', '2026-11-29T20:00:00.000Z', '2026-11-23'], // Monday 06:00 in Brisbane
      [perth, 'queued', '2026-11-29T22:00:00.000Z', '2026-11-23'], // Monday 06:00 in Perth
    ]);
    // A ref names its tenant too: the queue's one-active-job key spans tenants.
    expect(weekRef(acme, '2026-11-23')).not.toBe(weekRef(perth, '2026-11-23'));
    expect(weekOfRef(perth, weekRef(acme, '2026-11-23'))).toBeNull();
  });

  it("generates last week's report as Scheduled, e-mails active managers and admins, and queues next Monday", async () => {
    await seedIncident(t, acme, people.STAFF.user.id, {
      createdAt: new Date('2026-11-24T00:00:00Z'),
      severity: 'HIGH',
    });
    await seedIncident(t, acme, people.STAFF.user.id, { createdAt: new Date('2026-11-30T00:00:00Z') });
    // The clock reads Monday 30 Nov 06:00:05 in Brisbane; the job is due.
    const now = new Date('2026-11-29T20:00:05Z');
    // Only this tenant's run is due, whatever the real date is.
    await t.database.db.execute(
      sql`update jobs set run_after = case when tenant_id = ${acme} then now() - interval '1 second'
            else now() + interval '1 year' end where kind = ${WEEKLY_JOB}`,
    );
    const runner = new JobRunner(
      t.database.db,
      {
        [WEEKLY_JOB]: weeklyJobHandler({
          config: t.config,
          database: t.database,
          mailer: t.deps.mailer,
          now: () => now,
        }),
      },
      { leaseMs: 30_000, busyPollMs: 0, idlePollMs: 20, logger: quiet },
    );
    expect(await runner.runOnce()).toBe(true);
    await t.deps.mailer.idle();

    const list = await caller(t, people)('GET', '/api/weekly-reports', 'MANAGER');
    const [report] = list.json().reports;
    expect(report).toMatchObject({
      report_number: 'W-2026-48',
      report_week_start: '2026-11-23',
      report_week_end: '2026-11-29',
      total_incidents: 1,
      high_severity_count: 1,
      generated_by_name: 'Scheduled',
      report_status: 'PUBLISHED',
      generated_at: now.toISOString(),
    });
    const detail = await caller(t, people)('GET', `/api/weekly-reports/${report.id}`, 'ADMIN');
    expect(WeeklyReportDetailSchema.parse(detail.json()).details.incidents).toHaveLength(1);

    const { mails, audit } = await withTenant(t.database.db, acme, async (tx) => ({
      mails: await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.tenantId, acme), eq(outbox.kind, WEEKLY_JOB))),
      audit: await tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, acme), eq(auditLog.entityId, report.id))),
    }));
    expect(mails.map((m) => m.to).sort()).toEqual(['admin@acme.test', 'manager@acme.test']);
    for (const mail of mails) {
      expect(mail.subject).toContain('W-2026-48');
      expect(mail.text).toContain(`http://acme.localhost:3000/weekly-reports?report=${report.id}`);
      expect(mail.text).toContain('23 Nov 2026 to 29 Nov 2026');
      expect(mail.sentAt).not.toBeNull();
    }
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([['weekly_report.generated', null]]);

    const jobs = (await weeklyJobs()).filter((j) => j.tenant_id === acme);
    expect(jobs.map((j) => [j.status, iso(j.run_after), weekOfRef(acme, j.ref_id)])).toEqual([
      ['done', expect.any(String), '2026-11-23'],
      ['queued', '2026-12-06T20:00:00.000Z', '2026-11-30'],
    ]);
  });

  it('queues next week even when the clock reads a little before the run time', async () => {
    const now = new Date('2026-12-06T19:59:59Z'); // a second before Monday 06:00
    await t.database.db.execute(
      sql`update jobs set run_after = now() - interval '1 second' where kind = ${WEEKLY_JOB} and tenant_id = ${acme} and status = 'queued'`,
    );
    const runner = new JobRunner(
      t.database.db,
      {
        [WEEKLY_JOB]: weeklyJobHandler({
          config: t.config,
          database: t.database,
          mailer: t.deps.mailer,
          now: () => now,
        }),
      },
      { leaseMs: 30_000, busyPollMs: 0, idlePollMs: 20, logger: quiet },
    );
    expect(await runner.runOnce()).toBe(true);
    await t.deps.mailer.idle();
    const queued = (await weeklyJobs()).filter((j) => j.tenant_id === acme && j.status === 'queued');
    expect(queued.map((j) => [iso(j.run_after), weekOfRef(acme, j.ref_id)])).toEqual([
      ['2026-12-13T20:00:00.000Z', '2026-12-07'],
    ]);
  });
});
