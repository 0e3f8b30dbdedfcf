import { MESSAGES, type Role } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContext } from '../src/modules/admin/context.js';
import { updateUser } from '../src/modules/users/users.service.js';
import type { Principal } from '../src/platform/context.js';
import { AppError } from '../src/platform/errors.js';
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

const NOBODY = '0190a1b2-0000-7000-8000-000000000000';

let t: TestApp;
let acmeId: string;
let people: PeopleByRole;
let foreign: { admin: TestUser; adminToken: string; staff: TestUser };
let activeSiteId: string;
let closedSiteId: string;

beforeAll(async () => {
  t = await buildTestApp();
  acmeId = await createTenant(t, 'acme', 'Acme Logistics');
  people = await createPersonPerRole(t, acmeId, 'acme');
  const globexId = await createTenant(t, 'globex');
  const globexAdmin = await createUser(t, globexId, 'globex', { email: 'admin@globex.test', role: 'ADMIN' });
  foreign = {
    admin: globexAdmin,
    adminToken: await tokenFor(t, globexAdmin),
    staff: await createUser(t, globexId, 'globex', { email: 'staff@globex.test', role: 'STAFF' }),
  };
  activeSiteId = await newSite('Brisbane Depot');
  closedSiteId = await newSite('Old Yard');
  await call('DELETE', `/api/admin/sites/${closedSiteId}`, as('ADMIN'));
});
afterAll(() => t.close());

const as = (role: Role) => authHeaders(people[role].user, people[role].token);
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const putUser = (id: string, payload: object, headers: object = as('ADMIN')) =>
  call('PUT', `/api/admin/users/${id}`, headers, payload);

async function newSite(venue_name: string): Promise<string> {
  const res = await call('POST', '/api/admin/sites', as('ADMIN'), { venue_name, venue_type: 'WAREHOUSE' });
  expect(res.statusCode).toBe(201);
  return res.json().site.id;
}

async function person(email: string, role: Role = 'STAFF') {
  const user = await createUser(t, acmeId, 'acme', { email, role, firstName: 'Pat', lastName: email });
  return { user, token: await tokenFor(t, user) };
}

