import type { IncidentListItem } from '@app/contracts';
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

// Search is the one path that bypasses row-level security (incident_search_ids is SECURITY DEFINER,
// so the trigram index is usable): it must filter by the tenant itself and never show another's.
let t: TestApp;
const tenants: Record<string, { id: string; people: PeopleByRole; made: Record<string, string> }> = {};

async function report(slug: string, title: string): Promise<{ id: string; number: string }> {
  const staff = tenants[slug]!.people.STAFF;
  const manager = tenants[slug]!.people.MANAGER;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/incidents',
    headers: authHeaders(staff.user, staff.token),
    payload: { title, report_type: 'HAZARD', incident_date: '2026-01-15', description: 'search test' },
  });
  const incident = res.json().incident;
  await t.app.inject({
    method: 'PUT',
    url: `/api/manager/incidents/${incident.id}`,
    headers: authHeaders(staff.user, staff.token),
    payload: { status: 'SUBMITTED' },
  });
  await t.app.inject({
    method: 'PUT',
    url: `/api/manager/incidents/${incident.id}/status`,
    headers: authHeaders(manager.user, manager.token),
    payload: { status: 'INVESTIGATING' },
  });
  return { id: incident.id, number: incident.incident_number };
}

async function search(slug: string, term: string) {
  const m = tenants[slug]!.people.MANAGER;
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/manager/incidents?limit=100&search=${encodeURIComponent(term)}`,
    headers: authHeaders(m.user, m.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { incidents: IncidentListItem[]; pagination: { total: number } };
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const slug of ['acme', 'globex']) {
    const id = await createTenant(t, slug);
    tenants[slug] = { id, people: await createPersonPerRole(t, id, slug), made: {} };
  }
  // Both tenants have a matching "scaffold" incident; only acme has "crane".
  tenants.acme!.made.scaffold = (await report('acme', 'Scaffold plank dislodged at acme')).id;
  tenants.acme!.made.crane = (await report('acme', 'Crane load swung near workers')).id;
  tenants.acme!.made.other = (await report('acme', 'Wet floor in kitchen')).id;
  tenants.globex!.made.scaffold = (await report('globex', 'Worker fell from SCAFFOLD at globex')).id;
}, 120_000);
afterAll(() => t.close());

describe('incident search through incident_search_ids', () => {
  it("returns the tenant's matching incidents and never another tenant's", async () => {
    const acme = await search('acme', 'scaffold');
    expect(acme.incidents.map((i) => i.id)).toEqual([tenants.acme!.made.scaffold]);
    expect(acme.pagination.total).toBe(1);
    const globex = await search('globex', 'scaffold');
    expect(globex.incidents.map((i) => i.id)).toEqual([tenants.globex!.made.scaffold]);
    expect((await search('globex', 'crane')).incidents).toEqual([]);
    expect((await search('globex', 'crane')).pagination.total).toBe(0);
    expect((await search('acme', 'CRANE')).incidents.map((i) => i.id)).toEqual([tenants.acme!.made.crane]);
  });

  it('finds by incident number and keeps % and _ literal', async () => {
    const acmeNumbers = (await search('acme', 'INC-')).incidents.map((i) => i.id).sort();
    expect(acmeNumbers).toEqual(Object.values(tenants.acme!.made).sort());
    expect((await search('acme', '%')).incidents).toEqual([]);
    expect((await search('acme', 'w_t')).incidents).toEqual([]);
  });

  it('the function answers only for the transaction own tenant, whatever tenant id it is given', async () => {
    const db = t.database.db;
    const acmeId = tenants.acme!.id;
    const globexId = tenants.globex!.id;
    // Asking for globex's rows from inside acme's transaction returns nothing.
    const cross = await withTenant(db, acmeId, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`select m.id from incident_search_ids(${globexId}::uuid, 'scaffold') as m(id)`,
      ),
    );
    expect(cross).toEqual([]);
    const own = await withTenant(db, acmeId, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`select m.id from incident_search_ids(${acmeId}::uuid, 'scaffold') as m(id)`,
      ),
    );
    expect(own.map((r) => r.id)).toEqual([tenants.acme!.made.scaffold]);
    // Without a tenant set there is nothing to see.
    const none = await db.transaction((tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`select m.id from incident_search_ids(${acmeId}::uuid, 'scaffold') as m(id)`,
      ),
    );
    expect(none).toEqual([]);
  });

  it('is executable by vigil_app only (not PUBLIC) and pins its search_path', async () => {
    const rows = await withTenant(t.database.db, tenants.acme!.id, (tx) =>
      queryRows<{ secdef: boolean; config: string[] | null; public_exec: boolean; app_exec: boolean }>(
        tx,
        sql`select p.prosecdef as secdef, p.proconfig as config,
              has_function_privilege('public', p.oid, 'execute') as public_exec,
              has_function_privilege('vigil_app', p.oid, 'execute') as app_exec
            from pg_proc p where p.proname = 'incident_search_ids'`,
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.secdef).toBe(true);
    expect(rows[0]?.config?.some((c) => c.startsWith('search_path='))).toBe(true);
    expect(rows[0]?.app_exec).toBe(true);
    expect(rows[0]?.public_exec).toBe(false);
  });
});
