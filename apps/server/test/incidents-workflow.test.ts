import { INCIDENT_STATUSES, type IncidentStatus, MESSAGES, type Role } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, withTenant } from '../src/db/client.js';
import {
  authHeaders,
  buildTestApp,
  createPersonPerRole,
  createTenant,
  type PeopleByRole,
  type TestApp,
} from './helpers/app.js';

let t: TestApp;
let tenantId: string;
let people: PeopleByRole;

type Method = 'GET' | 'PUT' | 'POST';
const as = (role: Role) => authHeaders(people[role].user, people[role].token);
const call = (method: Method, url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const setStatus = (id: string, status: string, reason?: string, role: Role = 'MANAGER') =>
  call('PUT', `/api/manager/incidents/${id}/status`, as(role), { status, ...(reason ? { reason } : {}) });

const PATHS: Record<IncidentStatus, IncidentStatus[]> = {
  DRAFT: [],
  SUBMITTED: [],
  UNDER_REVIEW: ['UNDER_REVIEW'],
  INVESTIGATING: ['INVESTIGATING'],
  COMPLETED: ['INVESTIGATING', 'COMPLETED'],
  CLOSED: ['INVESTIGATING', 'COMPLETED', 'CLOSED'],
};

async function incidentIn(
  status: IncidentStatus,
  description = 'Worker tripped over a pallet and bruised a shin.',
) {
  const res = await call('POST', '/api/incidents', as('STAFF'), {
    title: 'Tripped over pallet',
    report_type: 'INJURY',
    incident_date: '2026-02-10',
    description,
  });
  const id: string = res.json().incident.id;
  if (status === 'DRAFT') return id;
  await call('PUT', `/api/manager/incidents/${id}`, as('STAFF'), { status: 'SUBMITTED' });
  for (const next of PATHS[status]) expect((await setStatus(id, next)).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  tenantId = await createTenant(t, 'acme');
  people = await createPersonPerRole(t, tenantId, 'acme');
});
afterAll(() => t.close());

const LEGAL: [IncidentStatus, IncidentStatus][] = [
  ['SUBMITTED', 'UNDER_REVIEW'],
  ['UNDER_REVIEW', 'SUBMITTED'],
  ['SUBMITTED', 'DRAFT'],
  ['UNDER_REVIEW', 'DRAFT'],
  ['SUBMITTED', 'INVESTIGATING'],
  ['UNDER_REVIEW', 'INVESTIGATING'],
  ['INVESTIGATING', 'COMPLETED'],
  ['COMPLETED', 'CLOSED'],
];
const isLegal = (from: IncidentStatus, to: IncidentStatus) => LEGAL.some(([f, x]) => f === from && x === to);
const ILLEGAL = INCIDENT_STATUSES.flatMap((from) =>
  INCIDENT_STATUSES.filter((to) => !isLegal(from, to)).map((to) => [from, to] as const),
);

describe('the state machine', () => {
  it.each(LEGAL)('%s -> %s is allowed', async (from, to) => {
    const id = await incidentIn(from);
    const res = await setStatus(id, to, 'Needs the shift roster attached');
    expect(res.statusCode).toBe(200);
    expect(res.json().incident.status).toBe(to);
  });

  it.each(ILLEGAL)('%s -> %s is refused with 409', async (from, to) => {
    const id = await incidentIn(from);
    // ADMIN, because only ADMIN (and the reporter) can see someone else's draft at all.
    const res = await setStatus(id, to, 'reason', 'ADMIN');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'INVALID_STATE',
      message: MESSAGES.incident.illegalTransition(from, to),
    });
  });

  it('sending back needs a reason, which the reporter then sees and can answer', async () => {
    const id = await incidentIn('SUBMITTED');
    expect((await setStatus(id, 'DRAFT')).statusCode).toBe(400);
    await setStatus(id, 'DRAFT', 'Add the witness names');
    const seen = (await call('GET', `/api/manager/incidents/${id}`, as('STAFF'))).json().incident;
    expect(seen).toMatchObject({
      status: 'DRAFT',
      returned_reason: 'Add the witness names',
      permissions: { can_edit: true },
    });
    expect((await call('GET', `/api/manager/incidents/${id}`, as('MANAGER'))).statusCode).toBe(404);
    const again = await call('PUT', `/api/manager/incidents/${id}`, as('STAFF'), {
      witness_names: 'Sam',
      status: 'SUBMITTED',
    });
    expect(again.json().incident).toMatchObject({ status: 'SUBMITTED', returned_reason: null });
    const kinds = (await call('GET', `/api/manager/incidents/${id}/comments`, as('MANAGER'))).json().comments;
    expect(kinds.map((c: { kind: string }) => c.kind)).toEqual(['status', 'comment', 'returned', 'comment']);
  });
});

