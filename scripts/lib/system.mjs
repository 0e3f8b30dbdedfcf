import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './proc.mjs';

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export const CHROMIUM = '/usr/bin/chromium';
const PG_ROOT = '/usr/lib/postgresql';

/** Highest installed PostgreSQL major's bin dir that has initdb, or null. */
export function findPgBinDir() {
  let versions = [];
  try {
    versions = readdirSync(PG_ROOT);
  } catch {
    return null;
  }
  const usable = versions
    .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb')))
    // Numeric sort: '9.6' must rank below '15'.
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return usable.length ? join(PG_ROOT, usable[0], 'bin') : null;
}

let aptUpdated = false;

/** apt-get install as root; runs `apt-get update` at most once per process. Returns true on success. */
export async function aptInstall(packages, { log = console.log } = {}) {
  if (!isRoot) {
    log(`Not root: cannot apt-get install ${packages.join(' ')}.`);
    return false;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    log('$ apt-get update');
    const r = await run('apt-get', ['update'], { env });
    if (r.code !== 0) return false;
    aptUpdated = true;
  }
  log(`$ apt-get install -y ${packages.join(' ')}`);
  const r = await run('apt-get', ['install', '-y', ...packages], { env });
  return r.code === 0;
}
