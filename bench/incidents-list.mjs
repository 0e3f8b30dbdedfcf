// The incident list at scale (`node scripts/bench.mjs --only=incidents`): for each engine, generate
// 10,000 incidents per tenant across 100 tenants = 1,000,000 on each engine (generation takes about
// 4 min on PostgreSQL and 8 min on PGlite; BENCH_INCIDENTS_PG_TENANTS / BENCH_INCIDENTS_PGLITE_TENANTS
// make it smaller),
// then time GET /api/manager/incidents one request at a time (SAMPLES each, after a warm-up) for
// page 1, a deep page, a ~1% search and a reporter filter, and "the spec's way" (every incident of
// the tenant fetched and filtered in JS) directly against the database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { capture } from '../scripts/lib/proc.mjs';

const SAMPLES = Number(process.env.BENCH_INCIDENT_SAMPLES ?? 200);
const WARMUP = 20;
const PER_TENANT = 10_000;
const SEARCH = 'scaffold';

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const round = (x) => Math.round(x * 10) / 10;

function timedGet(port, pathname, headers) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const ms = performance.now() - t0;
        if (res.statusCode !== 200)
          reject(new Error(`${pathname}: ${res.statusCode} ${Buffer.concat(chunks)}`));
        else resolve({ ms, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      });
    });
    req.on('error', reject);
  });
}

async function tsx(root, env, args) {
  const r = await capture('npx', ['tsx', ...args], { cwd: root, env });
  if (r.code !== 0) throw new Error(`tsx ${args.join(' ')} failed: ${r.output}`);
  return r.output;
}

async function measureEngine(engine, env, tenants, h) {
  const t0 = Date.now();
  await tsx(h.root, env, ['bench/incidents-generate.ts', String(tenants), String(PER_TENANT)]);
  const generateSeconds = Math.round((Date.now() - t0) / 1000);
  console.log(`[incidents] ${engine}: generated ${tenants * PER_TENANT} incidents in ${generateSeconds} s`);
  let explain = '';
  if (engine === 'postgres')
    explain = await tsx(h.root, env, ['bench/incidents-db.ts', 'explain', 'bench', SEARCH]);
  // Before the server starts: on PGlite the CLI needs the data directory's lock.
  await h.cliRun(env, [
    'user',
    'create',
    '--client',
    'bench',
    '--email',
    'manager@bench.test',
    '--role',
    'MANAGER',
  ]);
  const out = await h.cliRun(env, [
    'token',
    'create',
    '--client',
    'bench',
    '--email',
    'manager@bench.test',
    '--days',
    '1',
  ]);
  const token = /vgl_pat_[\w-]+/.exec(out)?.[0];
  if (!token) throw new Error(`no token in: ${out}`);

  const port = await h.freePort();
  const child = spawn('node', [h.serverMain], {
    cwd: h.root,
    env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const rows = [];
  try {
    await h.waitForHealth(port, child);
    const headers = { host: `bench.localhost:${port}`, authorization: `Bearer ${token}` };
    const first = await timedGet(port, '/api/manager/incidents?limit=1', headers);
    const reporter = first.body.incidents[0].reporter_user_id;
    const calls = {
      'page 1': '/api/manager/incidents',
      'deep page (offset 9000)': '/api/manager/incidents?offset=9000',
      [`search "${SEARCH}" (~1%)`]: `/api/manager/incidents?search=${SEARCH}`,
      'reporter filter': `/api/manager/incidents?reporter=${reporter}`,
    };
    for (const [name, url] of Object.entries(calls)) {
      let last;
      for (let i = 0; i < WARMUP; i++) last = await timedGet(port, url, headers);
      const ms = [];
      for (let i = 0; i < SAMPLES; i++) ms.push((await timedGet(port, url, headers)).ms);
      rows.push({
        engine,
        call: `GET ${name}`,
        'p50 ms': round(quantile(ms, 0.5)),
        'p95 ms': round(quantile(ms, 0.95)),
        rows: last.body.incidents.length,
        total: last.body.pagination.total,
      });
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  }
  // The spec's way, after the server has released the (PGlite) data directory.
  const spec = JSON.parse(
    (await tsx(h.root, env, ['bench/incidents-db.ts', 'spec', 'bench', String(SAMPLES), SEARCH]))
      .trim()
      .split('\n')
      .pop(),
  );
  rows.push({
    engine,
    call: `spec's way: fetch all ${spec.fetched}, filter "${SEARCH}" in JS`,
    'p50 ms': round(quantile(spec.ms, 0.5)),
    'p95 ms': round(quantile(spec.ms, 0.95)),
    rows: spec.page,
    total: spec.matched,
  });
  return { rows, explain, generateSeconds, size: tenants * PER_TENANT };
}

/** h: { root, serverMain, cliRun, freePort, waitForHealth, startCluster } from scripts/bench.mjs. */
export async function benchIncidents(h) {
  const results = [];
  const cluster = await h.startCluster();
  const pgDir = mkdtempSync(path.join(tmpdir(), 'vigil-bench-inc-pg-'));
  try {
    const env = { ...process.env, DATA_DIR: pgDir, DATABASE_URL: cluster.url };
    results.push(
      await measureEngine('postgres', env, Number(process.env.BENCH_INCIDENTS_PG_TENANTS ?? 100), h),
    );
  } finally {
    await cluster.stop();
    rmSync(pgDir, { recursive: true, force: true });
  }
  const liteDir = mkdtempSync(path.join(tmpdir(), 'vigil-bench-inc-lite-'));
  try {
    const env = { ...process.env, DATA_DIR: liteDir, DATABASE_URL: '' };
    results.push(
      await measureEngine('pglite', env, Number(process.env.BENCH_INCIDENTS_PGLITE_TENANTS ?? 100), h),
    );
  } finally {
    rmSync(liteDir, { recursive: true, force: true });
  }
  for (const r of results) if (r.explain) console.log(r.explain.trimEnd());
  console.log(
    `\nGET /api/manager/incidents as a MANAGER of one tenant (${PER_TENANT.toLocaleString('en')} incidents per tenant), ` +
      `${SAMPLES} sequential requests per call after ${WARMUP} warm-up; sizes: ` +
      results
        .map(
          (r) =>
            `${r.rows[0].engine} ${r.size.toLocaleString('en')} incidents (generated in ${r.generateSeconds} s)`,
        )
        .join(', '),
  );
  console.table(
    results
      .flatMap((r) => r.rows)
      .map((row) => ({
        ...row,
        'p95 < 50 ms': row.engine === 'postgres' ? (row['p95 ms'] < 50 ? 'yes' : 'NO') : '-',
      })),
  );
}
