// Direct-database parts of the incident-list benchmark (run with tsx, server stopped on PGlite):
//   spec <slug> <samples> <search>   "the spec's way": fetch every incident of the tenant (with
//                                    reporter and location names), filter/sort/page in JS; prints
//                                    JSON latencies in ms.
//   explain <slug> <search> <reporterEmail>   PostgreSQL only: captures the exact SQL that
//                                    listIncidentsPage sends for page 1, offset 9000, search and
//                                    reporter, and prints EXPLAIN ANALYZE of each as vigil_app.
import { DEFAULT_LIST_STATUSES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.js';
import { APP_ROLE, type Db, openDatabase, queryRows, withTenant } from '../apps/server/src/db/client.js';
import { findTenantIdBySlug } from '../apps/server/src/modules/clients/clients.repository.js';
import { listIncidentsPage } from '../apps/server/src/modules/incidents/incidents.repository.js';

const [mode, slug = 'bench', ...rest] = process.argv.slice(2);
const config = loadConfig();

if (mode === 'spec') {
  const [samplesArg = '200', search = 'scaffold'] = rest;
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  try {
    const tenantId = await findTenantIdBySlug(database.db, slug);
    if (!tenantId) throw new Error(`no tenant ${slug}`);
    const statuses = new Set<string>(DEFAULT_LIST_STATUSES);
    const needle = search.toLowerCase();
    const once = async () => {
      const all = await withTenant(database.db, tenantId, (tx) =>
        queryRows<Record<string, unknown>>(
          tx,
          sql`select i.*, nullif(trim(u.first_name || ' ' || u.last_name), '') as reporter_name,
                s.venue_name as location_name
              from incidents i
              left join users u on u.tenant_id = i.tenant_id and u.id = i.reporter_user_id
              left join sites s on s.tenant_id = i.tenant_id and s.id = i.location_id
              where i.tenant_id = ${tenantId}`,
        ),
      );
      const hits = all.filter(
        (r) =>
          statuses.has(r.status as string) &&
          [r.title, r.incident_number, r.reporter_name, r.location_name].some((v) =>
            String(v ?? '')
              .toLowerCase()
              .includes(needle),
          ),
      );
      hits.sort((a, b) => +new Date(b.created_at as string) - +new Date(a.created_at as string));
      return { fetched: all.length, matched: hits.length, page: hits.slice(0, 25).length };
    };
    for (let i = 0; i < 5; i++) await once();
    const ms: number[] = [];
    let last = { fetched: 0, matched: 0, page: 0 };
    for (let i = 0; i < Number(samplesArg); i++) {
      const t0 = performance.now();
      last = await once();
      ms.push(performance.now() - t0);
    }
    console.log(JSON.stringify({ ms, ...last }));
  } finally {
    await database.close();
  }
} else if (mode === 'explain') {
  const [search = 'scaffold', reporterEmail = 'worker7@bench.test'] = rest;
  if (!config.DATABASE_URL) throw new Error('explain needs DATABASE_URL (PostgreSQL)');
  const captured: { query: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 1, options: `-c role=${APP_ROLE}` });
  const db = drizzle(pool, {
    logger: { logQuery: (query, params) => void captured.push({ query, params }) },
  }) as unknown as Db;
  try {
    const { rows: t } = await pool.query('select id from tenants where slug = $1', [slug]);
    const tenantId = t[0].id as string;
    const ids = await withTenant(db, tenantId, async (tx) => {
      const u = await queryRows<{ id: string; role: string }>(
        tx,
        sql`select id, role from users where tenant_id = ${tenantId} and email in (${reporterEmail}, 'manager@bench.test') order by email`,
      );
      return u;
    });
    const manager = ids.find((u) => u.role === 'MANAGER') ?? ids[0];
    const reporter = ids.find((u) => u.role !== 'MANAGER') ?? ids[0];
    const base = {
      statuses: DEFAULT_LIST_STATUSES,
      severities: [],
      reportTypes: [],
      direction: 'desc' as const,
    };
    const cases = {
      'page 1': { f: base, p: { limit: 25, offset: 0 } },
      'deep page (offset 9000)': { f: base, p: { limit: 25, offset: 9000 } },
      [`search "${search}"`]: { f: { ...base, search }, p: { limit: 25, offset: 0 } },
      reporter: { f: { ...base, reporterId: reporter?.id }, p: { limit: 25, offset: 0 } },
    };
    for (const [name, c] of Object.entries(cases)) {
      captured.length = 0;
      await withTenant(db, tenantId, (tx) =>
        listIncidentsPage(tx, tenantId, { userId: manager!.id, role: 'MANAGER' }, c.f, c.p),
      );
      const statements = captured.filter((s) => /^select/i.test(s.query) && !s.query.includes('set_config'));
      console.log(`\n=== EXPLAIN ${name} (${statements.length} statements, as ${APP_ROLE}, 1M rows) ===`);
      for (const [i, s] of statements.entries()) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
          const { rows } = await client.query(
            `explain (analyze, costs off, timing off) ${s.query}`,
            s.params,
          );
          await client.query('commit');
          const lines = rows.map((r) => r['QUERY PLAN'] as string);
          const scans = lines.filter((l) => /Scan|Bitmap|Sort Method|Execution Time/.test(l));
          const what = s.query.includes('incident_search_ids')
            ? 'search function (SECURITY DEFINER)'
            : s.query.includes('count(*)')
              ? 'total count'
              : 'page rows';
          console.log(`-- statement ${i + 1}: ${what}`);
          for (const l of scans) console.log(`   ${l.trim()}`);
          if (lines.some((l) => /Seq Scan on incidents/.test(l))) console.log('   !! SEQ SCAN ON incidents');
        } finally {
          client.release();
        }
      }
    }
    // Inside the SECURITY DEFINER function (runs as the owner, so the trigram index is usable).
    const owner = new pg.Client({ connectionString: config.DATABASE_URL });
    await owner.connect();
    const { rows: inner } = await owner
      .query(
        `explain (analyze, costs off, timing off)
         select i.id from incidents i where i.tenant_id = $1 and (i.title ilike $2 or i.incident_number ilike $2)`,
        [tenantId, `%${search}%`],
      )
      .finally(() => owner.end());
    if (inner.length) {
      console.log('\n=== inside incident_search_ids (title/number branch, as the owner) ===');
      for (const r of inner)
        if (/Scan|Bitmap|Execution/.test(r['QUERY PLAN'])) console.log(`   ${r['QUERY PLAN'].trim()}`);
    }
  } finally {
    await pool.end();
  }
} else {
  console.error('usage: tsx bench/incidents-db.ts spec|explain <slug> ...');
  process.exit(2);
}
