import {
  GenerateWeeklyReportResponseSchema,
  MESSAGES,
  WeeklyReportDetailSchema,
  WeeklyReportListSchema,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.js';
import { auditLog } from '../src/db/schema/ops.js';
import { weeklyReports } from '../src/db/schema/weekly.js';
import {
  buildTestApp,
  createPersonPerRole,
  createTenant,
  type PeopleByRole,
  type TestApp,
} from './helpers/app.js';
import { caller, seedAction, seedIncident, seedSite, setTimeZone } from './weekly-support.js';

let t: TestApp;
const tenant: Record<'bne' | 'per' | 'syd' | 'other', { id: string; people: PeopleByRole }> = {} as never;
const at = (iso: string) => new Date(iso);
const WEEK = { week_start: '2026-11-23', week_end: '2026-11-29' };
let incidentA = '';

beforeAll(async () => {
  t = await buildTestApp();
  for (const [slug, zone] of [
    ['bne', null],
    ['per', 'Australia/Perth'],
    ['syd', 'Australia/Sydney'],
    ['other', null],
  ] as const) {
    const id = await createTenant(t, slug);
    if (zone) await setTimeZone(t, id, zone);
    tenant[slug] = { id, people: await createPersonPerRole(t, id, slug) };
  }

  // Brisbane (the default zone, UTC+10): the week is 2026-11-22T14:00Z up to 2026-11-29T14:00Z.
  const bne = tenant.bne;
  const staff = bne.people.STAFF.user.id;
  const depot = await seedSite(t, bne.id, 'Townsville Depot');
  const yard = await seedSite(t, bne.id, 'Cairns Yard');
  const seed = (fields: Parameters<typeof seedIncident>[3]) => seedIncident(t, bne.id, staff, fields);
  // Monday 00:00 local, the week's first instant.
  incidentA = await seed({ createdAt: at('2026-11-22T14:00:00Z'), severity: 'HIGH', locationId: depot });
  // Sunday 23:59:59 of the week before, and Monday 00:00 of the week after: outside.
  await seed({ createdAt: at('2026-11-22T13:59:59Z'), severity: 'CRITICAL' });
  await seed({ createdAt: at('2026-11-29T14:00:00Z'), severity: 'CRITICAL' });
  // Sunday 23:30 in Brisbane belongs to this week.
  await seed({
    createdAt: at('2026-11-29T13:30:00Z'),
    reportType: 'SECURITY',
    severity: 'LOW',
    status: 'CLOSED',
  });
  // A draft has not been submitted: not counted.
  await seed({ createdAt: at('2026-11-24T01:00:00Z'), status: 'DRAFT', severity: 'CRITICAL' });
  await seed({
    createdAt: at('2026-11-25T02:00:00Z'),
    reportType: 'DANGEROUS_INCIDENT',
    severity: 'CRITICAL',
    status: 'INVESTIGATING',
    locationId: depot,
    notifiable: 'yes',
    notifiableCategory: 'dangerous_incident',
    notifiedAt: at('2026-11-25T02:30:00Z'),
    notificationMethod: 'phone',
  });
  await seed({
    createdAt: at('2026-11-25T03:00:00Z'),
    reportType: 'NEAR_MISS',
    locationId: yard,
    worksafeNotified: true,
    notifiable: 'possible',
  });
  await seed({
    createdAt: at('2026-11-26T05:00:00Z'),
    reportType: null,
    locationId: yard,
    status: 'UNDER_REVIEW',
  });

  // Corrective actions: opened in the week, closed in the week, and three overdue at its end.
  const action = (fields: Parameters<typeof seedAction>[3]) => seedAction(t, bne.id, incidentA, fields);
  await action({ createdAt: at('2026-11-24T00:00:00Z'), status: 'PLANNED', target: '2026-11-27' });
  await action({
    createdAt: at('2026-11-10T00:00:00Z'),
    status: 'COMPLETED',
    target: '2026-11-20',
    completedAt: at('2026-11-26T00:00:00Z'),
  });
  await action({ createdAt: at('2026-11-01T00:00:00Z'), status: 'IN_PROGRESS', target: '2026-12-10' });
  await action({ createdAt: at('2026-11-01T00:00:00Z'), status: 'PLANNED', target: '2026-11-29' });
  await action({
    createdAt: at('2026-11-01T00:00:00Z'),
    status: 'COMPLETED',
    target: '2026-11-20',
    completedAt: at('2026-12-02T00:00:00Z'),
  });

  // The same three instants in Brisbane (UTC+10) and Perth (UTC+8) fall on different days and weeks.
  for (const slug of ['per', 'other'] as const) {
    const reporter = tenant[slug].people.STAFF.user.id;
    for (const instant of ['2026-11-22T15:00:00Z', '2026-11-29T13:30:00Z', '2026-11-29T15:30:00Z']) {
      await seedIncident(t, tenant[slug].id, reporter, { createdAt: at(instant) });
    }
  }
  // Sydney's daylight saving starts on Sunday 4 Oct 2026 (02:00 -> 03:00, UTC+10 -> UTC+11).
  const sydReporter = tenant.syd.people.STAFF.user.id;
  for (const instant of [
    '2026-09-27T13:30:00Z', // Sun 27 Sep 23:30 AEST: the week before
    '2026-09-27T14:30:00Z', // Mon 28 Sep 00:30 AEST: in
    '2026-10-04T12:30:00Z', // Sun 4 Oct 23:30 AEDT: in
    '2026-10-04T13:30:00Z', // Mon 5 Oct 00:30 AEDT: the week after
  ]) {
    await seedIncident(t, tenant.syd.id, sydReporter, { createdAt: at(instant) });
  }
});
afterAll(() => t.close());

const generate = (slug: keyof typeof tenant, body: object = WEEK, role: 'MANAGER' | 'ADMIN' = 'MANAGER') =>
  caller(t, tenant[slug].people)('POST', '/api/weekly-reports/generate', role, body);

describe('POST /api/weekly-reports/generate', () => {
  it('counts the week in the tenant zone: types, severities, WorkSafe notifications and breakdowns', async () => {
    const res = await generate('bne');
    expect(res.statusCode).toBe(200);
    const body = GenerateWeeklyReportResponseSchema.parse(res.json());
    expect(body.summary).toEqual({
      total_incidents: 5,
      safety_incidents: 4,
      security_incidents: 1,
      high_severity_count: 2,
      medium_severity_count: 2,
      low_severity_count: 1,
      worksafe_notifications: 2,
    });
    expect(body.report).toMatchObject({
      id: body.report_id,
      report_number: 'W-2026-48',
      report_week_start: '2026-11-23',
      report_week_end: '2026-11-29',
      report_status: 'PUBLISHED',
      generated_by_name: 'Alex MANAGER',
      ...body.summary,
    });

    const detail = await caller(t, tenant.bne.people)(
      'GET',
      `/api/weekly-reports/${body.report_id}`,
      'ADMIN',
    );
    expect(detail.statusCode).toBe(200);
    const { details } = WeeklyReportDetailSchema.parse(detail.json());
    expect(details.time_zone).toBe('Australia/Brisbane');
    expect(details.by_day).toEqual([
      { date: '2026-11-23', count: 1 },
      { date: '2026-11-24', count: 0 },
      { date: '2026-11-25', count: 2 },
      { date: '2026-11-26', count: 1 },
      { date: '2026-11-27', count: 0 },
      { date: '2026-11-28', count: 0 },
      { date: '2026-11-29', count: 1 },
    ]);
    expect(details.by_severity).toEqual([
      { key: 'CRITICAL', label: 'Critical', count: 1 },
      { key: 'HIGH', label: 'High', count: 1 },
      { key: 'MEDIUM', label: 'Medium', count: 2 },
      { key: 'LOW', label: 'Low', count: 1 },
    ]);
    expect(details.by_site).toEqual([
      { key: expect.any(String), label: 'Cairns Yard', count: 2 },
      { key: expect.any(String), label: 'Townsville Depot', count: 2 },
      { key: 'NONE', label: 'No site recorded', count: 1 },
    ]);
    expect(details.by_type.map((r) => [r.key, r.label, r.count])).toEqual([
      ['DANGEROUS_INCIDENT', 'Dangerous incident', 1],
      ['INJURY', 'Injury', 1],
      ['NEAR_MISS', 'Near miss', 1],
      ['SECURITY', 'Security', 1],
      ['NONE', 'Type not recorded', 1],
    ]);
    expect(details.by_status).toEqual([
      { key: 'SUBMITTED', label: 'Submitted', count: 2 },
      { key: 'UNDER_REVIEW', label: 'Under Review', count: 1 },
      { key: 'INVESTIGATING', label: 'Investigating', count: 1 },
      { key: 'CLOSED', label: 'Closed', count: 1 },
    ]);
    expect(details.corrective_actions).toEqual({ opened: 1, closed: 1, overdue: 3 });
    expect(details.notifiable_incidents).toEqual([
      expect.objectContaining({
        notifiable: 'yes',
        notifiable_category: 'dangerous_incident',
        created_at: '2026-11-25T02:00:00.000Z',
        notified_at: '2026-11-25T02:30:00.000Z',
        notification_method: 'phone',
      }),
      expect.objectContaining({ notifiable: 'possible', notified_at: null }),
    ]);
    // Every figure links to these: the five counted incidents, oldest first, no draft among them.
    expect(details.incidents).toHaveLength(5);
    expect(details.incidents[0]).toMatchObject({ id: incidentA, location_name: 'Townsville Depot' });
    expect(details.incidents.map((i) => i.status)).not.toContain('DRAFT');
  });

  it('reads days and weeks in the zone: the same instants differ between Brisbane and Perth', async () => {
    const perth = GenerateWeeklyReportResponseSchema.parse((await generate('per')).json());
    const brisbane = GenerateWeeklyReportResponseSchema.parse((await generate('other')).json());
    const days = async (slug: 'per' | 'other', id: string) =>
      WeeklyReportDetailSchema.parse(
        (await caller(t, tenant[slug].people)('GET', `/api/weekly-reports/${id}`, 'MANAGER')).json(),
      )
        .details.by_day.filter((d) => d.count > 0)
        .map((d) => [d.date, d.count]);
    // Perth: 22 Nov 23:00 is the week before; 29 Nov 21:30 and 23:30 are this Sunday.
    expect(perth.summary.total_incidents).toBe(2);
    expect(await days('per', perth.report_id)).toEqual([['2026-11-29', 2]]);
    // Brisbane: 23 Nov 01:00 and 29 Nov 23:30 are in; 30 Nov 01:30 is next week.
    expect(brisbane.summary.total_incidents).toBe(2);
    expect(await days('other', brisbane.report_id)).toEqual([
      ['2026-11-23', 1],
      ['2026-11-29', 1],
    ]);
  });

  it('follows daylight saving: a Sydney week that loses an hour keeps both of its ends', async () => {
    const res = await generate('syd', { week_start: '2026-09-28', week_end: '2026-10-04' });
    const body = GenerateWeeklyReportResponseSchema.parse(res.json());
    expect(body.summary.total_incidents).toBe(2);
    expect(body.report.report_number).toBe('W-2026-40');
  });

  it('replaces a week generated again: one row, the same id, new counts, and both in the audit log', async () => {
    const week = { week_start: '2026-11-16', week_end: '2026-11-22' };
    const first = GenerateWeeklyReportResponseSchema.parse((await generate('bne', week)).json());
    expect(first.summary.total_incidents).toBe(1);
    await seedIncident(t, tenant.bne.id, tenant.bne.people.STAFF.user.id, {
      createdAt: at('2026-11-18T00:00:00Z'),
      severity: 'HIGH',
    });
    const again = await generate('bne', week, 'ADMIN');
    const second = GenerateWeeklyReportResponseSchema.parse(again.json());
    expect(second.report_id).toBe(first.report_id);
    expect(second.summary).toMatchObject({ total_incidents: 2, high_severity_count: 2 });
    expect(second.report.generated_by_name).toBe('Alex ADMIN');

    const { rows, audit } = await withTenant(t.database.db, tenant.bne.id, async (tx) => ({
      rows: await tx
        .select()
        .from(weeklyReports)
        .where(and(eq(weeklyReports.tenantId, tenant.bne.id), eq(weeklyReports.weekStart, '2026-11-16'))),
      audit: await tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenant.bne.id), eq(auditLog.entityId, first.report_id)))
        .orderBy(auditLog.id),
    }));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.totalIncidents).toBe(2);
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['weekly_report.generated', tenant.bne.people.MANAGER.user.id],
      ['weekly_report.regenerated', tenant.bne.people.ADMIN.user.id],
    ]);
    expect(audit[1]?.before).toMatchObject({ total_incidents: 1, high_severity_count: 1 });
    expect(audit[1]?.after).toMatchObject({ total_incidents: 2, high_severity_count: 2 });
  });

  it('refuses a period that is not seven days with the spec message', async () => {
    for (const body of [
      { week_start: '2026-11-23', week_end: '2026-11-30' },
      { week_start: '2026-11-23', week_end: '2026-11-23' },
    ]) {
      const res = await generate('bne', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(MESSAGES.weekly.invalidWeek);
    }
    const reversed = await generate('bne', { week_start: '2026-11-29', week_end: '2026-11-23' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toContain(MESSAGES.weekly.invalidWeek);
    expect((await generate('bne', { week_start: 'soon', week_end: '2026-11-23' })).statusCode).toBe(400);
  });

  it('ignores the spec client generated_by_id: the generator is the caller', async () => {
    const res = await generate('bne', { ...WEEK, generated_by_id: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().report.generated_by_name).toBe('Alex MANAGER');
  });
});

describe('GET /api/weekly-reports', () => {
  it('lists newest week first, honours limit and the status filter', async () => {
    const call = caller(t, tenant.bne.people);
    await generate('bne', { week_start: '2026-11-09', week_end: '2026-11-15' });
    await withTenant(t.database.db, tenant.bne.id, (tx) =>
      tx
        .update(weeklyReports)
        .set({ status: 'DRAFT' })
        .where(and(eq(weeklyReports.tenantId, tenant.bne.id), eq(weeklyReports.weekStart, '2026-11-09'))),
    );
    const all = WeeklyReportListSchema.parse(
      (await call('GET', '/api/weekly-reports?limit=10', 'MANAGER')).json(),
    );
    expect(all.reports.map((r) => r.report_week_start)).toEqual(['2026-11-23', '2026-11-16', '2026-11-09']);
    const two = WeeklyReportListSchema.parse(
      (await call('GET', '/api/weekly-reports?limit=2', 'ADMIN')).json(),
    );
    expect(two.reports.map((r) => r.report_week_start)).toEqual(['2026-11-23', '2026-11-16']);
    const published = WeeklyReportListSchema.parse(
      (await call('GET', '/api/weekly-reports?limit=10&status=PUBLISHED', 'MANAGER')).json(),
    );
    expect(published.reports.map((r) => r.report_week_start)).toEqual(['2026-11-23', '2026-11-16']);
    const drafts = WeeklyReportListSchema.parse(
      (await call('GET', '/api/weekly-reports?status=DRAFT', 'MANAGER')).json(),
    );
    expect(drafts.reports.map((r) => [r.report_week_start, r.report_status])).toEqual([
      ['2026-11-09', 'DRAFT'],
    ]);
    expect((await call('GET', '/api/weekly-reports?limit=0', 'MANAGER')).statusCode).toBe(400);
    expect((await call('GET', '/api/weekly-reports?status=SENT', 'MANAGER')).statusCode).toBe(400);
  });
});

describe('who may see weekly reports', () => {
  it('refuses staff, investigators and insurers on every route', async () => {
    const call = caller(t, tenant.bne.people);
    const [report] = WeeklyReportListSchema.parse(
      (await call('GET', '/api/weekly-reports', 'MANAGER')).json(),
    ).reports;
    for (const role of ['STAFF', 'INVESTIGATOR', 'INSURER'] as const) {
      expect((await call('POST', '/api/weekly-reports/generate', role, WEEK)).statusCode).toBe(403);
      expect((await call('GET', '/api/weekly-reports', role)).statusCode).toBe(403);
      expect((await call('GET', `/api/weekly-reports/${report?.id}`, role)).statusCode).toBe(403);
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/weekly-reports',
          headers: { host: tenant.bne.people.MANAGER.user.host },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('keeps tenants apart: another tenant neither lists nor opens them', async () => {
    const mine = WeeklyReportListSchema.parse(
      (await caller(t, tenant.bne.people)('GET', '/api/weekly-reports', 'MANAGER')).json(),
    ).reports;
    const theirs = caller(t, tenant.other.people);
    const listed = WeeklyReportListSchema.parse((await theirs('GET', '/api/weekly-reports', 'ADMIN')).json());
    expect(listed.reports.map((r) => r.id)).not.toContain(mine[0]?.id);
    const opened = await theirs('GET', `/api/weekly-reports/${mine[0]?.id}`, 'ADMIN');
    expect(opened.statusCode).toBe(404);
  });
});
