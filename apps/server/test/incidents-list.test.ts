import { type IncidentListItem, type PendingIncident, type Role, SEVERITIES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  buildTestApp,
  createPersonPerRole,
  createTenant,
  createUser,
  type PeopleByRole,
  type TestApp,
  type TestUser,
  tokenFor,
} from './helpers/app.js';

let t: TestApp;
let people: PeopleByRole;
let jamie: { user: TestUser; token: string };
let sites: { id: string; name: string }[];

const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const as = (role: Role) => authHeaders(people[role].user, people[role].token);

const STATUSES = ['SUBMITTED', 'UNDER_REVIEW', 'INVESTIGATING', 'COMPLETED', 'CLOSED', 'DRAFT'] as const;
const TYPES = ['INJURY', 'NEAR_MISS', 'HAZARD'] as const;
const PATHS: Record<string, string[]> = {
  UNDER_REVIEW: ['UNDER_REVIEW'],
  INVESTIGATING: ['INVESTIGATING'],
  COMPLETED: ['INVESTIGATING', 'COMPLETED'],
  CLOSED: ['INVESTIGATING', 'COMPLETED', 'CLOSED'],
};

interface Made {
  id: string;
  number: string;
  status: string;
  severity: string;
  type: string;
  reporter: string;
  site: string;
  title: string;
}
const made: Made[] = [];
const N = 60;

beforeAll(async () => {
  t = await buildTestApp();
  const tenantId = await createTenant(t, 'acme');
  people = await createPersonPerRole(t, tenantId, 'acme');
  const user = await createUser(t, tenantId, 'acme', {
    email: 'jamie@acme.test',
    role: 'STAFF',
    firstName: 'Jamie',
    lastName: 'Nguyen',
  });
  jamie = { user, token: await tokenFor(t, user) };
  sites = [];
  for (const name of ['Townsville Yard', 'Cairns 50% Store']) {
    const res = await call('POST', '/api/admin/sites', as('ADMIN'), {
      venue_name: name,
      venue_type: 'WAREHOUSE',
    });
    sites.push({ id: res.json().site.id, name });
  }
  for (let i = 0; i < N; i++) {
    const reporter = i % 2 === 0 ? people.STAFF : jamie;
    const headers = authHeaders(reporter.user, reporter.token);
    const site = sites[i % 2 === 0 ? 0 : 1] ?? sites[0];
    const fields = {
      title: `${i % 5 === 0 ? 'Forklift' : 'Ladder'} event ${i}`,
      report_type: TYPES[i % 3],
      severity: SEVERITIES[i % 4],
      incident_date: '2026-01-15',
      description: 'Routine report for the list tests.',
      location_id: site?.id,
    };
    const res = await call('POST', '/api/incidents', headers, fields);
    const incident = res.json().incident;
    const status = STATUSES[i % 6] ?? 'DRAFT';
    if (status !== 'DRAFT') {
      await call('PUT', `/api/manager/incidents/${incident.id}`, headers, { status: 'SUBMITTED' });
      for (const next of PATHS[status] ?? []) {
        await call('PUT', `/api/manager/incidents/${incident.id}/status`, as('MANAGER'), { status: next });
      }
    }
    made.push({
      id: incident.id,
      number: incident.incident_number,
      status,
      severity: fields.severity ?? 'MEDIUM',
      type: fields.report_type ?? 'INJURY',
      reporter: reporter.user.id,
      site: site?.name ?? '',
      title: fields.title,
    });
  }
}, 120_000);
afterAll(() => t.close());

async function list(query: string, role: Role = 'MANAGER') {
  const res = await call('GET', `/api/manager/incidents?${query}`, as(role));
  expect(res.statusCode).toBe(200);
  return res.json() as { incidents: IncidentListItem[]; pagination: { total: number } };
}
const ids = (items: { id: string }[]) => items.map((i) => i.id).sort();
const expected = (pick: (m: Made) => boolean) => ids(made.filter(pick));
const nonDraft = (m: Made) => m.status !== 'DRAFT';

