import { MESSAGES, type StoredCorrectiveAction, type StoredRecommendation } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, withTenant } from '../src/db/client.js';
import {
  buildTestApp,
  createPersonPerRole,
  createTenant,
  type PeopleByRole,
  type TestApp,
} from './helpers/app.js';
import { api, investigatingIncident, testRunner, waitForRun } from './rca-support.js';

let t: TestApp;
let tenantId: string;
let people: PeopleByRole;
let other: PeopleByRole;
let incidentId: string;
let recs: StoredRecommendation[];

const call = (...args: Parameters<ReturnType<typeof api>['call']>) => api(t, people).call(...args);
const decide = (recId: string, decision: string, role: 'MANAGER' | 'ADMIN' = 'MANAGER', body: object = {}) =>
  call('POST', `/api/rca/recommendations/${incidentId}/${recId}/${decision}`, role, body);
const pick = (level: string) => {
  const rec = recs.find((r) => r.control_level === level && r.status === 'PENDING');
  if (!rec) throw new Error(`no pending ${level} recommendation`);
  return rec;
};
const view = async () => (await call('GET', `/api/rca/incidents/${incidentId}`, 'MANAGER')).json();

beforeAll(async () => {
  t = await buildTestApp();
  tenantId = await createTenant(t, 'acme');
  people = await createPersonPerRole(t, tenantId, 'acme');
  other = await createPersonPerRole(t, await createTenant(t, 'globex'), 'globex');
  incidentId = await investigatingIncident(t, people);
  const started = (await call('POST', `/api/rca/analyze/${incidentId}`, 'MANAGER')).json();
  const runner = testRunner(t).start();
  await waitForRun(t, people, started.check_status_url);
  await runner.stop();
  recs = (await view()).recommendations;
});
afterAll(() => t.close());

