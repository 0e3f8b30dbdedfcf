import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, withTenant } from '../src/db/client.js';
import { users } from '../src/db/schema/users.js';
import { newId } from '../src/platform/ids.js';
import { buildTestApp, createTenant, createUser, type TestApp } from './helpers/app.js';

let t: TestApp;
let acmeId: string;
let betaId: string;

beforeAll(async () => {
  t = await buildTestApp();
  acmeId = await createTenant(t, 'acme');
  betaId = await createTenant(t, 'beta');
  await createUser(t, acmeId, 'acme', { email: 'a1@acme.test', role: 'ADMIN' });
  await createUser(t, acmeId, 'acme', { email: 'a2@acme.test', role: 'STAFF' });
  await createUser(t, betaId, 'beta', { email: 'b1@beta.test', role: 'STAFF' });
});
afterAll(() => t.close());

describe('row-level security', () => {
  it('works as a role that is neither superuser nor BYPASSRLS', async () => {
    const rows = await queryRows<{
      current_user: string;
      rolsuper: boolean;
      rolbypassrls: boolean;
    }>(
      t.database.db,
      sql`select current_user, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
    );
    expect(rows[0]).toEqual({ current_user: 'vigil_app', rolsuper: false, rolbypassrls: false });
  });

  it('a query with no tenant filter sees only the current tenant', async () => {
    const seenByAcme = await withTenant(t.database.db, acmeId, (tx) =>
      tx.select({ email: users.email }).from(users),
    );
    expect(seenByAcme.map((u) => u.email).sort()).toEqual(['a1@acme.test', 'a2@acme.test']);
    const seenByBeta = await withTenant(t.database.db, betaId, (tx) =>
      tx.select({ email: users.email }).from(users),
    );
    expect(seenByBeta.map((u) => u.email)).toEqual(['b1@beta.test']);
  });

  it('outside a tenant transaction no tenant rows are visible at all', async () => {
    const rows = await t.database.db.select({ email: users.email }).from(users);
    expect(rows).toEqual([]);
  });

  it('a write into another tenant fails', async () => {
    const attempt = withTenant(t.database.db, acmeId, (tx) =>
      tx.insert(users).values({ id: newId(), tenantId: betaId, email: 'intruder@beta.test', role: 'ADMIN' }),
    );
    await expect(attempt).rejects.toThrow();
    const update = await withTenant(t.database.db, acmeId, (tx) =>
      tx.update(users).set({ role: 'ADMIN' }).where(sql`tenant_id = ${betaId}`).returning({ id: users.id }),
    );
    expect(update).toEqual([]);
    const betaAfter = await withTenant(t.database.db, betaId, (tx) =>
      tx.select({ role: users.role }).from(users),
    );
    expect(betaAfter).toEqual([{ role: 'STAFF' }]);
  });

  it('the audit log is append-only for the application', async () => {
    const error = await withTenant(t.database.db, acmeId, (tx) =>
      tx.execute(sql`delete from audit_log`),
    ).catch((e: Error) => e);
    expect((error as Error & { cause?: Error }).cause?.message).toMatch(/permission denied/);
  });

  it('every tenant table has row-level security enabled and forced', async () => {
    const rows = await queryRows<{
      relname: string;
      relrowsecurity: boolean;
      relforcerowsecurity: boolean;
    }>(
      t.database.db,
      sql`select c.relname, c.relrowsecurity, c.relforcerowsecurity
          from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id'
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows)
      expect(row, row.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
  });
});
