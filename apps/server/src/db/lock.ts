import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another Vigil process (pid ${pid}). ` +
        'Stop that process first, or set DATABASE_URL to use a PostgreSQL server, which many processes can share.',
    );
  }
}

/** PGlite allows one process per data directory; a second opener would corrupt it, so refuse. */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'db.lock');
  const holder = readHolder(file);
  if (holder !== null && holder !== process.pid && isAlive(holder))
    throw new DataDirLockedError(dataDir, holder);
  writeFileSync(file, String(process.pid));
  return () => {
    if (readHolder(file) === process.pid) rmSync(file, { force: true });
  };
}

function readHolder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
