// `npm run bench`: the performance figures, measured on this machine. Benchmarks are not tests;
// each prints medians so the 2-core machine's noise is visible rather than hidden.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { bundleBudget } from '../bench/bundle-budget.mjs';
import { benchChat } from '../bench/chat.mjs';
import { benchIncidents } from '../bench/incidents-list.mjs';
import { benchLighthouse } from '../bench/lighthouse.mjs';
import { runMixedLoad } from '../bench/mixed-load.mjs';
import { measureUsersScreen } from '../bench/users-screen.mjs';
import { runFaults } from './faults.mjs';
import { capture, run } from './lib/proc.mjs';
import { startCluster } from './pg-cluster.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const cli = ['npx', 'tsx', 'apps/server/src/cli.ts'];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function get(port, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
  });
}

async function waitForHealth(port, child, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await get(port, '/api/health')) === 200) return Date.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not become healthy');
}

async function cliRun(env, args) {
  const result = await capture(cli[0], [...cli.slice(1), ...args], { cwd: root, env });
  if (result.code !== 0) throw new Error(`cli ${args.join(' ')} failed: ${result.output}`);
  return result.output;
}

async function provision(env) {
  await cliRun(env, ['tenant', 'create', 'bench', '--name', 'Bench Pty Ltd']);
  await cliRun(env, [
    'user',
    'create',
    '--client',
    'bench',
    '--email',
    'bench@bench.test',
    '--role',
    'STAFF',
  ]);
  const out = await cliRun(env, [
    'token',
    'create',
    '--client',
    'bench',
    '--email',
    'bench@bench.test',
    '--days',
    '1',
  ]);
  const token = /vgl_pat_[\w-]+/.exec(out)?.[0];
  if (!token) throw new Error(`no token in: ${out}`);
  return token;
}

