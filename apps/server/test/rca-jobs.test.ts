import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, withTenant } from '../src/db/client.js';
import { claimJob, enqueueJob, finishJob, LeaseLostError } from '../src/jobs/queue.js';
import { type JobHandler, JobRunner } from '../src/jobs/runner.js';
import { ANALYSIS_JOB, analysisJobHandler } from '../src/modules/rca/analysis.job.js';
import { newId } from '../src/platform/ids.js';
import {
  authHeaders,
  buildTestApp,
  createPersonPerRole,
  createTenant,
  createUser,
  type PeopleByRole,
  type TestApp,
  tokenFor,
} from './helpers/app.js';
import {
  api,
  incidentColumns,
  investigatingIncident,
  quietLogger,
  testRunner,
  waitForRun,
} from './rca-support.js';

let t: TestApp;
let tenantId: string;
let people: PeopleByRole;
const runners: JobRunner[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  tenantId = await createTenant(t, 'acme');
  people = await createPersonPerRole(t, tenantId, 'acme');
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  // Each test starts from an empty queue: finish whatever a test left queued.
  const drain = testRunner(t);
  while (await drain.runOnce()) {}
});
afterAll(() => t.close());

const start = (id: string, role: 'MANAGER' | 'INVESTIGATOR' | 'ADMIN' = 'MANAGER') =>
  api(t, people).call('POST', `/api/rca/analyze/${id}`, role);
const jobRows = (refId: string) =>
  queryRows<{ status: string; attempts: number; last_error: string | null }>(
    t.database.db,
    sql`select status, attempts, last_error from jobs where ref_id = ${refId}`,
  );

describe('analysis lifecycle', () => {
  it('goes from not_started to processing to completed, with the result panels stored', async () => {
    const id = await investigatingIncident(t, people);
    const { call } = api(t, people);
    const before = await call('GET', `/api/rca/analyze/${id}/status`, 'STAFF');
    expect(before.json()).toMatchObject({
      status: 'not_started',
      run_id: null,
      analysis_status: 'not_started',
    });

    const started = await start(id);
    expect(started.statusCode).toBe(202);
    const body = started.json();
    expect(body.status).toBe('processing');
    expect(body.check_status_url).toBe(`/api/rca/runs/${body.run_id}`);
    expect(Date.parse(body.estimated_completion)).toBeGreaterThan(Date.now());
    expect((await call('GET', body.check_status_url, 'MANAGER')).json().status).toBe('processing');
    expect((await incidentColumns(t, tenantId, id))?.analysis_status).toBe('processing');

    runners.push(testRunner(t).start());
    const done = await waitForRun(t, people, body.check_status_url);
    expect(done).toMatchObject({ status: 'completed', run_id: body.run_id, error: null, attempts: 1 });
    expect(done.analysis_status).toBe('completed');
    expect(done.ai_confidence_score).toBeGreaterThan(0);

    const view = await call('GET', `/api/rca/incidents/${id}`, 'INVESTIGATOR');
    expect(view.statusCode).toBe(200);
    const analysis = view.json();
    expect(analysis.analysis.run_id).toBe(body.run_id);
    expect(analysis.analysis.provider).toBe('builtin');
    expect(analysis.analysis.fallback_generated).toBe(false);
    expect(analysis.analysis.analysis.classification.incident_type_name).toMatch(/\w/);
    expect(analysis.analysis.five_whys.why1.answer).toMatch(/\w/);
    expect(analysis.analysis.compliance.processing_time_ms).toBeGreaterThanOrEqual(0);
    expect(analysis.recommendations.length).toBeGreaterThan(0);
    expect(analysis.recommendations.every((r: { status: string }) => r.status === 'PENDING')).toBe(true);
    expect(analysis.corrective_actions).toEqual([]);
    expect(analysis.permissions).toEqual({ can_start: true, can_decide: false, can_manage_actions: false });
    const columns = await incidentColumns(t, tenantId, id);
    expect(columns?.analysis_status).toBe('completed');
    expect(columns?.ai_confidence_score).toBe(done.ai_confidence_score);
    expect(await jobRows(body.run_id)).toEqual([{ status: 'done', attempts: 1, last_error: null }]);
  });

  it('returns the running analysis when started again, even at the same moment', async () => {
    const id = await investigatingIncident(t, people);
    const [a, b] = await Promise.all([start(id), start(id, 'INVESTIGATOR')]);
    const again = await start(id, 'ADMIN');
    expect(a.statusCode).toBe(202);
    expect(b.json().run_id).toBe(a.json().run_id);
    expect(again.json().run_id).toBe(a.json().run_id);
    const [count] = await withTenant(t.database.db, tenantId, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from analysis_runs where incident_id = ${id}`,
      ),
    );
    expect(count?.n).toBe(1);
    expect(await jobRows(a.json().run_id)).toHaveLength(1);
  });

  it("refuses drafts, staff and insurers, and hides other tenants' incidents", async () => {
    const { call } = api(t, people);
    const draft = await call('POST', '/api/incidents', 'MANAGER', { title: 'Half written' });
    const draftRes = await start(draft.json().incident.id);
    expect(draftRes.statusCode).toBe(409);
    expect(draftRes.json().error.message).toBe(MESSAGES.analysis.draftNotAnalysed);
    const id = await investigatingIncident(t, people);
    expect((await call('POST', `/api/rca/analyze/${id}`, 'STAFF')).statusCode).toBe(403);
    expect((await call('POST', `/api/rca/analyze/${id}`, 'INSURER')).statusCode).toBe(403);

    const otherId = await createTenant(t, 'globex');
    const other = await createPersonPerRole(t, otherId, 'globex');
    const foreign = api(t, other);
    expect((await foreign.call('POST', `/api/rca/analyze/${id}`, 'MANAGER')).statusCode).toBe(404);
    expect((await foreign.call('GET', `/api/rca/analyze/${id}/status`, 'MANAGER')).statusCode).toBe(404);
    expect((await foreign.call('GET', `/api/rca/incidents/${id}`, 'ADMIN')).statusCode).toBe(404);
    const run = (await start(id)).json();
    expect((await foreign.call('GET', run.check_status_url, 'ADMIN')).statusCode).toBe(404);
    // Staff who did not report it cannot see it, so cannot follow its analysis either.
    const colleague = await createUser(t, tenantId, 'acme', { email: 'colleague@acme.test', role: 'STAFF' });
    const headers = authHeaders(colleague, await tokenFor(t, colleague));
    for (const url of [`/api/rca/analyze/${id}/status`, run.check_status_url, `/api/rca/incidents/${id}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    }
    expect((await call('GET', run.check_status_url, 'STAFF')).statusCode).toBe(200);
  });
});

