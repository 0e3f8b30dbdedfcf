#!/usr/bin/env node
// The one test command (`npm test`). Runs every step even after failures so the final count is
// complete, and ends with the `N passed, N failed` line the CI harness parses.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { killGroup, liveChildren, run } from './lib/proc.mjs';
import { aptInstall, CHROMIUM, findPgBinDir, isRoot } from './lib/system.mjs';
import { startCluster } from './pg-cluster.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STEP_NAMES = ['lint', 'typecheck', 'unit', 'server-pglite', 'server-postgres', 'build', 'e2e'];
// Generous per-command cap: it only exists so a hung process cannot stall CI forever.
const COMMAND_TIMEOUT_MS = Number(process.env.VIGIL_TEST_TIMEOUT_MS) || 10 * 60_000;

function parseList(flag) {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
  if (i < 0) return null;
  const raw = args[i].includes('=') ? args[i].slice(flag.length + 1) : (args[i + 1] ?? '');
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !STEP_NAMES.includes(n));
  if (unknown.length) {
    console.error(`Unknown step(s) for ${flag}: ${unknown.join(', ')}. Steps: ${STEP_NAMES.join(', ')}`);
    process.exit(2);
  }
  return names;
}

const only = parseList('--only');
const skip = parseList('--skip') ?? [];
const selected = STEP_NAMES.filter((n) => (!only || only.includes(n)) && !skip.includes(n));

const baseEnv = { ...process.env, VIGIL_TEST: '1' };
if (!process.stdout.isTTY) {
  baseEnv.FORCE_COLOR = '0';
  // picocolors/tinyrainbow (vitest) treat any FORCE_COLOR, even '0', as "on"; NO_COLOR wins there.
  baseEnv.NO_COLOR = '1';
}

const tmp = mkdtempSync(join(tmpdir(), 'vigil-test-'));
let jsonSeq = 0;
const jsonPath = (label) => join(tmp, `${++jsonSeq}-${label}.json`);

const note = (msg) => console.log(`  -> ${msg}`);

function header(title) {
  const line = `=== ${title} `;
  console.log(`\n${line}${'='.repeat(Math.max(3, 100 - line.length))}`);
}

function describeEnd(r) {
  if (r.error) return `could not start: ${r.error.message}`;
  if (r.timedOut) return `timed out after ${COMMAND_TIMEOUT_MS / 1000}s`;
  if (r.signal) return `killed by ${r.signal}`;
  return `exit ${r.code}`;
}

