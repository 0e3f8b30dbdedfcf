import { MESSAGES, type Role } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.js';
import { auditLog } from '../src/db/schema/ops.js';
import type { MailTransport } from '../src/platform/mailer.js';
import {
  authHeaders,
  buildTestApp,
  createPersonPerRole,
  createTenant,
  createUser,
  hostOf,
  type PeopleByRole,
  type TestApp,
  tokenFor,
} from './helpers/app.js';

const NOBODY = '0190a1b2-0000-7000-8000-000000000000';

/** An SMTP server that can be switched off: what a caller sees when delivery fails, then recovers. */
const smtp = { down: true, delivered: [] as string[] };
const transport: MailTransport = {
  name: 'smtp',
  async send(message) {
    if (smtp.down) throw new Error('connect ECONNREFUSED smtp.example:587');
    smtp.delivered.push(message.to);
  },
};

let t: TestApp;
let acmeId: string;
let people: PeopleByRole;
let foreign: { token: string; headers: { host: string; authorization: string } };

beforeAll(async () => {
  t = await buildTestApp({}, { transport });
  acmeId = await createTenant(t, 'acme', 'Acme Logistics');
  people = await createPersonPerRole(t, acmeId, 'acme');
  const globexId = await createTenant(t, 'globex');
  const admin = await createUser(t, globexId, 'globex', { email: 'admin@globex.test', role: 'ADMIN' });
  const token = await tokenFor(t, admin);
  foreign = { token, headers: authHeaders(admin, token) };
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const as = (role: Role) => authHeaders(people[role].user, people[role].token);
const call = (method: Method, url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const audit = async (query: string) => {
  const res = await call('GET', `/api/admin/audit?${query}`, as('ADMIN'));
  expect(res.statusCode).toBe(200);
  return res.json() as {
    entries: { id: number; at: string; action: string; entity_id: string }[];
    total: number;
  };
};
const outbox = async (query = '', headers: object = as('ADMIN')) => {
  const res = await call('GET', `/api/admin/outbox?${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    messages: { id: string; to: string; status: string; attempts: number }[];
    total: number;
  };
};
const retry = (id: string, headers: object = as('ADMIN')) =>
  call('POST', `/api/admin/outbox/${id}/retry`, headers);
async function invite(email: string, headers: object = as('ADMIN')) {
  const res = await call('POST', '/api/invitations', headers, {
    emails: [{ email, first_name: 'In', last_name: 'Vitee' }],
    role: 'STAFF',
  });
  expect(res.statusCode).toBe(201);
  await t.deps.mailer.idle();
  return res.json().invitations[0].id as string;
}
const messageTo = async (to: string, headers?: object) => {
  const found = (await outbox('limit=200', headers)).messages.find((m) => m.to === to);
  if (!found) throw new Error(`no message to ${to}`);
  return found;
};

describe('who may read the audit log and the outbox', () => {
  const routes = (id: string): [Method, string][] => [
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/outbox'],
    ['POST', `/api/admin/outbox/${id}/retry`],
  ];

  it.each(['STAFF', 'MANAGER', 'INVESTIGATOR', 'INSURER'] as const)(
    '%s is refused every route',
    async (role) => {
      for (const [method, url] of routes(NOBODY)) {
        const res = await call(method, url, as(role));
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    },
  );

  it('no token, or another tenant’s token on this host, is 401', async () => {
    const foreignOnAcme = { host: hostOf('acme'), authorization: `Bearer ${foreign.token}` };
    for (const headers of [{ host: hostOf('acme') }, foreignOnAcme]) {
      for (const [method, url] of routes(NOBODY)) {
        expect((await call(method, url, headers)).statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });

  it('an administrator sees only their own tenant’s entries and messages', async () => {
    const theirInvitation = await invite('someone@globex.test', foreign.headers);
    const theirMessage = await messageTo('someone@globex.test', foreign.headers);
    expect((await audit(`entity_id=${theirInvitation}`)).total).toBe(0);
    expect((await outbox('limit=200')).messages.map((m) => m.to)).not.toContain('someone@globex.test');
    const res = await retry(theirMessage.id);
    expect(res.statusCode).toBe(404);
    expect((await retry(NOBODY)).statusCode).toBe(404);
  });
});

describe('audit log', () => {
  it('filters by entity, actor and type, newest first with the actor’s name, paged with a total', async () => {
    const created: string[] = [];
    for (const name of ['Audit One', 'Audit Two', 'Audit Three']) {
      const res = await call('POST', '/api/admin/sites', as('ADMIN'), {
        venue_name: name,
        venue_type: 'OTHER',
      });
      created.push(res.json().site.id);
    }
    await call('PUT', `/api/admin/users/${people.STAFF.user.id}`, as('ADMIN'), { role: 'INSURER' });
    await call('PUT', `/api/admin/users/${people.STAFF.user.id}`, as('ADMIN'), { role: 'STAFF' });

    const sites = await audit('entity_type=site');
    expect(sites.total).toBe(3);
    expect(sites.entries.map((e) => e.entity_id)).toEqual([...created].reverse());
    expect(sites.entries[0]).toMatchObject({
      action: 'site.created',
      actor_user_id: people.ADMIN.user.id,
      actor_name: 'Alex ADMIN',
    });

    const one = await audit(`entity_type=user&entity_id=${people.STAFF.user.id}`);
    expect(one.entries.map((e) => (e as unknown as { after: { role: string } }).after.role)).toEqual([
      'STAFF',
      'INSURER',
    ]);

    const byAdmin = await audit(`actor=${people.ADMIN.user.id}&limit=2&offset=1`);
    expect(byAdmin.entries).toHaveLength(2);
    const everything = await audit(`actor=${people.ADMIN.user.id}&limit=200`);
    expect(byAdmin.total).toBe(everything.total);
    expect(byAdmin.entries).toEqual(everything.entries.slice(1, 3));
    const times = everything.entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await audit(`actor=${people.MANAGER.user.id}`)).total).toBe(0);
  });

  it('from and to are whole days in the tenant’s time zone (Australia/Brisbane, UTC+10)', async () => {
    // 23:30 on 1 March and 00:30 on 2 March in Brisbane; both fall on 1 March in UTC.
    await withTenant(t.database.db, acmeId, (tx) =>
      tx.insert(auditLog).values(
        [
          ['late-1-march', '2025-03-01T13:30:00Z'],
          ['early-2-march', '2025-03-01T14:30:00Z'],
          ['on-3-march', '2025-03-03T05:00:00Z'],
        ].map(([entityId, at]) => ({
          tenantId: acmeId,
          actorUserId: null,
          action: 'test.event',
          entityType: 'clock',
          entityId,
          at: new Date(at!),
        })),
      ),
    );
    const ids = async (query: string) =>
      (await audit(`entity_type=clock&${query}`)).entries.map((e) => e.entity_id);
    expect(await ids('from=2025-03-01&to=2025-03-01')).toEqual(['late-1-march']);
    expect(await ids('from=2025-03-02&to=2025-03-02')).toEqual(['early-2-march']);
    expect(await ids('from=2025-03-02')).toEqual(['on-3-march', 'early-2-march']);
    expect(await ids('to=2025-03-02')).toEqual(['early-2-march', 'late-1-march']);
    expect(await ids('from=2025-03-04')).toEqual([]);
    const system = await audit('entity_type=clock&limit=1');
    expect(system.entries[0]).toMatchObject({ actor_user_id: null, actor_name: null });
  });

  it('names a bad filter', async () => {
    const res = await call('GET', '/api/admin/audit?from=yesterday&actor=me', as('ADMIN'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('e-mail outbox', () => {
  it('shows a failed delivery, retries it once the server is back, and refuses to resend a sent one', async () => {
    smtp.down = true;
    await invite('bounced@acme.test');
    const failed = await messageTo('bounced@acme.test');
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'connect ECONNREFUSED smtp.example:587',
      sent_at: null,
      subject: "You're invited to Acme Logistics",
      kind: 'invitation',
    });
    expect((await outbox('status=failed')).messages.map((m) => m.id)).toContain(failed.id);
    expect((await outbox('status=sent')).messages.map((m) => m.id)).not.toContain(failed.id);

    smtp.down = false;
    const res = await retry(failed.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ id: failed.id, status: 'pending', attempts: 0, error: null });
    await t.deps.mailer.idle();
    expect(smtp.delivered).toContain('bounced@acme.test');
    const sent = await messageTo('bounced@acme.test');
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, error: null, sent_at: expect.any(String) });

    const again = await retry(failed.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'INVALID_STATE', message: MESSAGES.admin.outboxNotFailed });
    const trail = await audit(`entity_type=outbox&entity_id=${failed.id}`);
    expect(trail.entries).toEqual([
      expect.objectContaining({
        action: 'outbox.retried',
        before: { attempts: 1, error: 'connect ECONNREFUSED smtp.example:587' },
        after: { attempts: 0, error: null },
      }),
    ]);
  });

  it('lists newest first, filters pending (queued, not yet tried), and pages with a total', async () => {
    smtp.down = false;
    await invite('first@acme.test');
    await invite('second@acme.test');
    await withTenant(t.database.db, acmeId, (tx) =>
      t.deps.mailer.queue(tx, {
        tenantId: acmeId,
        to: 'queued@acme.test',
        subject: 'Later',
        text: 'x',
        kind: 'test',
      }),
    );
    const pending = await outbox('status=pending');
    expect(pending.messages.map((m) => m.to)).toEqual(['queued@acme.test']);
    expect(pending.messages[0]).toMatchObject({ status: 'pending', attempts: 0 });
    const all = await outbox('limit=200');
    expect(all.messages.slice(0, 3).map((m) => m.to)).toEqual([
      'queued@acme.test',
      'second@acme.test',
      'first@acme.test',
    ]);
    const page = await outbox('limit=1&offset=1');
    expect(page.total).toBe(all.total);
    expect(page.messages.map((m) => m.to)).toEqual(['second@acme.test']);
    // An unsent, untried message may also be pushed along.
    expect((await retry(pending.messages[0]!.id)).statusCode).toBe(200);
    await t.deps.mailer.idle();
    expect((await messageTo('queued@acme.test')).status).toBe('sent');
  });
});
