import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.js';
import { conversationMessages, conversations } from '../src/db/schema/chat.js';
import { incidentEvents } from '../src/db/schema/incidents.js';
import { auditLog, outbox } from '../src/db/schema/ops.js';
import {
  authHeaders,
  buildTestApp,
  createPersonPerRole,
  createTenant,
  createUser,
  hostOf,
  type PeopleByRole,
  type TestApp,
  type TestUser,
  tokenFor,
} from './helpers/app.js';

let t: TestApp;
let acmeId: string;
let people: PeopleByRole;
let siteId: string;
let worker: { user: TestUser; token: string };
let other: { user: TestUser; token: string };
let globex: { user: TestUser; token: string };

const session = () => `user-${randomUUID()}`;
type Person = { user: TestUser; token: string };

async function say(person: Person, sessionId: string, inputText: string, isFirstMessage = false) {
  return t.app.inject({
    method: 'POST',
    url: '/api/ask-agent',
    headers: authHeaders(person.user, person.token),
    payload: { inputText, sessionId, isFirstMessage },
  });
}

async function conversation(person: Person, messages: string[]) {
  const sessionId = session();
  const replies = [];
  for (const [i, m] of messages.entries()) {
    const res = await say(person, sessionId, m, i === 0);
    expect(res.statusCode).toBe(200);
    replies.push(res.json());
  }
  return { sessionId, replies };
}

async function incident(person: Person, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/manager/incidents/${id}`,
    headers: authHeaders(person.user, person.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().incident;
}

async function drafts(person: Person) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/incidents/user/${person.user.id}/drafts`,
    headers: authHeaders(person.user, person.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().incidents as { id: string; title: string | null; report_type: string | null }[];
}

const rows = <T>(tenantId: string, fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(t.database.db, tenantId, fn);

async function conversationOf(tenantId: string, userId: string, sessionId: string) {
  const [row] = await rows(tenantId, (tx) =>
    tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.userId, userId), eq(conversations.sessionId, sessionId))),
  );
  return row;
}

async function alertsTo(tenantId: string, to: string) {
  await t.deps.mailer.idle();
  return rows(tenantId, (tx) =>
    tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, 'notifiable-alert'))),
  );
}

beforeAll(async () => {
  t = await buildTestApp({ CHAT_RATE_LIMIT: '1000' });
  acmeId = await createTenant(t, 'acme', 'Acme Logistics');
  people = await createPersonPerRole(t, acmeId, 'acme');
  const site = await t.app.inject({
    method: 'POST',
    url: '/api/admin/sites',
    headers: authHeaders(people.ADMIN.user, people.ADMIN.token),
    payload: { venue_name: 'Northside Warehouse', venue_type: 'WAREHOUSE', city: 'Brisbane', state: 'QLD' },
  });
  expect(site.statusCode).toBe(201);
  siteId = site.json().site?.id ?? site.json().id;
  const w = await createUser(t, acmeId, 'acme', {
    email: 'sam@acme.test',
    role: 'STAFF',
    firstName: 'Sam',
    lastName: 'Worker',
  });
  worker = { user: w, token: await tokenFor(t, w) };
  const o = await createUser(t, acmeId, 'acme', { email: 'jo@acme.test', role: 'STAFF', firstName: 'Jo' });
  other = { user: o, token: await tokenFor(t, o) };
  const globexId = await createTenant(t, 'globex', 'Globex');
  const g = await createUser(t, globexId, 'globex', { email: 'g@globex.test', role: 'STAFF' });
  globex = { user: g, token: await tokenFor(t, g) };
});

afterAll(async () => {
  await t.close();
});

const FALL =
  'I tripped over a pallet jack in aisle 4 at Northside Warehouse yesterday around 3pm and hurt my wrist';

/** The worker's answer to whichever question the agent asks, as a person would reply. */
const ANSWERS: [RegExp, string][] = [
  [/is everyone safe/i, 'Yes everyone is safe'],
  [/when did it happen/i, 'yesterday around 3pm'],
  [/where did it happen/i, 'aisle 4 at Northside Warehouse'],
  [/injury|part of the body/i, "It's a sprain, pretty swollen"],
  [/what treatment/i, 'The first aider gave me an ice pack and a bandage'],
  [/did anyone see/i, 'Priya Singh saw it'],
  [/done straight away/i, 'We moved the pallet jack out of the aisle'],
];

