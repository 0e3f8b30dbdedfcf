import { MESSAGES, type Role } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let t: TestApp;
let acmeId: string;
let people: PeopleByRole;
let foreign: {
  adminHeaders: { host: string; authorization: string };
  token: string;
  siteId: string;
  managerId: string;
};

beforeAll(async () => {
  t = await buildTestApp();
  acmeId = await createTenant(t, 'acme', 'Acme Logistics');
  people = await createPersonPerRole(t, acmeId, 'acme');
  const globexId = await createTenant(t, 'globex');
  const admin = await createUser(t, globexId, 'globex', { email: 'admin@globex.test', role: 'ADMIN' });
  const manager = await createUser(t, globexId, 'globex', { email: 'mgr@globex.test', role: 'MANAGER' });
  const token = await tokenFor(t, admin);
  const adminHeaders = authHeaders(admin, token);
  const site = await t.app.inject({
    method: 'POST',
    url: '/api/admin/sites',
    headers: adminHeaders,
    payload: { venue_name: 'Globex HQ', venue_type: 'OFFICE' },
  });
  foreign = { adminHeaders, token, siteId: site.json().site.id, managerId: manager.id };
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const as = (role: Role) => authHeaders(people[role].user, people[role].token);
const call = (method: Method, url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const site = (overrides: object = {}) => ({ venue_name: 'Depot', venue_type: 'WAREHOUSE', ...overrides });
const create = (payload: object, role: Role = 'ADMIN') => call('POST', '/api/admin/sites', as(role), payload);
const listNames = async (role: Role, query = '') =>
  (await call('GET', `/api/admin/sites${query}`, as(role)))
    .json()
    .sites.map((s: { venue_name: string }) => s.venue_name);

describe('who may call the site routes', () => {
  it.each([
    ['STAFF', 403],
    ['MANAGER', 200],
    ['INVESTIGATOR', 403],
    ['ADMIN', 200],
    ['INSURER', 403],
  ] as const)('GET /api/admin/sites as %s -> %i', async (role, status) => {
    expect((await call('GET', '/api/admin/sites', as(role))).statusCode).toBe(status);
  });

  const writes = (id: string): [Method, string, object?][] => [
    ['POST', '/api/admin/sites', site()],
    ['PUT', `/api/admin/sites/${id}`, site()],
    ['DELETE', `/api/admin/sites/${id}`],
  ];

  it.each(['STAFF', 'MANAGER', 'INVESTIGATOR', 'INSURER'] as const)(
    '%s may not create, edit or deactivate a site',
    async (role) => {
      const id = (await create(site({ venue_name: `Guarded ${role}` }))).json().site.id;
      for (const [method, url, payload] of writes(id)) {
        const res = await call(method, url, as(role), payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
      expect(await listNames('ADMIN')).toContain(`Guarded ${role}`);
    },
  );

  it('refuses every route without a token and with another tenant’s token on this host', async () => {
    const foreignOnAcme = { host: hostOf('acme'), authorization: `Bearer ${foreign.token}` };
    for (const headers of [{ host: hostOf('acme') }, foreignOnAcme]) {
      for (const [method, url, payload] of [['GET', '/api/admin/sites'], ...writes(NOBODY)] as const) {
        const res = await call(method, url, headers, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });

  it('an administrator neither sees nor changes another tenant’s sites, nor picks its people as manager', async () => {
    expect(await listNames('ADMIN', '?include_inactive=true')).not.toContain('Globex HQ');
    expect((await call('PUT', `/api/admin/sites/${foreign.siteId}`, as('ADMIN'), site())).statusCode).toBe(
      404,
    );
    const del = await call('DELETE', `/api/admin/sites/${foreign.siteId}`, as('ADMIN'));
    expect(del.statusCode).toBe(404);
    expect(del.json().error.message).toBe(MESSAGES.sites.notFound);
    const theirs = await call('GET', '/api/admin/sites', foreign.adminHeaders);
    expect(theirs.json().sites).toEqual([
      expect.objectContaining({ venue_name: 'Globex HQ', is_active: true }),
    ]);
    const res = await create(site({ manager_user_id: foreign.managerId }));
    expect(res.statusCode).toBe(400);
  });
});

describe('creating and editing', () => {
  it('creates with the contract’s normalisation, audits it, and lists by name', async () => {
    const res = await create({
      venue_name: '  alpha Yard ',
      venue_type: 'FACTORY',
      address: '1 Main St',
      city: '',
      state: 'QLD',
      manager_user_id: people.MANAGER.user.id,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().site;
    expect(created).toEqual({
      id: expect.any(String),
      venue_name: 'alpha Yard',
      venue_type: 'FACTORY',
      address: '1 Main St',
      city: null,
      state: 'QLD',
      country: 'Australia',
      manager_user_id: people.MANAGER.user.id,
      manager_name: 'Alex MANAGER',
      user_count: 0,
      is_active: true,
    });
    await create(site({ venue_name: 'Zulu Works' }));
    await create(site({ venue_name: 'Bravo Store' }));
    const names: string[] = await listNames('MANAGER');
    const order = ['alpha Yard', 'Bravo Store', 'Zulu Works'].map((n) => names.indexOf(n));
    expect(order).toEqual([...order].sort((x, y) => x - y));
    const audit = await call('GET', `/api/admin/audit?entity_id=${created.id}`, as('ADMIN'));
    expect(audit.json().entries).toEqual([
      expect.objectContaining({ action: 'site.created', entity_type: 'site', before: null, after: created }),
    ]);
  });

  it('names the wrong field', async () => {
    const noName = await create({ venue_type: 'OFFICE', venue_name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toBe('body.venue_name: Site name is required');
    const badState = await create(site({ state: 'XX' }));
    expect(badState.json().error.message).toBe('body.state: Choose a state');
  });

  it('the manager must be an active MANAGER or ADMIN of the tenant', async () => {
    const leaver = await createUser(t, acmeId, 'acme', { email: 'leaver@acme.test', role: 'MANAGER' });
    await call('PUT', `/api/admin/users/${leaver.id}`, as('ADMIN'), { is_active: false });
    for (const manager_user_id of [people.STAFF.user.id, people.INSURER.user.id, leaver.id, NOBODY]) {
      const res = await create(site({ manager_user_id }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: MESSAGES.sites.managerMustBeManager,
      });
    }
    const byAdmin = await create(site({ venue_name: 'Admin Run', manager_user_id: people.ADMIN.user.id }));
    expect(byAdmin.json().site.manager_name).toBe('Alex ADMIN');
  });

  it('edits every field, audits before and after, and 404s an unknown site', async () => {
    const id = (await create(site({ venue_name: 'Edit Me' }))).json().site.id;
    const res = await call('PUT', `/api/admin/sites/${id}`, as('ADMIN'), {
      venue_name: 'Edited',
      venue_type: 'RETAIL',
      address: '2 High St',
      city: 'Cairns',
      state: 'QLD',
      country: 'New Zealand',
      manager_user_id: people.MANAGER.user.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().site).toMatchObject({
      id,
      venue_name: 'Edited',
      venue_type: 'RETAIL',
      city: 'Cairns',
      country: 'New Zealand',
      manager_name: 'Alex MANAGER',
    });
    const bad = await call(
      'PUT',
      `/api/admin/sites/${id}`,
      as('ADMIN'),
      site({ manager_user_id: people.STAFF.user.id }),
    );
    expect(bad.statusCode).toBe(400);
    const audit = await call('GET', `/api/admin/audit?entity_id=${id}&entity_type=site`, as('ADMIN'));
    expect(audit.json().entries[0]).toMatchObject({
      action: 'site.updated',
      before: { venue_name: 'Edit Me', manager_user_id: null },
      after: { venue_name: 'Edited', manager_user_id: people.MANAGER.user.id },
    });
    const unknown = await call('PUT', `/api/admin/sites/${NOBODY}`, as('ADMIN'), site());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(MESSAGES.sites.notFound);
  });

  it('counts the active people assigned to each site', async () => {
    const id = (await create(site({ venue_name: 'Headcount' }))).json().site.id;
    for (const n of [1, 2, 3]) {
      const user = await createUser(t, acmeId, 'acme', { email: `head${n}@acme.test`, role: 'STAFF' });
      await call('PUT', `/api/admin/users/${user.id}`, as('ADMIN'), {
        location_id: id,
        ...(n === 3 ? { is_active: false } : {}),
      });
    }
    const sites = (await call('GET', '/api/admin/sites', as('MANAGER'))).json().sites;
    expect(sites.find((s: { id: string }) => s.id === id).user_count).toBe(2);
  });
});

describe('deactivating', () => {
  it('hides the site from the default list and from choice, keeps people’s site, and is audited', async () => {
    const id = (await create(site({ venue_name: 'Closing Depot' }))).json().site.id;
    const worker = await createUser(t, acmeId, 'acme', { email: 'worker@acme.test', role: 'STAFF' });
    await call('PUT', `/api/admin/users/${worker.id}`, as('ADMIN'), { location_id: id });

    const res = await call('DELETE', `/api/admin/sites/${id}`, as('ADMIN'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect(await listNames('ADMIN')).not.toContain('Closing Depot');
    const all = (await call('GET', '/api/admin/sites?include_inactive=true', as('ADMIN'))).json().sites;
    expect(all.find((s: { id: string }) => s.id === id)).toMatchObject({ is_active: false, user_count: 1 });
    // include_inactive is an administrator's view only.
    expect(await listNames('MANAGER', '?include_inactive=true')).not.toContain('Closing Depot');

    const users = (await call('GET', '/api/admin/users?search=worker@acme', as('ADMIN'))).json().users;
    expect(users[0]).toMatchObject({ location_id: id, location_name: 'Closing Depot' });

    const other = await createUser(t, acmeId, 'acme', { email: 'newcomer@acme.test', role: 'STAFF' });
    const assign = await call('PUT', `/api/admin/users/${other.id}`, as('ADMIN'), { location_id: id });
    expect(assign.statusCode).toBe(400);
    expect(assign.json().error.message).toBe(MESSAGES.invitations.unknownSite);
    const invite = await call('POST', '/api/invitations', as('ADMIN'), {
      emails: [{ email: 'fresh@acme.test', first_name: 'Fre', last_name: 'Sh' }],
      role: 'STAFF',
      location_id: id,
    });
    expect(invite.statusCode).toBe(400);
    expect(invite.json().error.message).toBe(MESSAGES.invitations.unknownSite);

    // Deactivating again changes nothing and adds no audit row.
    expect((await call('DELETE', `/api/admin/sites/${id}`, as('ADMIN'))).statusCode).toBe(200);
    const audit = await call('GET', `/api/admin/audit?entity_id=${id}&entity_type=site`, as('ADMIN'));
    expect(audit.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'site.deactivated',
      'site.created',
    ]);
    expect((await call('DELETE', `/api/admin/sites/${NOBODY}`, as('ADMIN'))).statusCode).toBe(404);
  });

  it('an administrator brings a deactivated site back with is_active', async () => {
    const id = (await create(site({ venue_name: 'Seasonal Depot' }))).json().site.id;
    await call('DELETE', `/api/admin/sites/${id}`, as('ADMIN'));
    const back = await call(
      'PUT',
      `/api/admin/sites/${id}`,
      as('ADMIN'),
      site({ venue_name: 'Seasonal Depot', is_active: true }),
    );
    expect(back.statusCode).toBe(200);
    expect(back.json().site.is_active).toBe(true);
    expect(await listNames('MANAGER')).toContain('Seasonal Depot');
  });
});