describe('recommendation decisions', () => {
  it('are for managers and admins of the same organisation only', async () => {
    const rec = pick('engineering');
    for (const role of ['STAFF', 'INVESTIGATOR', 'INSURER'] as const) {
      expect(
        (await call('POST', `/api/rca/recommendations/${incidentId}/${rec.id}/approve`, role, {})).statusCode,
      ).toBe(403);
    }
    const foreign = await api(t, other).call(
      'POST',
      `/api/rca/recommendations/${incidentId}/${rec.id}/approve`,
      'MANAGER',
      {},
    );
    expect(foreign.statusCode).toBe(404);
    const unknown = await decide('01a00000-0000-7000-8000-000000000000', 'approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(MESSAGES.analysis.recommendationNotFound);
    expect((await decide(rec.id, 'ignore')).statusCode).toBe(400);
    expect((await view()).permissions).toEqual({
      can_start: true,
      can_decide: true,
      can_manage_actions: true,
    });
  });

  it('need a reason to approve an administrative or PPE control while no higher control is approved', async () => {
    const admin = pick('administrative');
    const refused = await decide(admin.id, 'approve');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(MESSAGES.analysis.reasonRequired);
    const ppe = await decide(pick('ppe').id, 'approve', 'ADMIN', { reason: '   ' });
    expect(ppe.statusCode).toBe(400);

    const reason = 'Walkways are being installed next month; until then the plan is interim.';
    const approved = await decide(admin.id, 'approve', 'MANAGER', { action: 'approve', reason });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().recommendation).toMatchObject({
      status: 'APPROVED',
      decision_reason: reason,
      decided_by_name: 'Alex MANAGER',
    });
    expect(approved.json().corrective_actions).toHaveLength(1);
  });

  it('approving a higher control creates its corrective action; later admin approvals need no reason', async () => {
    const engineering = pick('engineering');
    const res = await decide(engineering.id, 'approve', 'ADMIN');
    expect(res.statusCode).toBe(200);
    const actions: StoredCorrectiveAction[] = res.json().corrective_actions;
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({
      recommendation_id: engineering.id,
      status: 'PLANNED',
      assignee_user_id: null,
    });
    expect(actions[0]?.verification_method).toMatch(/\w/);
    expect((await decide(pick('ppe').id, 'approve')).statusCode).toBe(200);

    const again = await decide(engineering.id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.analysis.alreadyDecided);
  });

  it('rejecting creates nothing, and every decision is in the history and the audit log', async () => {
    const isolation = pick('isolation');
    const res = await decide(isolation.id, 'reject');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ recommendation: { status: 'REJECTED' }, corrective_actions: [] });
    const after = await view();
    expect(after.recommendations.find((r: StoredRecommendation) => r.id === isolation.id).status).toBe(
      'REJECTED',
    );
    expect(after.corrective_actions).toHaveLength(3);

    const comments = (await call('GET', `/api/manager/incidents/${incidentId}/comments`, 'MANAGER')).json()
      .comments;
    const bodies = comments.map((c: { body: string }) => c.body);
    expect(bodies).toContain(`Recommendation rejected: ${isolation.title}`);
    const audit = await withTenant(t.database.db, tenantId, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_log where entity_id = ${incidentId} and action like 'recommendation.%'`,
      ),
    );
    expect(audit.map((a) => a.action).sort()).toEqual([
      'recommendation.approved',
      'recommendation.approved',
      'recommendation.approved',
      'recommendation.rejected',
    ]);
  });

  it('a new analysis replaces pending proposals but keeps the decided ones and does not propose them again', async () => {
    const started = (await call('POST', `/api/rca/analyze/${incidentId}`, 'INVESTIGATOR')).json();
    const runner = testRunner(t).start();
    await waitForRun(t, people, started.check_status_url);
    await runner.stop();
    const after = (await view()).recommendations as StoredRecommendation[];
    expect(after).toHaveLength(recs.length);
    expect(after.filter((r) => r.status !== 'PENDING')).toHaveLength(4);
    const titles = after.map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('corrective actions', () => {
  const put = (id: string, body: object, role: 'MANAGER' | 'ADMIN' | 'STAFF' | 'INVESTIGATOR' = 'MANAGER') =>
    call('PUT', `/api/rca/corrective-actions/${id}`, role, body);

  it('move PLANNED -> IN_PROGRESS -> COMPLETED with an assignee and a verification note', async () => {
    const [action] = (await view()).corrective_actions as StoredCorrectiveAction[];
    if (!action) throw new Error('no corrective action');
    expect((await put(action.id, { status: 'IN_PROGRESS' }, 'STAFF')).statusCode).toBe(403);
    expect((await put(action.id, { status: 'IN_PROGRESS' }, 'INVESTIGATOR')).statusCode).toBe(403);
    expect(
      (await api(t, other).call('PUT', `/api/rca/corrective-actions/${action.id}`, 'MANAGER', {})).statusCode,
    ).toBe(404);

    const skip = await put(action.id, { status: 'COMPLETED', verification_note: 'Checked' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe(MESSAGES.analysis.illegalActionTransition('PLANNED', 'COMPLETED'));
    const stranger = await put(action.id, { assignee_user_id: '01a00000-0000-7000-8000-000000000000' });
    expect(stranger.statusCode).toBe(400);

    const started = await put(action.id, {
      status: 'IN_PROGRESS',
      assignee_user_id: people.STAFF.user.id,
      target_completion_date: '2026-03-01',
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().corrective_action).toMatchObject({
      status: 'IN_PROGRESS',
      assignee_name: 'Alex STAFF',
      target_completion_date: '2026-03-01',
    });
    expect((await put(action.id, { status: 'PLANNED' })).json().corrective_action.status).toBe('PLANNED');
    expect((await put(action.id, { status: 'IN_PROGRESS' })).statusCode).toBe(200);

    const unverified = await put(action.id, { status: 'COMPLETED' });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().error.message).toBe(MESSAGES.analysis.verificationRequired);
    const done = await put(
      action.id,
      { status: 'COMPLETED', verification_note: 'Walked the aisle with the HSR.' },
      'ADMIN',
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().corrective_action).toMatchObject({
      status: 'COMPLETED',
      verification_note: 'Walked the aisle with the HSR.',
      completed_by_name: 'Alex ADMIN',
    });
    expect(done.json().corrective_action.completed_at).not.toBeNull();
    expect((await put(action.id, { status: 'IN_PROGRESS' })).statusCode).toBe(409);
    expect((await put(action.id, { assignee_user_id: null })).statusCode).toBe(409);
  });

  it('keep the incident from COMPLETED while any is open', async () => {
    const setStatus = () =>
      call('PUT', `/api/manager/incidents/${incidentId}/status`, 'MANAGER', { status: 'COMPLETED' });
    const open = ((await view()).corrective_actions as StoredCorrectiveAction[]).filter(
      (a) => a.status !== 'COMPLETED',
    );
    expect(open).toHaveLength(2);
    const refused = await setStatus();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MESSAGES.analysis.openActions(2));
    for (const action of open) {
      expect((await put(action.id, { status: 'IN_PROGRESS' })).statusCode).toBe(200);
      expect(
        (await put(action.id, { status: 'COMPLETED', verification_note: 'Verified on site.' })).statusCode,
      ).toBe(200);
    }
    const completed = await setStatus();
    expect(completed.statusCode).toBe(200);
    expect(completed.json().incident.status).toBe('COMPLETED');
  });
});