function cannon(port, pathname, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${port}${pathname}`, connections: CONNECTIONS, duration: DURATION, headers },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function measure(label, env) {
  const port = await freePort();
  const token = await provision(env);
  const child = spawn('node', [serverMain], {
    cwd: root,
    env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const coldMs = await waitForHealth(port, child);
    const host = `bench.localhost:${port}`;
    const routes = {
      'GET /api/client-info (ceiling: no database query)': { path: '/api/client-info', headers: { host } },
      'GET /api/user-info (token + session + user)': {
        path: '/api/user-info',
        headers: { host, authorization: `Bearer ${token}` },
      },
    };
    const rows = [];
    for (const [name, route] of Object.entries(routes)) {
      const rps = [];
      const p99 = [];
      let errors = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const r = await cannon(port, route.path, route.headers);
        rps.push(r.requests.average);
        p99.push(r.latency.p99);
        // autocannon counts timeouts within errors already.
        errors += r.errors + r.non2xx;
      }
      rows.push({
        engine: label,
        route: name,
        'req/s (median)': Math.round(median(rps)),
        'p99 ms (median)': median(p99),
        errors,
      });
    }
    return { coldMs, rows };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** /users with 2,000 users and 500 invitations on the embedded database (the slower engine). */
async function usersScreen(env) {
  const port = await freePort();
  await cliRun(env, ['tenant', 'create', 'bench', '--name', 'Bench Pty Ltd']);
  await cliRun(env, [
    'user',
    'create',
    '--client',
    'bench',
    '--email',
    'admin@bench.test',
    '--role',
    'ADMIN',
  ]);
  const out = await cliRun(env, [
    'token',
    'create',
    '--client',
    'bench',
    '--email',
    'admin@bench.test',
    '--days',
    '1',
  ]);
  const token = /vgl_pat_[\w-]+/.exec(out)?.[0];
  const seeded = await capture('npx', ['tsx', 'bench/seed-users.ts', 'bench', '2000', '500'], {
    cwd: root,
    env,
  });
  if (seeded.code !== 0) throw new Error(seeded.output);
  const child = spawn('node', [serverMain], {
    cwd: root,
    env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(port, child);
    return await measureUsersScreen({
      origin: `http://bench.localhost:${port}`,
      client: 'bench',
      token,
      rounds: 5,
    });
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** POST /api/ask-agent, built-in agent, on the embedded database: the chat issue's figure. */
async function chatBench() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-bench-chat-'));
  const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', CHAT_RATE_LIMIT: '1000000' };
  const port = await freePort();
  try {
    const token = await provision(env);
    const child = spawn('node', [serverMain], {
      cwd: root,
      env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      await waitForHealth(port, child);
      const r = await benchChat({ port, host: `bench.localhost:${port}`, token });
      console.log(
        `\nPOST /api/ask-agent (built-in agent, PGlite, loopback HTTP, one at a time): ${r.reportTurns} report turns ` +
          `p50 ${r.reportP50.toFixed(1)} ms, p95 ${r.reportP95.toFixed(1)} ms; safety questions p50 ` +
          `${r.questionP50.toFixed(1)} ms, p95 ${r.questionP95.toFixed(1)} ms; errors ${r.errors}.`,
      );
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const only = process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice(7)
    .split(',');
  const wants = (name) => !only || only.includes(name);
  const build = await run('npm', ['run', 'build'], { cwd: root });
  if (build.code !== 0) throw new Error('build failed');
  // A budget over its limit fails the run, but the other sections still report.
  if (wants('bundle') && !bundleBudget(root)) process.exitCode = 1;
  if (wants('lighthouse')) await benchLighthouse({ root, serverMain, cliRun, freePort, waitForHealth });
  if (wants('users-screen')) {
    const dir = mkdtempSync(path.join(tmpdir(), 'vigil-bench-users-'));
    try {
      const r = await usersScreen({ ...process.env, DATA_DIR: dir, DATABASE_URL: '' });
      console.log(
        `\n/users with 2,000 users and 500 invitations (PGlite, Chromium, 5 loads): first page of ${r.shownRows} rows ` +
          `shown after ${median(r.usersTab)} ms median (${r.usersTab.join(', ')}); Invitations tab after ` +
          `${median(r.invitationsTab)} ms median (${r.invitationsTab.join(', ')}).`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (wants('chat')) await chatBench();
  if (wants('upload')) {
    // The upload's peak memory: the script starts the app, sends 50 MB over HTTP and samples RSS.
    const r = await run('npx', ['tsx', 'apps/server/scripts/upload-rss.ts'], { cwd: root });
    if (r.code !== 0) throw new Error('upload-rss failed');
  }
  if (wants('incidents')) {
    await benchIncidents({ root, serverMain, cliRun, freePort, waitForHealth, startCluster });
  }
  const helpers = { root, serverMain, cliRun, freePort, waitForHealth, startCluster };
  // Each starts its own PostgreSQL; the load seeds BENCH_LOAD_INCIDENTS (default 1,000,000) first.
  if (wants('faults')) await runFaults(helpers);
  if (wants('load')) await runMixedLoad(helpers);
  if (!wants('sign-in')) return;
  const results = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-bench-'));
  try {
    results.push(await measure('pglite', { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const cluster = await startCluster();
  const pgDir = mkdtempSync(path.join(tmpdir(), 'vigil-bench-pg-'));
  try {
    results.push(await measure('postgres', { ...process.env, DATA_DIR: pgDir, DATABASE_URL: cluster.url }));
  } finally {
    await cluster.stop();
    rmSync(pgDir, { recursive: true, force: true });
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per run, median of ${ROUNDS} runs; autocannon and the server share 2 cores.`,
  );
  console.table(results.flatMap((r) => r.rows));
  for (const [i, r] of results.entries()) {
    console.log(
      `cold start to first healthy response (${i === 0 ? 'pglite, fresh data dir' : 'postgres, fresh database'}): ${r.coldMs} ms`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
