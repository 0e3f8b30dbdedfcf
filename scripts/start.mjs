#!/usr/bin/env node
// `npm start`: make sure everything is compiled, then run the server as if it were exec'd.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/proc.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function newestUnder(path) {
  let st;
  try {
    st = statSync(path);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestUnder(join(path, entry)));
  }
  return newest;
}

async function step(cmd, args) {
  const r = await run(cmd, args, { cwd: ROOT });
  if (r.code !== 0) {
    console.error(`${cmd} ${args.join(' ')} failed (${r.error?.message ?? `exit ${r.code ?? r.signal}`}).`);
    process.exit(r.code || 1);
  }
}

// tsc -b is incremental, so this costs about a second when nothing changed.
await step('npx', ['tsc', '-b', 'packages/contracts', 'apps/server']);

const webIndex = join(ROOT, 'apps/web/dist/index.html');
const built = mtime(webIndex);
const sources = Math.max(
  ...['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'].map((p) =>
    newestUnder(join(ROOT, p)),
  ),
);
if (!built || sources > built) {
  console.log(built ? 'Rebuilding the web app (sources changed)...' : 'Building the web app (first run)...');
  await step('npm', ['run', 'build', '-w', '@app/web']);
}

// Own process group: a terminal Ctrl-C then reaches the server once, through us, rather than twice.
const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: ROOT,
  env: process.env,
  stdio: 'inherit',
  detached: true,
});

let lastSignal = { name: '', at: 0 };
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    // npm also forwards the signal it got from the terminal; collapse that echo into one.
    const now = Date.now();
    if (lastSignal.name === sig && now - lastSignal.at < 250) return;
    lastSignal = { name: sig, at: now };
    try {
      child.kill(sig);
    } catch {}
  });
}

child.on('error', (err) => {
  console.error(`Could not start the server: ${err.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 1));
});
