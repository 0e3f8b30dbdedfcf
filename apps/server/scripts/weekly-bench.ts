/**
 * Issue 8's figure: time to generate one week's report for a tenant with 100,000 incidents, through
 * POST /api/weekly-reports/generate (median of 5 after a warm-up), and to open it (GET /:id).
 * The data comes from bench/incidents-generate.ts (one tenant, incidents over the past year).
 * Run from the repository root: `npx tsx apps/server/scripts/weekly-bench.ts [incidents=100000]`;
 * with DATABASE_URL it uses that PostgreSQL database, else PGlite in a temporary directory.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, queryRows, withTenant } from '../src/db/client.js';
import { insertSession } from '../src/modules/auth/sessions.repository.js';
import { addDays, previousWeekStart } from '../src/modules/weekly/week.js';
import { newId } from '../src/platform/ids.js';
import { createTransport, Mailer } from '../src/platform/mailer.js';
import { AccessTokens } from '../src/platform/tokens.js';

const INCIDENTS = Number(process.argv[2] ?? '100000');
const RUNS = 5;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  const dir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), 'vigil-weekly-bench-'));
  const env = { ...process.env, ...(dir ? { DATA_DIR: dir } : {}), LOG_LEVEL: 'silent' };
  const seeded = performance.now();
  const gen = spawnSync('npx', ['tsx', 'bench/incidents-generate.ts', '1', String(INCIDENTS)], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (gen.status !== 0) throw new Error('seeding failed');
  const seedMs = performance.now() - seeded;

  const config = loadConfig({ ...env, JWT_SECRET: 'weekly-bench-secret-weekly-bench-secret-0123' });
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.resolve(config.DATA_DIR) },
  );
  const silent = { info: () => {}, warn: () => {} };
  const mailer = new Mailer(
    database.db,
    createTransport({ logger: silent, print: () => {} }),
    config.MAIL_FROM,
    silent,
  );
  const deps = { config, database, mailer };
  const app = await buildApp(deps, { webDist: null });
  try {
    const [tenant] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from tenants where slug = 'bench'`,
    );
    if (!tenant) throw new Error('no bench tenant');
    const tenantId = tenant.id;
    const sessionId = newId();
    const expiresAt = new Date(Date.now() + 3_600_000);
    const manager = await withTenant(database.db, tenantId, async (tx) => {
      const [m] = await queryRows<{ id: string }>(
        tx,
        sql`select id from users where tenant_id = ${tenantId} and role = 'MANAGER' order by email limit 1`,
      );
      if (!m) throw new Error('no manager in the bench tenant');
      await insertSession(tx, { id: sessionId, tenantId, userId: m.id, expiresAt });
      return m.id;
    });
    const token = await new AccessTokens(config.jwtSecret).sign(
      { userId: manager, tenantId, sessionId },
      expiresAt,
    );
    const headers = { host: `bench.localhost:${config.PORT}`, authorization: `Bearer ${token}` };
    const weekStart = previousWeekStart(new Date(), config.TZ_DEFAULT);
    const body = { week_start: weekStart, week_end: addDays(weekStart, 6) };

    const generate = async () => {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/weekly-reports/generate',
        headers,
        payload: body,
      });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`generate: ${res.statusCode} ${res.body}`);
      return { ms, json: res.json() as { report_id: string; summary: { total_incidents: number } } };
    };
    const warm = await generate();
    const generateMs: number[] = [];
    for (let i = 0; i < RUNS; i++) generateMs.push((await generate()).ms);
    const openMs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS + 1; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/weekly-reports/${warm.json.report_id}`,
        headers,
      });
      if (i > 0) openMs.push(performance.now() - t0);
      bytes = res.body.length;
    }
    console.log(
      JSON.stringify(
        {
          engine: database.engine,
          incidents: INCIDENTS,
          week: body,
          week_incidents: warm.json.summary.total_incidents,
          seed_s: Math.round(seedMs / 100) / 10,
          generate_ms: generateMs.map((m) => Math.round(m * 10) / 10),
          generate_median_ms: Math.round(median(generateMs) * 10) / 10,
          open_median_ms: Math.round(median(openMs) * 10) / 10,
          open_bytes: bytes,
        },
        null,
        2,
      ),
    );
  } finally {
    await app.close();
    await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
