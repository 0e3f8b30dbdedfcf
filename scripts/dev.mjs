#!/usr/bin/env node
// `npm run dev`: API (tsx watch) and Vite side by side, one prefixed log, both stopped together.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { killGroup, run } from './lib/proc.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const tty = process.stdout.isTTY;
// Children write to pipes, so without this they would drop colours even in a terminal.
const env =
  tty && !process.env.NO_COLOR
    ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }
    : process.env;

const services = [
  {
    name: 'api',
    color: 36,
    // tsx clears the screen on every restart by default, which would wipe Vite's output too.
    cmd: ['npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts']],
  },
  { name: 'web', color: 35, cmd: ['npm', ['run', 'dev', '-w', '@app/web']] },
];
const width = Math.max(...services.map((s) => s.name.length));

function prefixer(service, out) {
  const label = `[${service.name.padEnd(width)}]`;
  const prefix = tty ? `\x1b[${service.color}m${label}\x1b[0m ` : `${label} `;
  let pending = '';
  return {
    write(chunk) {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      for (const line of lines) out.write(`${prefix}${line}\n`);
    },
    flush() {
      if (pending) out.write(`${prefix}${pending}\n`);
      pending = '';
    },
  };
}

const children = [];
let shuttingDown = false;
let exitCode = 0;

function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  exitCode = code;
  for (const child of children) killGroup(child, 'SIGTERM');
  // Watchers occasionally ignore SIGTERM mid-rebuild; do not hang the terminal on them.
  setTimeout(() => {
    for (const child of children) killGroup(child, 'SIGKILL');
  }, 5000).unref();
}

const finished = services.map(async (service) => {
  const out = prefixer(service, process.stdout);
  const err = prefixer(service, process.stderr);
  const result = await run(service.cmd[0], service.cmd[1], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    reap: false,
    onChild(child) {
      children.push(child);
      child.stdout.setEncoding('utf8').on('data', (d) => out.write(d));
      child.stderr.setEncoding('utf8').on('data', (d) => err.write(d));
      child.stdout.on('end', () => out.flush());
      child.stderr.on('end', () => err.flush());
    },
  });
  if (!shuttingDown) {
    const how = result.error
      ? `could not start: ${result.error.message}`
      : `exited (${result.code ?? result.signal})`;
    console.error(`[${service.name}] ${how}; stopping the others.`);
    shutdown(result.code || 1);
  }
});

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => shutdown(130));

await Promise.all(finished);
process.exit(exitCode);