describe('durability', () => {
  it("reclaims a job whose worker died, completes it once and discards the dead worker's result", async () => {
    const id = await investigatingIncident(t, people);
    const run = (await start(id)).json();
    // A worker claims the job and then "crashes": no heartbeat, so its lease runs out.
    const dead = await claimJob(t.database.db, 'dead-worker', 60_000, [ANALYSIS_JOB]);
    expect(dead?.refId).toBe(run.run_id);
    const runner = testRunner(t);
    expect(await runner.runOnce()).toBe(false); // the lease still holds
    await t.database.db.execute(
      sql`update jobs set locked_until = now() - interval '1 second' where id = ${dead?.id}`,
    );
    expect(await runner.runOnce()).toBe(true);
    const done = await waitForRun(t, people, run.check_status_url);
    expect(done).toMatchObject({ status: 'completed', attempts: 2 });
    if (!dead) throw new Error('no job claimed');
    await expect(withTenant(t.database.db, tenantId, (tx) => finishJob(tx, dead))).rejects.toBeInstanceOf(
      LeaseLostError,
    );
    expect(await jobRows(run.run_id)).toEqual([{ status: 'done', attempts: 2, last_error: null }]);
  });

  it('retries a run that threw, then succeeds', async () => {
    const id = await investigatingIncident(t, people);
    const run = (await start(id)).json();
    const real = analysisJobHandler({ config: t.config, database: t.database }, quietLogger);
    let calls = 0;
    const flaky: JobHandler = {
      run: async (job, finish) => {
        calls++;
        if (calls === 1) throw new Error('model server went away');
        return real.run(job, finish);
      },
      giveUp: real.giveUp,
    };
    const runner = new JobRunner(
      t.database.db,
      { [ANALYSIS_JOB]: flaky },
      {
        leaseMs: 60_000,
        busyPollMs: 0,
        idlePollMs: 20,
        retryDelayMs: () => 0,
        logger: quietLogger,
      },
    );
    expect(await runner.runOnce()).toBe(true);
    expect(await jobRows(run.run_id)).toEqual([
      { status: 'queued', attempts: 1, last_error: 'model server went away' },
    ]);
    expect((await api(t, people).call('GET', run.check_status_url, 'MANAGER')).json().status).toBe(
      'processing',
    );
    expect(await runner.runOnce()).toBe(true);
    expect(calls).toBe(2);
    expect((await waitForRun(t, people, run.check_status_url)).status).toBe('completed');
  });

  it('marks the run failed after the last attempt, and a new start begins again', async () => {
    const id = await investigatingIncident(t, people);
    const run = (await start(id)).json();
    const real = analysisJobHandler({ config: t.config, database: t.database }, quietLogger);
    const broken: JobHandler = { run: async () => Promise.reject(new Error('boom')), giveUp: real.giveUp };
    const runner = new JobRunner(
      t.database.db,
      { [ANALYSIS_JOB]: broken },
      {
        leaseMs: 60_000,
        busyPollMs: 0,
        idlePollMs: 20,
        retryDelayMs: () => 0,
        logger: quietLogger,
      },
    );
    for (let i = 0; i < t.config.JOBS_MAX_ATTEMPTS; i++) expect(await runner.runOnce()).toBe(true);
    expect(await runner.runOnce()).toBe(false);
    const failed = (await api(t, people).call('GET', `/api/rca/analyze/${id}/status`, 'INVESTIGATOR')).json();
    expect(failed).toMatchObject({
      status: 'failed',
      error: MESSAGES.analysis.failedTryAgain,
      analysis_status: 'failed',
      attempts: 3,
    });
    expect(await jobRows(run.run_id)).toEqual([{ status: 'failed', attempts: 3, last_error: 'boom' }]);
    expect((await incidentColumns(t, tenantId, id))?.analysis_status).toBe('failed');

    const retry = (await start(id)).json();
    expect(retry.run_id).not.toBe(run.run_id);
    runners.push(testRunner(t).start());
    expect((await waitForRun(t, people, retry.check_status_url)).status).toBe('completed');
  });
});

