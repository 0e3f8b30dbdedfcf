import { sql } from 'drizzle-orm';
import { queryRows, withTenant } from '../../src/db/client.js';
import type { TestApp } from '../helpers/app.js';

/** Table name to "row count:md5 of every row's text", as the tenant sees them under its policies. */
export type Fingerprint = Record<string, string>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Builds one statement that hashes every row of every table the application role can read, so a
 * fingerprint per request stays cheap; audit_log and outbox are tables like any other here.
 */
export async function fingerprinter(t: TestApp, tenantId: string): Promise<() => Promise<Fingerprint>> {
  const names = await withTenant(t.database.db, tenantId, (tx) =>
    queryRows<{ name: string }>(
      tx,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const readable: string[] = [];
  for (const { name } of names) {
    const ok = await withTenant(t.database.db, tenantId, (tx) =>
      queryRows(tx, sql.raw(`select 1 from ${quote(name)} limit 1`)),
    ).then(
      () => true,
      () => false,
    );
    if (ok) readable.push(name);
  }
  if (!readable.includes('audit_log') || !readable.includes('outbox') || !readable.includes('incidents')) {
    throw new Error(`fingerprint cannot read the tables it must watch: ${readable.join(', ')}`);
  }
  const statement = readable
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as hash from ${quote(name)} r`,
    )
    .join(' union all ');
  return async () => {
    const rows = await withTenant(t.database.db, tenantId, (tx) =>
      queryRows<{ name: string; hash: string }>(tx, sql.raw(statement)),
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
  };
}

/** The tables whose fingerprint differs, for the failure message. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