async function exec(cmd, args, { cwd = ROOT, env = {} } = {}) {
  const where = cwd === ROOT ? '' : ` (in ${relative(ROOT, cwd)})`;
  console.log(`$ ${cmd} ${args.join(' ')}${where}`);
  return run(cmd, args, {
    cwd,
    env: { ...baseEnv, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    timeoutMs: COMMAND_TIMEOUT_MS,
  });
}

/** A step that is one check: passes iff the command exits 0. */
async function check(cmd, args, opts) {
  const r = await exec(cmd, args, opts);
  if (r.code !== 0) note(`failed: ${describeEnd(r)}`);
  return r.code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

async function vitest(workspace, env = {}) {
  const out = jsonPath(workspace.replaceAll('/', '-'));
  const r = await exec(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
      // Workspaces without tests yet count 0 rather than failing the run.
      '--passWithNoTests',
    ],
    { cwd: join(ROOT, workspace), env },
  );
  const report = readJson(out);
  if (!report) {
    note(`no readable vitest JSON report (${describeEnd(r)}): counted as 1 failure`);
    return { passed: 0, failed: 1 };
  }
  const counts = {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
  // A test file that fails to import (or a failing beforeAll) fails no individual test: count the file.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  );
  for (const f of brokenFiles) note(`test file failed outside any test: ${relative(ROOT, f.name)}`);
  counts.failed += brokenFiles.length;
  // Unhandled errors also fail the run without failing a test.
  if (r.code !== 0 && counts.failed === 0) {
    note(`vitest ${describeEnd(r)} with no failed test (broken test file or unhandled error): +1 failure`);
    counts.failed = 1;
  }
  if (counts.passed + counts.failed + counts.skipped === 0) note('no tests found');
  return counts;
}

async function ensurePostgres() {
  if (findPgBinDir()) return true;
  if (!isRoot) return false;
  note('PostgreSQL not found under /usr/lib/postgresql; installing it with apt');
  await aptInstall(['postgresql', 'postgresql-contrib'], { log: note });
  return Boolean(findPgBinDir());
}

const steps = {
  lint: { title: 'lint: biome check', run: () => check('npx', ['biome', 'check', '.']) },

  typecheck: { title: 'typecheck', run: () => check('npm', ['run', 'typecheck']) },

  unit: {
    title: 'unit tests: contracts + web (vitest)',
    async run() {
      const a = await vitest('packages/contracts');
      const b = await vitest('apps/web');
      return {
        passed: a.passed + b.passed,
        failed: a.failed + b.failed,
        skipped: (a.skipped ?? 0) + (b.skipped ?? 0),
      };
    },
  },

  'server-pglite': {
    title: 'server integration tests on PGlite (vitest)',
    run: () => vitest('apps/server', { VIGIL_TEST_DB: 'pglite' }),
  },

  'server-postgres': {
    title: 'server integration tests on PostgreSQL (vitest)',
    async run() {
      if (!(await ensurePostgres())) {
        note('PostgreSQL is not installed (need /usr/lib/postgresql/*/bin/initdb; root can apt-get it)');
        return { passed: 0, failed: 1 };
      }
      let cluster;
      try {
        cluster = await startCluster();
      } catch (err) {
        note(`could not start a PostgreSQL cluster:\n${err.message}`);
        return { passed: 0, failed: 1 };
      }
      note(`PostgreSQL cluster at ${cluster.url}`);
      try {
        return await vitest('apps/server', {
          VIGIL_TEST_DB: 'postgres',
          VIGIL_TEST_DATABASE_URL: cluster.url,
        });
      } finally {
        await cluster.stop();
        note('PostgreSQL cluster stopped');
      }
    },
  },

  build: { title: 'build', run: () => check('npm', ['run', 'build']) },

  e2e: {
    title: 'end-to-end: Playwright in Debian Chromium',
    async run() {
      const config = 'e2e/playwright.config.ts';
      if (!existsSync(join(ROOT, config))) {
        note(`${config} does not exist yet: step skipped`);
        return { passed: 0, failed: 0, remark: `not run: no ${config}` };
      }
      if (!existsSync(CHROMIUM) && isRoot) {
        note(`${CHROMIUM} missing; installing chromium with apt`);
        await aptInstall(['chromium'], { log: note });
      }
      if (!existsSync(CHROMIUM)) {
        note(`${CHROMIUM} is missing (Playwright here uses Debian Chromium, never downloaded browsers)`);
        return { passed: 0, failed: 1 };
      }
      const out = jsonPath('playwright');
      const r = await exec('npx', ['playwright', 'test', '--config', config, '--reporter=list,json'], {
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      });
      const stats = readJson(out)?.stats;
      if (!stats) {
        note(`no readable Playwright JSON report (${describeEnd(r)}): counted as 1 failure`);
        return { passed: 0, failed: 1 };
      }
      const counts = {
        passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
        failed: stats.unexpected ?? 0,
        skipped: stats.skipped ?? 0,
      };
      if (stats.flaky) note(`${stats.flaky} flaky test(s) passed on retry`);
      // Global setup or webServer failures fail the run without any test failing.
      if (r.code !== 0 && counts.failed === 0) {
        note(`playwright ${describeEnd(r)} with no failed test (setup/webServer error?): +1 failure`);
        counts.failed = 1;
      }
      return counts;
    },
  },
};

let interrupted = false;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nReceived ${sig}: stopping.`);
    for (const child of liveChildren()) killGroup(child, sig === 'SIGHUP' ? 'SIGTERM' : sig);
    // pg-cluster's own 'exit' hook stops any running cluster synchronously.
    setTimeout(() => {
      for (const child of liveChildren()) killGroup(child, 'SIGKILL');
      rmSync(tmp, { recursive: true, force: true });
      process.exit(130);
    }, 3000).unref();
  });
}

const results = [];
const t0 = Date.now();
for (const [i, name] of selected.entries()) {
  if (interrupted) break;
  const step = steps[name];
  header(`[${i + 1}/${selected.length}] ${step.title}`);
  const started = Date.now();
  let counts;
  try {
    counts = await step.run();
  } catch (err) {
    note(`step crashed: ${err?.stack ?? err}`);
    counts = { passed: 0, failed: 1 };
  }
  const secs = (Date.now() - started) / 1000;
  results.push({ name, ...counts, skipped: counts.skipped ?? 0, secs });
  note(`${name}: ${counts.passed} passed, ${counts.failed} failed in ${secs.toFixed(1)}s`);
}
rmSync(tmp, { recursive: true, force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
for (const r of results) {
  total.passed += r.passed;
  total.failed += r.failed;
  total.skipped += r.skipped;
}

const row = (cells) =>
  cells.map((c, j) => (j === 0 ? String(c).padEnd(16) : String(c).padStart(8))).join(' ');
console.log(`\n${row(['step', 'passed', 'failed', 'skipped', 'seconds'])}`);
for (const r of results) {
  const line = row([r.name, r.passed, r.failed, r.skipped, r.secs.toFixed(1)]);
  console.log(r.remark ? `${line}  (${r.remark})` : line);
}
console.log(row(['total', total.passed, total.failed, total.skipped, ((Date.now() - t0) / 1000).toFixed(1)]));
if (interrupted) console.log('(interrupted: later steps did not run)');
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 || interrupted ? 1 : 0);