describe('the job queue', () => {
  it('shows a tenant transaction only its own jobs, and workers outside any tenant all of them', async () => {
    const otherId = await createTenant(t, 'initech');
    await withTenant(t.database.db, tenantId, (tx) =>
      enqueueJob(tx, { tenantId, kind: 'isolation', refId: newId(), maxAttempts: 1 }),
    );
    const count = (rows: { n: number }[]) => rows[0]?.n;
    const countJobs = sql`select count(*)::int as n from jobs where kind = 'isolation'`;
    expect(count(await queryRows(t.database.db, countJobs))).toBe(1);
    expect(count(await withTenant(t.database.db, tenantId, (tx) => queryRows(tx, countJobs)))).toBe(1);
    expect(count(await withTenant(t.database.db, otherId, (tx) => queryRows(tx, countJobs)))).toBe(0);
    const forged = await withTenant(t.database.db, otherId, (tx) =>
      enqueueJob(tx, { tenantId, kind: 'isolation', refId: newId(), maxAttempts: 1 }),
    ).catch((e: Error & { cause?: Error }) => e.cause?.message ?? e.message);
    expect(forged).toMatch(/row-level security/);
    await t.database.db.execute(sql`update jobs set status = 'done' where kind = 'isolation'`);
  });
});

describe('npm run worker', () => {
  it('refuses to start on the embedded database, which one process owns', async () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: '/nonexistent-test-data-dir',
        JWT_SECRET: 'x'.repeat(40),
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(child.status).toBe(1);
    expect(child.stderr).toContain('npm run worker needs DATABASE_URL (PostgreSQL)');
  });
});

describe('two runners on one database', () => {
  it('run each of 20 jobs exactly once', async () => {
    const seen = new Map<string, number>();
    const counting: JobHandler = {
      run: async (job, finish) => {
        seen.set(job.refId, (seen.get(job.refId) ?? 0) + 1);
        await sleep(5);
        await withTenant(t.database.db, job.tenantId, finish);
      },
      giveUp: async () => {},
    };
    const refs = Array.from({ length: 20 }, () => newId());
    await withTenant(t.database.db, tenantId, async (tx) => {
      for (const refId of refs) await enqueueJob(tx, { tenantId, kind: 'count', refId, maxAttempts: 3 });
    });
    const options = { leaseMs: 60_000, busyPollMs: 0, idlePollMs: 10, logger: quietLogger };
    const a = new JobRunner(t.database.db, { count: counting }, { ...options, workerId: 'a' }).start();
    const b = new JobRunner(t.database.db, { count: counting }, { ...options, workerId: 'b' }).start();
    runners.push(a, b);
    const deadline = Date.now() + 20_000;
    while (a.completed + b.completed < refs.length && Date.now() < deadline) await sleep(20);
    expect(a.completed + b.completed).toBe(20);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(seen.size).toBe(20);
    const rows = await queryRows<{ status: string; n: number }>(
      t.database.db,
      sql`select status, count(*)::int as n from jobs where kind = 'count' group by status`,
    );
    expect(rows).toEqual([{ status: 'done', n: 20 }]);
  });

  it('leave a long job to the runner whose heartbeat keeps its lease', async () => {
    let runs = 0;
    const slow: JobHandler = {
      run: async (job, finish) => {
        runs++;
        await sleep(1_500);
        await withTenant(t.database.db, job.tenantId, finish);
      },
      giveUp: async () => {},
    };
    const refId = newId();
    await withTenant(t.database.db, tenantId, (tx) =>
      enqueueJob(tx, { tenantId, kind: 'slow', refId, maxAttempts: 3 }),
    );
    // A 600 ms lease is renewed every 200 ms; without the heartbeat the second runner would take it over.
    const options = { leaseMs: 600, busyPollMs: 0, idlePollMs: 50, logger: quietLogger };
    const a = new JobRunner(t.database.db, { slow }, { ...options, workerId: 'a' });
    const b = new JobRunner(t.database.db, { slow }, { ...options, workerId: 'b' });
    const first = a.runOnce();
    await sleep(100);
    runners.push(b.start());
    expect(await first).toBe(true);
    await sleep(300);
    expect(runs).toBe(1);
    expect(await jobRows(refId)).toEqual([{ status: 'done', attempts: 1, last_error: null }]);
  });
});
