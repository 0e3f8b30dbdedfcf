import { MESSAGES, type Role } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  buildTestApp,
  createPersonPerRole,
  createTenant,
  createUser,
  type PeopleByRole,
  type TestApp,
  tokenFor,
} from './helpers/app.js';

const NOBODY = '0190a1b2-0000-7000-8000-000000000000';
let t: TestApp;
let people: PeopleByRole;
let siteId: string;
let foreign: { headers: Record<string, string>; incidentId: string };

type Method = 'GET' | 'PUT' | 'POST';
const as = (role: Role) => authHeaders(people[role].user, people[role].token);
const call = (method: Method, url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

const complete = {
  title: 'Slipped on wet floor in loading dock',
  report_type: 'INJURY',
  incident_date: '2026-03-02',
  description: 'Worker slipped on a wet floor near dock 3 and bruised a knee.',
};

async function draft(role: Role = 'STAFF', fields: object = complete): Promise<string> {
  const res = await call('POST', '/api/incidents', as(role), fields);
  expect(res.statusCode).toBe(201);
  return res.json().incident.id;
}

/** A draft submitted by STAFF, then moved along the given status path by the manager. */
async function incidentIn(status: string): Promise<string> {
  const id = await draft();
  expect(
    (await call('PUT', `/api/manager/incidents/${id}`, as('STAFF'), { status: 'SUBMITTED' })).statusCode,
  ).toBe(200);
  const path: Record<string, string[]> = {
    SUBMITTED: [],
    UNDER_REVIEW: ['UNDER_REVIEW'],
    INVESTIGATING: ['INVESTIGATING'],
    COMPLETED: ['INVESTIGATING', 'COMPLETED'],
    CLOSED: ['INVESTIGATING', 'COMPLETED', 'CLOSED'],
  };
  for (const next of path[status] ?? []) {
    const res = await call('PUT', `/api/manager/incidents/${id}/status`, as('MANAGER'), { status: next });
    expect(res.statusCode).toBe(200);
  }
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const acmeId = await createTenant(t, 'acme', 'Acme Logistics');
  people = await createPersonPerRole(t, acmeId, 'acme');
  const site = await call('POST', '/api/admin/sites', as('ADMIN'), {
    venue_name: 'Brisbane Depot',
    venue_type: 'WAREHOUSE',
    address: '1 Quay St',
    city: 'Brisbane',
    state: 'QLD',
  });
  siteId = site.json().site.id;
  const globexId = await createTenant(t, 'globex');
  const admin = await createUser(t, globexId, 'globex', { email: 'admin@globex.test', role: 'ADMIN' });
  const headers = authHeaders(admin, await tokenFor(t, admin));
  const res = await call('POST', '/api/incidents', headers, complete);
  foreign = { headers, incidentId: res.json().incident.id };
});
afterAll(() => t.close());