/** Reports the fall, then answers each question until the agent reads the report back. */
async function reportFall(person: Person) {
  const sessionId = session();
  const sent: string[] = [FALL];
  const replies = [(await say(person, sessionId, FALL, true)).json()];
  while (replies.at(-1).action !== 'upload_file' && sent.length < 10) {
    const answer = ANSWERS.find(([q]) => q.test(replies.at(-1).response))?.[1];
    if (!answer) throw new Error(`No scripted answer for: ${replies.at(-1).response}`);
    sent.push(answer);
    const res = await say(person, sessionId, answer);
    expect(res.statusCode).toBe(200);
    replies.push(res.json());
  }
  return { sessionId, replies, sent };
}

describe('a worker reports a fall by chatting', () => {
  it('fills every field of a draft in a few messages and reads it back', async () => {
    const { replies, sessionId, sent } = await reportFall(worker);
    // The first message, the safety check and at most five questions.
    expect(sent.length).toBeLessThanOrEqual(7);
    const number = replies[0].incidentNumber;
    expect(number).toMatch(/^INC-\d{4}-\d{6}$/);
    for (const r of replies) {
      expect(r.incidentNumber).toBe(number);
      expect(r.intent).toBe('incident_report');
    }
    expect(replies[0].response).toMatch(/is everyone safe now\?/i);
    expect(replies[0].action).toBeNull();
    const last = replies.at(-1);
    expect(last.action).toBe('upload_file');
    expect(last.response).toContain(number);
    expect(last.response).toMatch(/My Drafts/);
    expect(last.response).toMatch(/Where: Northside Warehouse/);
    expect(last.response).toMatch(/Treatment: First aid/);

    const row = await conversationOf(acmeId, worker.user.id, sessionId);
    expect(row?.incidentId).toBeTruthy();
    const d = await incident(worker, row?.incidentId ?? '');
    expect(d).toMatchObject({
      incident_number: number,
      status: 'DRAFT',
      report_type: 'INJURY',
      location_id: siteId,
      incident_time: '15:00',
      injured_party_name: 'Sam Worker',
      body_part: expect.stringMatching(/wrist/i),
      nature_of_injury: expect.stringMatching(/sprain/i),
      medical_treatment: 'first_aid',
      medical_attention_required: false,
      notifiable: 'no',
    });
    expect(d.title).toBeTruthy();
    expect(d.incident_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.description).toContain('tripped over a pallet jack');
    expect(d.description).toContain('sprain');
    expect(d.witness_names).toMatch(/Singh/);
    expect(d.immediate_actions_taken).toBeTruthy();
    expect(d.toocs.mechanism?.code).toBe('0');
    expect(d.toocs.bodily_location?.code).toBe('4');

    // Every turn stored both messages, with what the agent decided on the assistant's.
    const messages = await rows(acmeId, (tx) =>
      tx
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, row?.id ?? ''))
        .orderBy(asc(conversationMessages.createdAt)),
    );
    expect(messages).toHaveLength(sent.length * 2);
    expect(messages.filter((m) => m.role === 'user').map((m) => m.text)).toEqual(sent);
    const assistant = messages.filter((m) => m.role === 'assistant');
    expect(assistant[0]?.meta).toMatchObject({ intent: 'incident_report', incidentNumber: number });
    expect(assistant[0]?.meta?.slotsChanged).toContain('locationId');

    // Created and updated through the incidents module's own history and audit trail.
    const events = await rows(acmeId, (tx) =>
      tx.select().from(incidentEvents).where(eq(incidentEvents.incidentId, d.id)),
    );
    expect(events.map((e) => e.body)).toContain('Draft created from the chat');
    const audits = await rows(acmeId, (tx) => tx.select().from(auditLog).where(eq(auditLog.entityId, d.id)));
    expect(audits.map((a) => a.action)).toContain('incident.created');
    expect(audits.map((a) => a.action)).toContain('incident.updated');

    // The draft is in My Drafts.
    const mine = await drafts(worker);
    expect(mine.map((x) => x.id)).toContain(d.id);
    expect(mine.find((x) => x.id === d.id)?.report_type).toBe('INJURY');
  });

  it('adds details given after the summary to the same draft', async () => {
    const { replies, sessionId } = await reportFall(worker);
    const more = (await say(worker, sessionId, 'Also Tom Lee was there and saw it too')).json();
    expect(more.incidentNumber).toBe(replies[0].incidentNumber);
    expect(more.response).toMatch(/added that to draft/);
    const row = await conversationOf(acmeId, worker.user.id, sessionId);
    const d = await incident(worker, row?.incidentId ?? '');
    expect(d.witness_names).toMatch(/Tom Lee|Lee/);
  });

  it('isFirstMessage starts the session over with a new draft', async () => {
    const sessionId = session();
    const first = (await say(worker, sessionId, FALL, true)).json();
    const again = (await say(worker, sessionId, FALL, true)).json();
    expect(again.response).toMatch(/is everyone safe now/i);
    expect(again.incidentNumber).not.toBe(first.incidentNumber);
  });
});

