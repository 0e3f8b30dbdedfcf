// The fault benches' shared setup: one throwaway PostgreSQL, one tenant with a manager's token, and
// servers (apps/server/dist/main.js) that can be started, killed with SIGKILL and started again on
// the same database and upload folder, as a real crash and restart would.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { capture } from '../../scripts/lib/proc.mjs';
import { findPgBinDir, isRoot } from '../../scripts/lib/system.mjs';

export const SLUG = 'faults';

export const FORKLIFT = {
  title: 'Forklift struck pedestrian in aisle 4',
  report_type: 'INJURY',
  incident_date: '2026-02-10',
  incident_time: '09:15',
  severity: 'HIGH',
  description:
    'A forklift reversing out of aisle 4 struck a picker walking to the dock. There is no marked ' +
    'pedestrian walkway in that aisle and the reversing beeper was not working.',
  nature_of_injury: 'Bruised hip',
  body_part: 'Hip',
  immediate_actions_taken: 'First aid given, forklift tagged out.',
};

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One HTTP call on loopback; resolves with status and parsed body, rejects on a dropped connection. */
export function request(port, method, pathname, { token, body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, json, text });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Every file under dir, relative paths, hidden ones included. */
export function filesUnder(dir, prefix = '') {
  let entries = [];
  try {
    entries = readdirSync(path.join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const rel = path.join(prefix, e.name);
    return e.isDirectory() ? filesUnder(dir, rel) : [rel];
  });
}

function pgCommand(args) {
  const pgCtl = path.join(findPgBinDir(), 'pg_ctl');
  return isRoot ? ['runuser', ['-u', 'postgres', '--', pgCtl, ...args]] : [pgCtl, args];
}

/** h: { root, serverMain, cliRun, freePort, waitForHealth, startCluster } from scripts/bench.mjs. */
export async function createRig(h) {
  const cluster = await h.startCluster();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-faults-data-'));
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'vigil-faults-uploads-'));
  const env = {
    ...process.env,
    DATABASE_URL: cluster.url,
    DATA_DIR: dataDir,
    UPLOAD_DIR: uploadDir,
    JWT_SECRET: 'faults-bench-secret-faults-bench-secret-0123',
    DEFAULT_CLIENT: SLUG,
    LOG_LEVEL: 'fatal',
    // A killed server's job lease lapses in 3 s instead of a minute, so takeover is quick to see.
    JOBS_LEASE_MS: '3000',
    JOBS_POLL_IDLE_MS: '200',
    AI_PROVIDER: 'builtin',
  };
  await h.cliRun(env, ['tenant', 'create', SLUG, '--name', 'Faults Pty Ltd']);
  await h.cliRun(env, ['user', 'create', '--client', SLUG, '--email', 'm@faults.test', '--role', 'MANAGER']);
  const out = await h.cliRun(env, ['token', 'create', '--client', SLUG, '--email', 'm@faults.test']);
  const token = /vgl_pat_[\w-]+/.exec(out)?.[0];
  if (!token) throw new Error(`no token in: ${out}`);

  const port = await h.freePort();
  const live = new Set();

  const rig = {
    env,
    token,
    port,
    uploadDir,
    /**
     * As the database owner, so row-level security does not hide another tenant's rows. A client per
     * call: the database-stop fault would break a long-lived one.
     */
    async sql(text, params = []) {
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        return (await client.query(text, params)).rows;
      } finally {
        await client.end();
      }
    },
    async startServer(extraEnv = {}) {
      const stderr = [];
      const child = spawn('node', [h.serverMain], {
        cwd: h.root,
        env: { ...env, ...extraEnv, PORT: String(port) },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr.on('data', (d) => stderr.push(d.toString()));
      live.add(child);
      child.once('exit', () => live.delete(child));
      const ms = await h.waitForHealth(port, child);
      return { child, stderr, startMs: ms };
    },
    async kill9(server) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) return;
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGKILL');
      await exited;
    },
    async stopServer(server) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) return;
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGTERM');
      await exited;
    },
    /** pg_ctl stop -m fast / start on the cluster's data directory, same options as startCluster. */
    async stopDatabase() {
      const [cmd, args] = pgCommand(['-D', path.join(cluster.dir, 'data'), '-m', 'fast', '-w', 'stop']);
      const r = await capture(cmd, args);
      if (r.code !== 0) throw new Error(`pg_ctl stop failed: ${r.output}`);
    },
    async startDatabase() {
      const opts = [
        `-p ${cluster.port}`,
        '-c listen_addresses=127.0.0.1',
        `-k ${cluster.dir}`,
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      const data = path.join(cluster.dir, 'data');
      const [cmd, args] = pgCommand([
        '-D',
        data,
        '-l',
        path.join(cluster.dir, 'pg.log'),
        '-o',
        opts,
        '-w',
        'start',
      ]);
      const r = await capture(cmd, args);
      if (r.code !== 0) throw new Error(`pg_ctl start failed: ${r.output}`);
    },
    close: null,
  };
  rig.close = async () => {
    for (const child of live) child.kill('SIGKILL');
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(uploadDir, { recursive: true, force: true });
  };
  return rig;
}

/** A reported-and-submitted incident (the analysis and upload faults need one). */
export async function submittedIncident(rig, fields = FORKLIFT) {
  const created = await request(rig.port, 'POST', '/api/incidents', { token: rig.token, body: fields });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  const incident = created.json.incident;
  const submitted = await request(rig.port, 'PUT', `/api/manager/incidents/${incident.id}`, {
    token: rig.token,
    body: { status: 'SUBMITTED' },
  });
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${submitted.text}`);
  return incident;
}