describe('approval', () => {
  it('records the caller as reviewer, ignoring manager_id, with the default comment', async () => {
    const id = await incidentIn('UNDER_REVIEW');
    const res = await call('POST', `/api/manager/incidents/${id}/approve`, as('MANAGER'), { manager_id: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().incident).toMatchObject({
      status: 'INVESTIGATING',
      reviewed_by: people.MANAGER.user.id,
      manager_comments: MESSAGES.incident.approvedViaQueue,
    });
    const comments = (await call('GET', `/api/manager/incidents/${id}/comments`, as('INVESTIGATOR'))).json()
      .comments;
    expect(comments.at(-1)).toMatchObject({
      kind: 'approval',
      body: MESSAGES.incident.approvedViaQueue,
      author_name: 'Alex MANAGER',
    });
    const twice = await call('POST', `/api/manager/incidents/${id}/approve`, as('MANAGER'), {});
    expect(twice.statusCode).toBe(409);
  });

  it('every change writes an audit row in the same transaction', async () => {
    const id = await incidentIn('SUBMITTED');
    await call('POST', `/api/manager/incidents/${id}/approve`, as('ADMIN'), {
      comments: 'Investigate the dock',
    });
    const actions = await withTenant(t.database.db, tenantId, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_log where tenant_id = ${tenantId} and entity_id = ${id} order by id`,
      ),
    );
    expect(actions.map((a) => a.action)).toEqual([
      'incident.created',
      'incident.submitted',
      'incident.approved',
    ]);
  });
});

describe('WHSQ notification (WHS Act 2011 (Qld) s38)', () => {
  const note = {
    notified_at: '2026-02-10T01:00:00.000Z',
    method: 'phone',
    whsq_reference: 'WHSQ-123',
    notified_by: 'Jo Bloggs',
  };

  it('is recorded for a notifiable incident', async () => {
    const id = await incidentIn('SUBMITTED', 'Scaffold collapsed onto the footpath overnight.');
    const res = await call('POST', `/api/manager/incidents/${id}/notification`, as('MANAGER'), note);
    expect(res.statusCode).toBe(200);
    expect(res.json().incident).toMatchObject({
      notifiable: 'yes',
      notifiable_category: 'dangerous_incident',
      worksafe_notified: true,
      notification_method: 'phone',
      whsq_reference: 'WHSQ-123',
      notified_by: 'Jo Bloggs',
      notified_at: note.notified_at,
    });
  });

  it('makes the record undeletable for 5 years (s38(7)), even for a direct delete', async () => {
    const id = await incidentIn('SUBMITTED', 'Scaffold collapsed onto the footpath overnight.');
    await call('POST', `/api/manager/incidents/${id}/notification`, as('MANAGER'), note);
    const error = await withTenant(t.database.db, tenantId, (tx) =>
      tx.execute(sql`delete from incidents where id = ${id}`),
    ).catch((e: Error) => e);
    expect((error as Error & { cause?: Error }).cause?.message).toMatch(/must be kept for 5 years/);
    const unnotified = await incidentIn('SUBMITTED');
    await withTenant(t.database.db, tenantId, async (tx) => {
      await tx.execute(sql`delete from incident_events where incident_id = ${unnotified}`);
      await tx.execute(sql`delete from incidents where id = ${unnotified}`);
    });
    const gone = await call('GET', `/api/manager/incidents/${unnotified}`, as('MANAGER'));
    expect(gone.statusCode).toBe(404);
  });

  it('is refused for an incident assessed as not notifiable', async () => {
    const id = await incidentIn('SUBMITTED');
    const res = await call('POST', `/api/manager/incidents/${id}/notification`, as('MANAGER'), note);
    expect(res.statusCode).toBe(409);
  });
});