describe('questions and small talk', () => {
  it('answers a safety question with sources and creates no draft', async () => {
    const before = (await drafts(other)).length;
    const sessionId = session();
    const res = await say(other, sessionId, 'What are my duties when lifting heavy boxes?', true);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.intent).toBe('safety_question');
    expect(body.incidentNumber).toBeNull();
    expect(body.action).toBeNull();
    expect(body.sources.length).toBeGreaterThan(0);
    expect(body.response.length).toBeGreaterThan(20);
    expect((await drafts(other)).length).toBe(before);
    const row = await conversationOf(acmeId, other.user.id, sessionId);
    expect(row?.incidentId).toBeNull();
  });

  it('replies to small talk with what it can do', async () => {
    const res = await say(other, session(), 'hello', true);
    expect(res.json()).toMatchObject({
      intent: 'small_talk',
      incidentNumber: null,
      action: null,
      sources: [],
    });
    expect(res.json().response).toMatch(/report/i);
  });
});

describe('notifiable incidents', () => {
  it('tells the worker about WHSQ and s39 and alerts the contacts exactly once', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: authHeaders(people.ADMIN.user, people.ADMIN.token),
      payload: { notify_contacts: ['safety@acme.test'] },
    });
    expect(saved.statusCode).toBe(200);
    const { replies, sessionId } = await conversation(worker, [
      "Kim's finger was cut off by the bandsaw at Northside Warehouse this morning",
      'Yes, the ambulance took her',
      'She was admitted to hospital',
      'Nobody else saw it',
    ]);
    const r = replies[0];
    expect(r.notifiable).toBe('yes');
    expect(r.response).toMatch(/call 000 now/i);
    expect(r.response).toMatch(/notifiable incident under the WHS Act 2011 \(Qld\)/);
    expect(r.response).toMatch(/serious injury or illness \(s36\)/);
    expect(r.response).toMatch(/1300 362 128/);
    expect(r.response).toMatch(/until an inspector arrives or directs otherwise/);
    expect(r.response).toMatch(/help an injured person/);

    const row = await conversationOf(acmeId, worker.user.id, sessionId);
    const d = await incident(worker, row?.incidentId ?? '');
    expect(d).toMatchObject({ notifiable: 'yes', notifiable_category: 'serious_injury_or_illness' });

    const alerts = (await alertsTo(acmeId, 'safety@acme.test')).filter((m) =>
      m.text.includes(d.incident_number),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toContain(d.incident_number);
    expect(alerts[0]?.text).toMatch(/Serious injury or illness/);
    expect(alerts[0]?.text).toContain(`http://${hostOf('acme')}/incident/${d.id}`);
  });

  it('falls back to the managers and admins when no contacts are set', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: authHeaders(people.ADMIN.user, people.ADMIN.token),
      payload: { notify_contacts: [] },
    });
    const { replies } = await conversation(other, [
      'The scaffold collapsed at Northside Warehouse overnight, nobody was hurt',
    ]);
    expect(replies[0].notifiable).toBe('yes');
    expect(replies[0].response).toMatch(/dangerous incident \(s37\)/);
    const number = replies[0].incidentNumber;
    for (const to of ['manager@acme.test', 'admin@acme.test']) {
      const mine = (await alertsTo(acmeId, to)).filter((m) => m.text.includes(number));
      expect(mine).toHaveLength(1);
    }
    const staff = (await alertsTo(acmeId, 'staff@acme.test')).filter((m) => m.text.includes(number));
    expect(staff).toHaveLength(0);
  });
});