describe('creating a draft', () => {
  it.each(['STAFF', 'MANAGER', 'INVESTIGATOR', 'ADMIN', 'INSURER'] as const)(
    '%s may report',
    async (role) => {
      const res = await call('POST', '/api/incidents', as(role), {
        title: `By ${role}`,
        location_id: siteId,
      });
      expect(res.statusCode).toBe(201);
      const incident = res.json().incident;
      expect(incident).toMatchObject({
        status: 'DRAFT',
        severity: 'MEDIUM',
        reporter_user_id: people[role].user.id,
      });
      expect(incident.incident_number).toMatch(/^INC-\d{4}-\d{6}$/);
      expect(incident.location_name).toBe('Brisbane Depot');
      expect(incident.permissions).toMatchObject({ can_edit: true, can_complete: true, can_approve: false });
    },
  );

  it('needs a sign-in, and a token from another tenant is refused', async () => {
    expect((await call('POST', '/api/incidents', { host: 'acme.localhost:3000' }, {})).statusCode).toBe(401);
    const stolen = { host: 'acme.localhost:3000', authorization: foreign.headers.authorization };
    expect((await call('GET', '/api/manager/stats', stolen)).statusCode).toBe(401);
  });

  it('rejects bad input with the field, and a site of another tenant', async () => {
    const bad = await call('POST', '/api/incidents', as('STAFF'), { incident_time: '9am' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    const res = await call('POST', '/api/incidents', as('STAFF'), { location_id: NOBODY });
    expect(res.statusCode).toBe(400);
  });

  it('assesses notifiability and records the history', async () => {
    const id = await draft('STAFF', {
      ...complete,
      description: 'His finger was amputated by the guillotine.',
    });
    const res = await call('GET', `/api/manager/incidents/${id}`, as('STAFF'));
    expect(res.json().incident).toMatchObject({
      notifiable: 'yes',
      notifiable_category: 'serious_injury_or_illness',
    });
    const comments = (await call('GET', `/api/manager/incidents/${id}/comments`, as('STAFF'))).json()
      .comments;
    expect(comments).toEqual([expect.objectContaining({ kind: 'status', author_name: 'Alex STAFF' })]);
  });
});

describe('visibility (DESIGN section 6)', () => {
  it('a draft is seen by its reporter and ADMIN only; others get 404', async () => {
    const id = await draft('STAFF');
    const expected: Record<Role, number> = {
      STAFF: 200,
      ADMIN: 200,
      MANAGER: 404,
      INVESTIGATOR: 404,
      INSURER: 404,
    };
    for (const [role, status] of Object.entries(expected) as [Role, number][]) {
      expect((await call('GET', `/api/manager/incidents/${id}`, as(role))).statusCode, role).toBe(status);
      expect((await call('GET', `/api/manager/incidents/${id}/comments`, as(role))).statusCode, role).toBe(
        status,
      );
    }
  });

  it('a submitted incident is seen by every role except staff who did not report it', async () => {
    const id = await incidentIn('SUBMITTED');
    for (const role of ['STAFF', 'MANAGER', 'INVESTIGATOR', 'ADMIN', 'INSURER'] as const) {
      expect((await call('GET', `/api/manager/incidents/${id}`, as(role))).statusCode).toBe(200);
    }
    const other = await createUser(t, people.STAFF.user.tenantId, 'acme', {
      email: 'o@acme.test',
      role: 'STAFF',
    });
    const headers = authHeaders(other, await tokenFor(t, other));
    expect((await call('GET', `/api/manager/incidents/${id}`, headers)).statusCode).toBe(404);
  });

  it("another tenant's incident is 404 for every route", async () => {
    const id = foreign.incidentId;
    expect((await call('GET', `/api/manager/incidents/${id}`, as('ADMIN'))).statusCode).toBe(404);
    expect((await call('GET', `/api/manager/incidents/${id}/comments`, as('ADMIN'))).statusCode).toBe(404);
    expect((await call('PUT', `/api/manager/incidents/${id}`, as('ADMIN'), { title: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/manager/incidents/${id}/approve`, as('ADMIN'), {})).statusCode).toBe(
      404,
    );
    const status = { status: 'UNDER_REVIEW' };
    expect((await call('PUT', `/api/manager/incidents/${id}/status`, as('ADMIN'), status)).statusCode).toBe(
      404,
    );
  });

  it('permissions follow role, ownership and state', async () => {
    const id = await incidentIn('SUBMITTED');
    const perms = async (role: Role) =>
      (await call('GET', `/api/manager/incidents/${id}`, as(role))).json().incident.permissions;
    expect(await perms('STAFF')).toMatchObject({
      can_edit: false,
      can_approve: false,
      can_change_status: false,
    });
    expect(await perms('MANAGER')).toMatchObject({
      can_approve: true,
      can_change_status: true,
      can_manage_attachments: true,
    });
    expect(await perms('INSURER')).toMatchObject({ can_approve: false, can_manage_attachments: false });
  });
});

describe('route access by role', () => {
  it.each([
    ['GET', '/api/manager/stats', ['MANAGER', 'ADMIN']],
    ['GET', '/api/manager/incidents', ['MANAGER', 'ADMIN', 'INVESTIGATOR', 'INSURER']],
    ['GET', '/api/manager/incidents/pending', ['MANAGER', 'ADMIN']],
    ['GET', '/api/incidents/reporters', ['MANAGER', 'ADMIN']],
  ] as const)('%s %s', async (method, url, allowed) => {
    for (const role of ['STAFF', 'MANAGER', 'INVESTIGATOR', 'ADMIN', 'INSURER'] as const) {
      const res = await call(method, url, as(role));
      expect(res.statusCode, role).toBe((allowed as readonly string[]).includes(role) ? 200 : 403);
    }
  });

  it('only managers approve, change status or record a notification', async () => {
    const id = await incidentIn('SUBMITTED');
    for (const role of ['STAFF', 'INVESTIGATOR', 'INSURER'] as const) {
      expect((await call('POST', `/api/manager/incidents/${id}/approve`, as(role), {})).statusCode).toBe(403);
      const status = { status: 'UNDER_REVIEW' };
      expect((await call('PUT', `/api/manager/incidents/${id}/status`, as(role), status)).statusCode).toBe(
        403,
      );
      const note = {
        notified_at: new Date().toISOString(),
        method: 'phone',
        whsq_reference: 'R1',
        notified_by: 'x',
      };
      expect(
        (await call('POST', `/api/manager/incidents/${id}/notification`, as(role), note)).statusCode,
      ).toBe(403);
    }
  });

  it('drafts: your own only', async () => {
    const mine = await call('GET', `/api/incidents/user/${people.STAFF.user.id}/drafts`, as('STAFF'));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().incidents.length).toBeGreaterThan(0);
    const times = mine.json().incidents.map((d: { updated_at: string }) => d.updated_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      (await call('GET', `/api/incidents/user/${people.STAFF.user.id}/drafts`, as('ADMIN'))).statusCode,
    ).toBe(403);
  });

  it('locations: any signed-in user; unknown 404', async () => {
    const res = await call('GET', `/api/locations/${siteId}`, as('INSURER'));
    expect(res.json()).toEqual({
      venue_name: 'Brisbane Depot',
      address: '1 Quay St',
      city: 'Brisbane',
      state: 'QLD',
    });
    expect((await call('GET', `/api/locations/${NOBODY}`, as('STAFF'))).statusCode).toBe(404);
    expect((await call('GET', `/api/locations/${siteId}`, { host: 'acme.localhost:3000' })).statusCode).toBe(
      401,
    );
  });
});

describe('editing and completing a draft', () => {
  it('only the reporter edits; others see 403 or 404; a non-draft is 409', async () => {
    const id = await draft('MANAGER');
    expect(
      (await call('PUT', `/api/manager/incidents/${id}`, as('ADMIN'), { title: 'x' })).json().error.message,
    ).toBe(MESSAGES.incident.notOwner);
    expect(
      (await call('PUT', `/api/manager/incidents/${id}`, as('INSURER'), { title: 'x' })).statusCode,
    ).toBe(404);
    const ok = await call('PUT', `/api/manager/incidents/${id}`, as('MANAGER'), {
      title: 'Edited',
      witness_names: '',
    });
    expect(ok.json().incident).toMatchObject({
      title: 'Edited',
      witness_names: null,
      description: complete.description,
    });
    const submitted = await incidentIn('SUBMITTED');
    expect(
      (await call('PUT', `/api/manager/incidents/${submitted}`, as('STAFF'), { title: 'x' })).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', `/api/manager/incidents/${submitted}`, as('MANAGER'), { title: 'x' })).statusCode,
    ).toBe(403);
  });

  it('completing needs title, type, date and description', async () => {
    const id = await draft('STAFF', { title: 'Only a title' });
    const res = await call('PUT', `/api/manager/incidents/${id}`, as('STAFF'), { status: 'SUBMITTED' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      MESSAGES.incident.draftIncomplete(['Report type', 'Incident date', 'Description']),
    );
    const done = await call('PUT', `/api/manager/incidents/${id}`, as('STAFF'), {
      ...complete,
      status: 'SUBMITTED',
    });
    expect(done.json().incident).toMatchObject({ status: 'SUBMITTED', permissions: { can_edit: false } });
    expect(done.json().incident.submitted_at).not.toBeNull();
    const comments = (await call('GET', `/api/manager/incidents/${id}/comments`, as('MANAGER'))).json()
      .comments;
    expect(comments.at(-1).body).toBe(MESSAGES.incident.draftCompleted);
  });

  it('WorkCover due date is 8 business days after the incident (s133)', async () => {
    const id = await draft('STAFF', { ...complete, incident_date: '2026-03-06' });
    const res = await call('GET', `/api/manager/incidents/${id}`, as('STAFF'));
    expect(res.json().incident.workcover_due_date).toBe('2026-03-18');
    const hazard = await draft('STAFF', { ...complete, report_type: 'HAZARD' });
    expect(
      (await call('GET', `/api/manager/incidents/${hazard}`, as('STAFF'))).json().incident.workcover_due_date,
    ).toBe(null);
  });
});
