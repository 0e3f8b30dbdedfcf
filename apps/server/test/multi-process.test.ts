import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { sample, sha256 } from './fixtures/evidence.js';
import { testEngine } from './helpers/database.js';
import { FORKLIFT } from './rca-support.js';

// DESIGN section 13: two API processes and one worker on one PostgreSQL, as a scaled-out install
// runs them. Only PostgreSQL can be shared between processes (PGlite is one process's file), so
// this file runs in the server-postgres step and is skipped on the embedded engine. The processes
// run from source through tsx because the CI builds dist only after the server tests.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const SLUG = 'multi';
const JWT_SECRET = 'multi-process-secret-multi-process-secret-0123';

interface Proc {
  child: ChildProcess;
  output: string[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });

function start(script: string, env: NodeJS.ProcessEnv): Proc {
  const child = spawn(tsx, [path.join(root, script)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  return { child, output };
}

async function waitHealthy(port: number, proc: Proc, timeoutMs = 45_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.child.exitCode !== null) throw new Error(`server exited early:\n${proc.output.join('')}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} not healthy:\n${proc.output.join('')}`);
}

async function stop(proc: Proc | undefined): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise((r) => proc.child.once('exit', r));
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

async function cli(database: Database, env: NodeJS.ProcessEnv, args: string[]): Promise<string> {
  let out = '';
  let err = '';
  const code = await runCli(args, {
    env,
    database,
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
  });
  if (code !== 0) throw new Error(`cli ${args.join(' ')}: ${err}`);
  return out.trim();
}

// Skipped on the PGlite pass only: an embedded database is one process's alone, so several processes
// need PostgreSQL; the PostgreSQL pass of `npm test` (and CI) runs it.
describe.skipIf(testEngine !== 'postgres')('two API processes and a worker on one PostgreSQL', () => {
  const procs: Proc[] = [];
  const dirs: string[] = [];
  let dbName = '';
  let database: Database | undefined;
  let a = '';
  let b = '';
  let managerToken = '';
  let env: NodeJS.ProcessEnv = {};

  const call = (origin: string, url: string, init: RequestInit = {}, token = managerToken) =>
    fetch(`${origin}${url}`, {
      ...init,
      redirect: 'manual',
      headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
    });

  beforeAll(async () => {
    const serverUrl = process.env.VIGIL_TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('VIGIL_TEST_DB=postgres needs VIGIL_TEST_DATABASE_URL');
    dbName = `vigil_mp_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-mp-data-'));
    const uploadDir = mkdtempSync(path.join(tmpdir(), 'vigil-mp-uploads-'));
    dirs.push(dataDir, uploadDir);
    const [portA, portB] = [await freePort(), await freePort()];
    env = {
      ...process.env,
      DATABASE_URL: url.href,
      JWT_SECRET,
      DATA_DIR: dataDir,
      UPLOAD_DIR: uploadDir,
      DEFAULT_CLIENT: SLUG,
      PUBLIC_URL: `http://localhost:${portA}`,
      JOBS_IN_PROCESS: 'false',
      JOBS_POLL_IDLE_MS: '100',
      AI_PROVIDER: 'builtin',
      LOG_LEVEL: 'warn',
    };
    // Migrated here first, so the three processes do not race to create the schema.
    database = await openDatabase({ url: url.href });
    await cli(database, env, ['tenant', 'create', SLUG, '--name', 'Multi Pty Ltd']);
    await cli(database, env, [
      'user',
      'create',
      '--client',
      SLUG,
      '--email',
      'm@multi.test',
      '--role',
      'MANAGER',
    ]);
    managerToken = /vgl_pat_[\w-]+/.exec(
      await cli(database, env, ['token', 'create', '--client', SLUG, '--email', 'm@multi.test']),
    )?.[0] as string;

    const serverA = start('apps/server/src/main.ts', { ...env, PORT: String(portA) });
    const serverB = start('apps/server/src/main.ts', { ...env, PORT: String(portB) });
    const worker = start('apps/server/src/worker.ts', env);
    procs.push(serverA, serverB, worker);
    await Promise.all([waitHealthy(portA, serverA), waitHealthy(portB, serverB)]);
    a = `http://127.0.0.1:${portA}`;
    b = `http://127.0.0.1:${portB}`;
  }, 90_000);

  afterAll(async () => {
    await Promise.all(procs.map(stop));
    await database?.close();
    const serverUrl = process.env.VIGIL_TEST_DATABASE_URL;
    if (serverUrl && dbName) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('a session signed in on A works on B, and a logout on B ends it on A', async () => {
    if (!database) throw new Error('no database');
    const link = new URL(
      await cli(database, env, ['login-link', '--client', SLUG, '--email', 'm@multi.test']),
    );
    const confirmed = await fetch(`${a}/api/auth/email/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: link.searchParams.get('token') ?? '' }).toString(),
    });
    expect(confirmed.status).toBe(303);
    const code = new URL(confirmed.headers.get('location') ?? '', a).searchParams.get('code');
    const exchanged = await fetch(`${a}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(exchanged.status).toBe(200);
    const session = ((await exchanged.json()) as { access_token: string }).access_token;

    const onB = await call(b, '/api/user-info', {}, session);
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { email: string }).email).toBe('m@multi.test');
    expect((await call(b, '/api/auth/logout', { method: 'POST' }, session)).status).toBe(200);
    expect((await call(a, '/api/user-info', {}, session)).status).toBe(401);
    expect((await call(b, '/api/user-info', {}, session)).status).toBe(401);
  }, 20_000);

  it('a file uploaded through A is listed and downloaded through B', async () => {
    const created = await call(a, '/api/incidents', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(FORKLIFT),
    });
    expect(created.status).toBe(201);
    const incident = ((await created.json()) as { incident: { id: string; incident_number: string } })
      .incident;
    const photo = sample('photo.jpg');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await call(a, `/api/upload?incidentNumber=${incident.incident_number}`, {
      method: 'POST',
      body: form,
    });
    expect(uploaded.status).toBe(201);

    const listed = await call(b, `/api/manager/incidents/${incident.id}/attachments`);
    expect(listed.status).toBe(200);
    const { attachments } = (await listed.json()) as {
      attachments: { fileName: string; sha256: string; presignedUrl: string }[];
    };
    expect(attachments.map((x) => x.fileName)).toEqual(['photo.jpg']);
    const link = new URL(attachments[0]?.presignedUrl ?? '', b);
    const download = await fetch(`${b}${link.pathname}${link.search}`);
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(photo));
  }, 20_000);

  it('an analysis started on A is run by the worker and seen completed on B', async () => {
    const created = await call(a, '/api/incidents', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(FORKLIFT),
    });
    const id = ((await created.json()) as { incident: { id: string } }).incident.id;
    const submitted = await call(a, `/api/manager/incidents/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'SUBMITTED' }),
    });
    expect(submitted.status).toBe(200);
    const started = await call(a, `/api/rca/analyze/${id}`, { method: 'POST' });
    expect(started.status).toBe(202);

    // Neither API process runs jobs (JOBS_IN_PROCESS=false): only the worker can finish it.
    let status = '';
    const until = Date.now() + 20_000;
    while (Date.now() < until) {
      const res = await call(b, `/api/rca/analyze/${id}/status`);
      status = ((await res.json()) as { status: string }).status;
      if (status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe('completed');
  }, 30_000);
});