describe('who may call the user routes', () => {
  it.each([
    ['STAFF', 403],
    ['MANAGER', 200],
    ['INVESTIGATOR', 403],
    ['ADMIN', 200],
    ['INSURER', 403],
  ] as const)('GET /api/admin/users as %s -> %i', async (role, status) => {
    const res = await call('GET', '/api/admin/users', as(role));
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it.each(['STAFF', 'MANAGER', 'INVESTIGATOR', 'INSURER'] as const)(
    'PUT /api/admin/users/:id as %s -> 403, and nothing changes',
    async (role) => {
      const res = await putUser(people.STAFF.user.id, { role: 'ADMIN' }, as(role));
      expect(res.statusCode).toBe(403);
      const list = await call('GET', '/api/admin/users?role=ADMIN', as('ADMIN'));
      expect(list.json().users.map((u: { id: string }) => u.id)).not.toContain(people.STAFF.user.id);
    },
  );

  it('refuses both routes without a token, and with another tenant’s token on this host', async () => {
    const foreignOnAcme = { host: hostOf('acme'), authorization: `Bearer ${foreign.adminToken}` };
    for (const headers of [{ host: hostOf('acme') }, foreignOnAcme]) {
      const list = await call('GET', '/api/admin/users', headers);
      expect(list.statusCode).toBe(401);
      expect(list.json().error.code).toBe('UNAUTHENTICATED');
      expect((await putUser(people.STAFF.user.id, { role: 'ADMIN' }, headers)).statusCode).toBe(401);
    }
  });

  it('an administrator neither sees nor changes another tenant’s users', async () => {
    const list = await call('GET', '/api/admin/users?status=all&limit=500', as('ADMIN'));
    const emails = list.json().users.map((u: { email: string }) => u.email);
    expect(emails).toContain('staff@acme.test');
    expect(emails.some((e: string) => e.endsWith('@globex.test'))).toBe(false);
    const search = await call('GET', '/api/admin/users?search=globex', as('ADMIN'));
    expect(search.json()).toEqual({ users: [], total: 0 });
    const res = await putUser(foreign.staff.id, { role: 'MANAGER' });
    expect(res.statusCode).toBe(404);
    const own = await call('GET', '/api/admin/users', authHeaders(foreign.admin, foreign.adminToken));
    expect(own.json().users.find((u: { id: string }) => u.id === foreign.staff.id).role).toBe('STAFF');
  });
});

describe('listing 60 users', () => {
  const LAST = ['adams', 'Baker', 'clark', 'Davis', 'evans', 'Ford'];
  let bulk: { user: TestUser; token: string };
  let headers: { host: string; authorization: string };
  type Listed = { id: string; first_name: string; last_name: string; email: string; is_active: boolean };

  beforeAll(async () => {
    const bulkId = await createTenant(t, 'bulk');
    const admin = await createUser(t, bulkId, 'bulk', {
      email: 'admin@bulk.test',
      role: 'ADMIN',
      firstName: 'Zara',
      lastName: 'Zimmer',
    });
    bulk = { user: admin, token: await tokenFor(t, admin) };
    headers = authHeaders(bulk.user, bulk.token);
    for (let i = 0; i < 60; i++) {
      const user = await createUser(t, bulkId, 'bulk', {
        email: i % 10 === 0 ? `needle${i}@bulk.test` : `user${i}@bulk.test`,
        role: i % 3 === 0 ? 'MANAGER' : 'STAFF',
        firstName: `P${String(i).padStart(2, '0')}`,
        lastName: LAST[i % LAST.length]!,
      });
      if (i % 4 === 0) expect((await putUser(user.id, { is_active: false }, headers)).statusCode).toBe(200);
    }
  });

  const list = async (query: string) => {
    const res = await call('GET', `/api/admin/users?${query}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json() as { users: Listed[]; total: number };
  };

  it('pages in name order (last name, then first name, ignoring case) with the full total', async () => {
    const pages = [
      await list('limit=25&offset=0'),
      await list('limit=25&offset=25'),
      await list('limit=25&offset=50'),
    ];
    expect(pages.map((p) => p.users.length)).toEqual([25, 25, 11]);
    expect(pages.map((p) => p.total)).toEqual([61, 61, 61]);
    const all = pages.flatMap((p) => p.users);
    expect(new Set(all.map((u) => u.id)).size).toBe(61);
    const key = (u: Listed) => `${u.last_name.toLowerCase()} ${u.first_name.toLowerCase()}`;
    expect(all.map(key)).toEqual([...all.map(key)].sort());
    expect(all[0]).toMatchObject({ first_name: 'P00', last_name: 'adams' });
    expect(all.at(-1)?.email).toBe('admin@bulk.test');
    expect((await list('limit=25&offset=100')).total).toBe(61);
  });

  it('searches e-mail and names case-insensitively, wildcards literally', async () => {
    const needles = await list('search=NEEDLE');
    expect(needles.total).toBe(6);
    expect(needles.users.every((u) => u.email.startsWith('needle'))).toBe(true);
    const full = await list(`search=${encodeURIComponent('p07 baker')}`);
    expect(full.users.map((u) => u.email)).toEqual(['user7@bulk.test']);
    expect((await list('search=davis')).total).toBe(10);
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('search=_')).total).toBe(0);
  });

  it('filters by role and status, alone and combined with search and paging', async () => {
    expect((await list('role=MANAGER')).total).toBe(20);
    expect((await list('status=inactive')).total).toBe(15);
    const active = await list('status=active&limit=100');
    expect(active.total).toBe(46);
    expect(active.users.every((u) => u.is_active)).toBe(true);
    const combined = await list('search=needle&status=active&role=MANAGER&limit=1&offset=0');
    // needles are i = 0,10,...,50; managers i%3==0 -> 0,30; inactive i%4==0 -> 0 -> only P30 remains.
    expect(combined).toMatchObject({ total: 1, users: [{ email: 'needle30@bulk.test' }] });
  });

  it('names the bad query field', async () => {
    const res = await call('GET', '/api/admin/users?limit=0&role=BOSS', headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('changing a user', () => {
  it('changes role and site, returns the user and audits before and after', async () => {
    const pat = await person('pat@acme.test');
    const res = await putUser(pat.user.id, { role: 'INVESTIGATOR', location_id: activeSiteId });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: pat.user.id,
      role: 'INVESTIGATOR',
      location_id: activeSiteId,
      location_name: 'Brisbane Depot',
      is_active: true,
      last_login_at: null,
    });
    const audit = await call('GET', `/api/admin/audit?entity_id=${pat.user.id}`, as('ADMIN'));
    expect(audit.json().entries).toEqual([
      expect.objectContaining({
        action: 'user.updated',
        entity_type: 'user',
        actor_user_id: people.ADMIN.user.id,
        before: { role: 'STAFF', location_id: null, is_active: true },
        after: { role: 'INVESTIGATOR', location_id: activeSiteId, is_active: true },
      }),
    ]);
    // The new role holds on the person's very next request.
    const info = await call('GET', '/api/user-info', authHeaders(pat.user, pat.token));
    expect(info.json().role).toBe('INVESTIGATOR');
    const cleared = await putUser(pat.user.id, { location_id: null });
    expect(cleared.json().user).toMatchObject({ location_id: null, location_name: null });
  });

  it('refuses an inactive or unknown site, but lets a person stay at a site deactivated since', async () => {
    const sam = await person('sam@acme.test');
    for (const location_id of [closedSiteId, NOBODY]) {
      const res = await putUser(sam.user.id, { location_id });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(MESSAGES.invitations.unknownSite);
    }
    const laterClosed = await newSite('Closing Soon');
    await putUser(sam.user.id, { location_id: laterClosed });
    await call('DELETE', `/api/admin/sites/${laterClosed}`, as('ADMIN'));
    const res = await putUser(sam.user.id, { role: 'MANAGER', location_id: laterClosed });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'MANAGER', location_id: laterClosed });
  });

  it('refuses an empty change, an unknown id and a malformed id', async () => {
    const empty = await putUser(people.STAFF.user.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Nothing to update');
    expect((await putUser(NOBODY, { role: 'STAFF' })).statusCode).toBe(404);
    expect((await putUser('not-an-id', { role: 'STAFF' })).statusCode).toBe(400);
  });

  it('an administrator cannot demote or deactivate themselves', async () => {
    for (const change of [{ role: 'MANAGER' }, { is_active: false }]) {
      const res = await putUser(people.ADMIN.user.id, change);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: 'INVALID_STATE', message: MESSAGES.users.cannotChangeSelf });
    }
    // Their own site is theirs to change.
    expect((await putUser(people.ADMIN.user.id, { location_id: activeSiteId })).statusCode).toBe(200);
  });

  it('deactivating someone signs every one of their sessions out at once; reactivating needs a new sign-in', async () => {
    const kim = await person('kim@acme.test');
    const secondToken = await tokenFor(t, kim.user);
    const infoWith = (token: string) => call('GET', '/api/user-info', authHeaders(kim.user, token));
    expect((await infoWith(kim.token)).statusCode).toBe(200);

    const off = await putUser(kim.user.id, { is_active: false });
    expect(off.json().user.is_active).toBe(false);
    for (const token of [kim.token, secondToken]) {
      const res = await infoWith(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    await putUser(kim.user.id, { is_active: true });
    expect((await infoWith(kim.token)).statusCode).toBe(401);
    expect((await infoWith(await tokenFor(t, kim.user))).statusCode).toBe(200);
  });
});

describe('the tenant always keeps an active administrator', () => {
  it('two administrators demoting each other at once: one wins, the other is refused', async () => {
    const duoId = await createTenant(t, 'duo');
    const [a, b] = await Promise.all(
      ['a', 'b'].map(async (n) => {
        const user = await createUser(t, duoId, 'duo', { email: `${n}@duo.test`, role: 'ADMIN' });
        return { user, headers: authHeaders(user, await tokenFor(t, user)) };
      }),
    );
    const [first, second] = await Promise.all([
      putUser(b!.user.id, { role: 'STAFF' }, a!.headers),
      putUser(a!.user.id, { is_active: false }, b!.headers),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(200);
    // The loser either lost its admin role before it was let in (403) or at the lock (409).
    expect([403, 409]).toContain(statuses[1]);
    const loser = first.statusCode === 200 ? second : first;
    if (loser.statusCode === 409) expect(loser.json().error.message).toBe(MESSAGES.users.lastAdmin);
    const survivor = first.statusCode === 200 ? a! : b!;
    const admins = await call('GET', '/api/admin/users?role=ADMIN&status=active', survivor.headers);
    expect(admins.json().total).toBe(1);
  });

  it('an administrator demoted a moment ago cannot demote or deactivate the last one, nor promote anyone', async () => {
    const soloId = await createTenant(t, 'solo');
    const last = await createUser(t, soloId, 'solo', { email: 'last@solo.test', role: 'ADMIN' });
    const former = await createUser(t, soloId, 'solo', { email: 'former@solo.test', role: 'STAFF' });
    const tenant = await t.app.tenants.findBySlug('solo');
    // The principal as the access hook saw it just before a concurrent demotion committed.
    const stale: Principal = {
      userId: former.id,
      sessionId: NOBODY,
      role: 'ADMIN',
      email: former.email,
      firstName: 'Former',
      lastName: 'Admin',
      locationId: null,
      locationName: null,
    };
    if (!tenant) throw new Error('tenant solo was just created');
    const ctx: AdminContext = { deps: t.deps, tenant, requestId: 'req-1' };
    for (const change of [{ role: 'STAFF' as const }, { is_active: false }]) {
      const error = await updateUser(ctx, stale, last.id, change).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'INVALID_STATE', message: MESSAGES.users.lastAdmin });
    }
    const promote = await updateUser(ctx, stale, former.id, { role: 'ADMIN' }).catch((e: unknown) => e);
    expect(promote).toMatchObject({ code: 'FORBIDDEN' });
  });
});