describe('GET /api/manager/incidents', () => {
  it('defaults to INVESTIGATING, COMPLETED and CLOSED (spec 02 section 9)', async () => {
    const body = await list('limit=100');
    expect(ids(body.incidents)).toEqual(
      expected((m) => ['INVESTIGATING', 'COMPLETED', 'CLOSED'].includes(m.status)),
    );
    expect(body.pagination.total).toBe(body.incidents.length);
  });

  it('filters by status, severity, report type and reporter together', async () => {
    const body = await list(
      `limit=100&status=SUBMITTED,CLOSED&severity=CRITICAL,LOW&report_type=INJURY,HAZARD`,
    );
    expect(ids(body.incidents)).toEqual(
      expected(
        (m) =>
          ['SUBMITTED', 'CLOSED'].includes(m.status) &&
          ['CRITICAL', 'LOW'].includes(m.severity) &&
          ['INJURY', 'HAZARD'].includes(m.type),
      ),
    );
    const byJamie = await list(`limit=100&status=SUBMITTED,UNDER_REVIEW&reporter=${jamie.user.id}`);
    expect(ids(byJamie.incidents)).toEqual(
      expected((m) => m.reporter === jamie.user.id && ['SUBMITTED', 'UNDER_REVIEW'].includes(m.status)),
    );
  });

  it('searches title, number, reporter name and location name, case-insensitively and literally', async () => {
    const all = 'limit=100&status=SUBMITTED,UNDER_REVIEW,INVESTIGATING,COMPLETED,CLOSED';
    expect(ids((await list(`${all}&search=FORKLIFT`)).incidents)).toEqual(
      expected((m) => nonDraft(m) && m.title.startsWith('Forklift')),
    );
    const target = made.find((m) => m.status === 'CLOSED') as Made;
    expect(ids((await list(`${all}&search=${target.number.toLowerCase()}`)).incidents)).toEqual([target.id]);
    expect(ids((await list(`${all}&search=jamie%20nguyen`)).incidents)).toEqual(
      expected((m) => nonDraft(m) && m.reporter === jamie.user.id),
    );
    expect(ids((await list(`${all}&search=50%25`)).incidents)).toEqual(
      expected((m) => nonDraft(m) && m.site.includes('50%')),
    );
    expect((await list(`${all}&search=5_%25`)).incidents).toEqual([]);
  });

  it('pages in SQL with a stable total, and sorts by created_at both ways', async () => {
    const all = 'status=SUBMITTED,UNDER_REVIEW,INVESTIGATING,COMPLETED,CLOSED';
    const seen: string[] = [];
    for (let offset = 0; offset < N; offset += 7) {
      const page = await list(`${all}&limit=7&offset=${offset}&sort_direction=asc`);
      expect(page.pagination).toEqual({ total: 50, limit: 7, offset });
      seen.push(...page.incidents.map((i) => i.id));
    }
    expect(seen).toEqual(made.filter(nonDraft).map((m) => m.id));
    const desc = await list(`${all}&limit=100`);
    expect(desc.incidents.map((i) => i.id)).toEqual([...seen].reverse());
    const dates = desc.incidents.map((i) => i.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('never lists drafts of others; investigators and insurers see all non-drafts', async () => {
    expect((await list('status=DRAFT', 'ADMIN')).incidents).toEqual([]);
    expect((await list('status=DRAFT', 'MANAGER')).pagination.total).toBe(0);
    const all = 'limit=100&status=SUBMITTED,UNDER_REVIEW,INVESTIGATING,COMPLETED,CLOSED';
    for (const role of ['INVESTIGATOR', 'INSURER'] as const) {
      expect(ids((await list(all, role)).incidents)).toEqual(expected(nonDraft));
    }
  });

  it('rejects a bad filter value with 400', async () => {
    expect((await call('GET', '/api/manager/incidents?status=OPEN', as('MANAGER'))).statusCode).toBe(400);
    expect((await call('GET', '/api/manager/incidents?limit=1000', as('MANAGER'))).statusCode).toBe(400);
  });
});

describe('stats, queue and reporters', () => {
  it('counts every non-draft incident', async () => {
    const stats = (await call('GET', '/api/manager/stats', as('MANAGER'))).json();
    const counted = made.filter(nonDraft);
    expect(stats.total_incidents).toBe(counted.length);
    expect(stats.pending_review).toBe(
      counted.filter((m) => ['SUBMITTED', 'UNDER_REVIEW'].includes(m.status)).length,
    );
    for (const { severity, count } of stats.by_severity) {
      expect(count).toBe(counted.filter((m) => m.severity === severity).length);
    }
    expect(stats.by_status.map((s: { status: string }) => s.status)).not.toContain('DRAFT');
  });

  it('orders the queue notifiable first, then severity, then oldest', async () => {
    const notifiable = await call('POST', '/api/incidents', as('STAFF'), {
      title: 'Gas leak',
      report_type: 'DANGEROUS_INCIDENT',
      severity: 'LOW',
      incident_date: '2026-01-20',
      description: 'Uncontrolled escape of gas from the LPG tank.',
    });
    const id = notifiable.json().incident.id;
    await call('PUT', `/api/manager/incidents/${id}`, as('STAFF'), { status: 'SUBMITTED' });
    const queue: PendingIncident[] = (
      await call('GET', '/api/manager/incidents/pending', as('MANAGER'))
    ).json().incidents;
    expect(queue[0]?.id).toBe(id);
    const rest = queue.slice(1).filter((q) => q.notifiable === 'no');
    const rank = (q: PendingIncident) => SEVERITIES.indexOf(q.severity);
    for (let i = 1; i < rest.length; i++) {
      const [a, b] = [rest[i - 1] as PendingIncident, rest[i] as PendingIncident];
      expect(rank(a) < rank(b) || (rank(a) === rank(b) && a.created_at <= b.created_at)).toBe(true);
    }
    expect(
      queue.every((q) => ['SUBMITTED', 'UNDER_REVIEW'].includes(q.status) && q.days_since_created === 0),
    ).toBe(true);
  });

  it('lists distinct reporters of non-draft incidents', async () => {
    const body = (await call('GET', '/api/incidents/reporters', as('ADMIN'))).json();
    expect(body.reporters).toEqual([
      { id: people.STAFF.user.id, name: 'Alex STAFF' },
      { id: jamie.user.id, name: 'Jamie Nguyen' },
    ]);
  });
});

describe('incident numbers', () => {
  it('are unique and sequential under 10 parallel creates', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/api/incidents', as('STAFF'), { title: 'Parallel' })),
    );
    const numbers = results.map((r) => r.json().incident.incident_number as string).sort();
    const seqs = numbers.map((n) => Number(n.slice(-6)));
    const first = seqs[0] ?? 0;
    expect(seqs).toEqual(Array.from({ length: 10 }, (_, i) => first + i));
    expect(first).toBe(N + 2);
  });
});