describe('isolation and validation', () => {
  it('keeps a reused sessionId apart for another user', async () => {
    const sessionId = session();
    const mine = (await say(worker, sessionId, FALL, true)).json();
    const theirs = await say(other, sessionId, 'Priya Singh saw it', false);
    expect(theirs.statusCode).toBe(200);
    // Whatever the other user's message starts, it is their own conversation and their own draft.
    const mineRow = await conversationOf(acmeId, worker.user.id, sessionId);
    const theirRow = await conversationOf(acmeId, other.user.id, sessionId);
    expect(theirRow?.id).not.toBe(mineRow?.id);
    expect(theirRow?.incidentId).not.toBe(mineRow?.incidentId);
    expect(theirs.json().incidentNumber).not.toBe(mine.incidentNumber);
    const d = await incident(worker, mineRow?.incidentId ?? '');
    expect(d.incident_number).toBe(mine.incidentNumber);
    expect(d.witness_names).toBeNull();
    // The worker's conversation carries on where it was: the safety check is answered next.
    const next = (await say(worker, sessionId, 'Yes everyone is safe')).json();
    expect(next.incidentNumber).toBe(mine.incidentNumber);
    expect(next.response).toMatch(/good to hear everyone is safe/i);
  });

  it('keeps a reused sessionId apart for another tenant', async () => {
    const sessionId = session();
    const mine = (await say(worker, sessionId, FALL, true)).json();
    const theirs = (await say(globex, sessionId, 'Yes everyone is safe', false)).json();
    expect(theirs.response).not.toMatch(/good to hear/i);
    expect(await conversationOf(acmeId, globex.user.id, sessionId)).toBeUndefined();
    const mineRow = await conversationOf(acmeId, worker.user.id, sessionId);
    const d = await incident(worker, mineRow?.incidentId ?? '');
    expect(d.incident_number).toBe(mine.incidentNumber);
    const next = (await say(worker, sessionId, 'Yes everyone is safe')).json();
    expect(next.incidentNumber).toBe(mine.incidentNumber);
    expect(next.response).toMatch(/good to hear everyone is safe/i);
  });

  it('refuses a caller without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ask-agent',
      headers: { host: hostOf('acme') },
      payload: { inputText: 'hello', sessionId: session(), isFirstMessage: true },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['empty text', { inputText: '   ', sessionId: `user-${randomUUID()}`, isFirstMessage: true }],
    ['bad session id', { inputText: 'hello', sessionId: 'abc', isFirstMessage: true }],
    ['missing flag', { inputText: 'hello', sessionId: `user-${randomUUID()}` }],
    ['too long', { inputText: 'x'.repeat(4001), sessionId: `user-${randomUUID()}`, isFirstMessage: true }],
  ])('rejects %s with 400', async (_name, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ask-agent',
      headers: authHeaders(worker.user, worker.token),
      payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('stops writing once the draft has been submitted', async () => {
    const { replies, sessionId } = await reportFall(worker);
    const row = await conversationOf(acmeId, worker.user.id, sessionId);
    const id = row?.incidentId ?? '';
    const submitted = await t.app.inject({
      method: 'PUT',
      url: `/api/manager/incidents/${id}`,
      headers: authHeaders(worker.user, worker.token),
      payload: { status: 'SUBMITTED' },
    });
    expect(submitted.statusCode).toBe(200);
    const before = await incident(worker, id);
    const res = (await say(worker, sessionId, 'Also Tom Lee saw it')).json();
    expect(res.incidentNumber).toBe(replies[0].incidentNumber);
    const after = await incident(worker, id);
    expect(after.witness_names).toBe(before.witness_names);
    expect(after.status).toBe('SUBMITTED');
  });
});
