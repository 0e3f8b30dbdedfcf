// Lighthouse 12.2.3 (the pinned version; 13 needs Node 22) with Debian Chromium on the built server:
// the sign-in page anonymous, and /chat and /all-incidents signed in as an administrator.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { run } from '../scripts/lib/proc.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CLIENT = 'bench';

/** Spec 01 section 3: the storage suffix is the first 8 alphanumerics of base64(client). */
const tokenKey = (client) =>
  `authToken_${Buffer.from(client)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)}`;

async function provisionAdmin(cliRun, env) {
  await cliRun(env, ['tenant', 'create', CLIENT, '--name', 'Bench Pty Ltd']);
  const who = ['--client', CLIENT, '--email', 'admin@bench.test'];
  await cliRun(env, ['user', 'create', ...who, '--role', 'ADMIN']);
  const out = await cliRun(env, ['token', 'create', ...who, '--days', '1']);
  const token = /vgl_pat_[\w-]+/.exec(out)?.[0];
  if (!token) throw new Error(`no token in: ${out}`);
  return token;
}

/**
 * The app reads its token from localStorage, so a profile that already holds it is signed in.
 * Lighthouse then runs on that profile with its storage reset turned off.
 */
async function signedInProfile(origin, token) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-lh-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // A JSON address of the same origin: localStorage is per origin, and the app's scripts stay
    // out of the HTTP cache, so the audited load is as cold as the anonymous one.
    await page.goto(`${origin}/api/health`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [tokenKey(CLIENT), token]);
  } finally {
    await context.close();
  }
  return dir;
}

/** Audits that cost points (weighted, scored below 0.9), so a low score says why. */
function lostPoints(report) {
  const lost = [];
  for (const category of CATEGORIES) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (typeof audit?.score !== 'number' || audit.score >= 0.9) continue;
      // Opportunities carry no weight in v12 but name the fix (compression, unused JS, ...).
      const opportunity = audit.details?.type === 'opportunity';
      if (ref.weight > 0 || opportunity) {
        const issues = (audit.details?.items ?? []).map((item) => item.issueType).filter(Boolean);
        const detail = [audit.displayValue, ...issues].filter(Boolean).join('; ');
        lost.push(`${category}: ${audit.title}${detail ? ` (${detail})` : ''}`);
      }
    }
  }
  return lost;
}

async function lighthouse(root, url, profileDir, { keepStorage, preset }) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'vigil-lh-report-'));
  const flags = [...CHROMIUM_ARGS, `--user-data-dir=${profileDir}`].join(' ');
  const args = [
    url,
    `--chrome-flags=${flags}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${path.join(outDir, 'report.json')}`,
    '--quiet',
    ...(keepStorage ? ['--disable-storage-reset'] : []),
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  try {
    const result = await run(path.join(root, 'node_modules/.bin/lighthouse'), args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: CHROMIUM },
    });
    if (result.code !== 0) throw new Error(`lighthouse ${url} exited with ${result.code}`);
    const report = JSON.parse(readFileSync(path.join(outDir, 'report.json'), 'utf8'));
    if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
    const audit = (id) => report.audits[id]?.displayValue ?? '-';
    return {
      finalUrl: new URL(report.finalDisplayedUrl).pathname,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, report.categories[c]?.score ?? null])),
      metrics: {
        FCP: audit('first-contentful-paint'),
        LCP: audit('largest-contentful-paint'),
        TBT: audit('total-blocking-time'),
        CLS: audit('cumulative-layout-shift'),
      },
      warnings: report.runWarnings ?? [],
      lost: lostPoints(report),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function benchLighthouse({ root, serverMain, cliRun, freePort, waitForHealth }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-bench-lh-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  const port = await freePort();
  const origin = `http://${CLIENT}.localhost:${port}`;
  const profiles = [];
  try {
    const token = await provisionAdmin(cliRun, env);
    const child = spawn('node', [serverMain], {
      cwd: root,
      env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      await waitForHealth(port, child);
      const pages = [
        { path: '/', signedIn: false },
        { path: '/chat', signedIn: true },
        { path: '/all-incidents', signedIn: true },
      ];
      const rows = [];
      const lost = [];
      const warnings = new Set();
      // Mobile is Lighthouse's default (4x CPU slowdown, slow 4G); desktop is how managers use the lists.
      for (const preset of ['mobile', 'desktop']) {
        for (const target of pages) {
          const profile = target.signedIn
            ? await signedInProfile(origin, token)
            : mkdtempSync(path.join(tmpdir(), 'vigil-lh-profile-'));
          profiles.push(profile);
          const r = await lighthouse(root, `${origin}${target.path}`, profile, {
            keepStorage: target.signedIn,
            preset,
          });
          // A signed-in page that bounced to the sign-in screen would score the wrong page.
          if (r.finalUrl !== target.path) throw new Error(`${target.path} ended at ${r.finalUrl}`);
          for (const warning of r.warnings) warnings.add(warning);
          rows.push({
            url: target.path,
            preset,
            session: target.signedIn ? 'ADMIN' : 'anonymous',
            ...r.scores,
            ...r.metrics,
          });
          for (const line of r.lost) lost.push(`${target.path} (${preset}) ${line}`);
        }
      }
      console.log('\nLighthouse 12.2.3, Debian Chromium, simulated throttling (PGlite server, loopback):');
      console.table(rows);
      if (lost.length > 0) console.log(`Audits below 0.9:\n  ${lost.join('\n  ')}`);
      for (const warning of warnings) console.log(`Lighthouse warning: ${warning}`);
      return rows;
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  } finally {
    for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
