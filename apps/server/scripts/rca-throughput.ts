/**
 * Analysis jobs per minute with K worker processes on one PostgreSQL queue (DESIGN section 13).
 * Usage: DATABASE_URL=postgres://... npx tsx apps/server/scripts/rca-throughput.ts [jobs=200] [workers=2]
 * It adds a throwaway tenant with N investigating incidents and queues one analysis each, then starts
 * K `npm run worker` processes (apps/server/dist/worker.js if built, else or with --tsx src/worker.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { BUILTIN_MODEL, BUILTIN_PROVIDER } from '../src/ai/analysis/analyze.js';
import { openDatabase, queryRows, withTenant } from '../src/db/client.js';
import { enqueueJob } from '../src/jobs/queue.js';
import { insertTenant } from '../src/modules/clients/clients.repository.js';
import { insertIncident } from '../src/modules/incidents/incidents.repository.js';
import { ANALYSIS_JOB } from '../src/modules/rca/analysis.job.js';
import { insertRun } from '../src/modules/rca/rca.repository.js';
import { insertUser } from '../src/modules/users/users.repository.js';
import { newId, randomToken } from '../src/platform/ids.js';

const STORIES = [
  'A forklift reversing out of aisle 4 struck a picker walking to the dock; no marked walkway.',
  'Worker fell from the second step of a ladder while changing a light and fractured a wrist.',
  'Caustic cleaner splashed into the eyes of a cleaner decanting it without goggles.',
  'Storeman strained his lower back lifting 25 kg cartons from floor level onto a shelf.',
  'A customer shouted at and pushed a cashier after a refund was refused.',
  'Electrician received a shock from a cable that had not been isolated before work began.',
];

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a PostgreSQL database (the embedded database allows one process only).');
  process.exit(1);
}
const [jobArg, workerArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const jobCount = Number(jobArg ?? 200);
const workerCount = Number(workerArg ?? 2);
// --tsx runs the workers from source, for when dist/ is not built or is older than the source.
const fromSource = process.argv.includes('--tsx');
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distWorker = path.join(serverDir, 'dist', 'worker.js');

const database = await openDatabase({ url });
const db = database.db;
const tenantId = newId();
const slug = `throughput-${randomToken(4)
  .toLowerCase()
  .replace(/[^a-z0-9]/g, 'x')}`;
await insertTenant(db, { id: tenantId, slug, name: 'Throughput test', clientCode: slug.toUpperCase() });
const runIds: string[] = [];
await withTenant(db, tenantId, async (tx) => {
  const reporter = newId();
  await insertUser(tx, {
    id: reporter,
    tenantId,
    email: `reporter@${slug}.test`,
    firstName: 'Bench',
    lastName: 'Reporter',
    role: 'STAFF',
    locationId: null,
  });
  for (let i = 0; i < jobCount; i++) {
    const incidentId = newId();
    await insertIncident(tx, {
      id: incidentId,
      tenantId,
      incidentNumber: `INC-BENCH-${String(i).padStart(6, '0')}`,
      reporterUserId: reporter,
      status: 'INVESTIGATING',
      reportType: 'INJURY',
      severity: 'HIGH',
      title: `Bench incident ${i}`,
      description: STORIES[i % STORIES.length] ?? '',
      analysisStatus: 'processing',
    });
    const runId = newId();
    await insertRun(tx, {
      id: runId,
      tenantId,
      incidentId,
      status: 'processing',
      provider: BUILTIN_PROVIDER,
      model: BUILTIN_MODEL,
    });
    await enqueueJob(tx, { tenantId, kind: ANALYSIS_JOB, refId: runId, maxAttempts: 3 });
    runIds.push(runId);
  }
});
console.log(`queued ${jobCount} analyses in tenant ${slug}; starting ${workerCount} worker process(es)`);

const command =
  existsSync(distWorker) && !fromSource
    ? { cmd: process.execPath, args: [distWorker] }
    : { cmd: process.execPath, args: ['--import', 'tsx', path.join(serverDir, 'src', 'worker.ts')] };
const env = { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', JOBS_POLL_IDLE_MS: '100' };
const started = Date.now();
const workers: ChildProcess[] = Array.from({ length: workerCount }, () =>
  spawn(command.cmd, command.args, { env, stdio: ['ignore', 'ignore', 'inherit'] }),
);

interface Progress {
  done: number;
  failed: number;
  first: Date | null;
  last: Date | null;
}
async function progress(): Promise<Progress> {
  const [row] = await withTenant(db, tenantId, (tx) =>
    queryRows<{ done: number; failed: number; first: Date | null; last: Date | null }>(
      tx,
      sql`select count(*) filter (where status = 'completed')::int as done,
                 count(*) filter (where status = 'failed')::int as failed,
                 min(started_at) as first, max(finished_at) as last
          from analysis_runs where tenant_id = ${tenantId}`,
    ),
  );
  return row ?? { done: 0, failed: 0, first: null, last: null };
}

let state = await progress();
const deadline = Date.now() + 30 * 60_000;
while (state.done + state.failed < jobCount && Date.now() < deadline) {
  await new Promise((r) => setTimeout(r, 250));
  state = await progress();
}
const wall = (Date.now() - started) / 1000;
for (const w of workers) w.kill('SIGTERM');
await Promise.all(
  workers.map((w) => new Promise((r) => (w.exitCode === null ? w.once('exit', r) : r(null)))),
);

const busy =
  state.first && state.last ? (new Date(state.last).getTime() - new Date(state.first).getTime()) / 1000 : 0;
console.log(`completed ${state.done}, failed ${state.failed} of ${jobCount} with ${workerCount} worker(s)`);
console.log(
  `wall clock (including worker start-up): ${wall.toFixed(1)} s -> ${((state.done / wall) * 60).toFixed(0)} jobs/minute`,
);
if (busy > 0)
  console.log(
    `first start to last finish: ${busy.toFixed(1)} s -> ${((state.done / busy) * 60).toFixed(0)} jobs/minute`,
  );
await database.close();
