import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** An upload never takes this long; a temporary file older than this was left by a crash. */
export const PARTIAL_UPLOAD_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * Removes temporary upload files (`.{id}.part`, in the disk store and the S3 spool) left behind by
 * a process killed mid-upload. Only old ones: another process sharing the folder may be writing
 * a fresh one right now. Returns how many were removed.
 */
export async function sweepPartialUploads(
  root: string,
  now = Date.now(),
  maxAgeMs = PARTIAL_UPLOAD_MAX_AGE_MS,
): Promise<number> {
  let removed = 0;
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) {
      removed += await sweepPartialUploads(full, now, maxAgeMs);
    } else if (entry.name.startsWith('.') && entry.name.endsWith('.part')) {
      const info = await stat(full).catch(() => null);
      if (info && now - info.mtimeMs > maxAgeMs) {
        await unlink(full).catch(() => undefined);
        removed++;
      }
    }
  }
  return removed;
}
