import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sweepPartialUploads } from './sweep.js';

describe('sweepPartialUploads', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('removes old temporary files left by a crash, and nothing else', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'vigil-sweep-'));
    dirs.push(root);
    mkdirSync(path.join(root, 'tenant', '.spool'), { recursive: true });
    const old = path.join(root, 'tenant', '.a.part');
    const oldSpool = path.join(root, 'tenant', '.spool', '.b.part');
    const fresh = path.join(root, 'tenant', '.c.part');
    const stored = path.join(root, 'tenant', '0191');
    for (const f of [old, oldSpool, fresh, stored]) writeFileSync(f, 'x');
    const twoHoursAgo = (Date.now() - 2 * 3_600_000) / 1000;
    for (const f of [old, oldSpool, stored]) utimesSync(f, twoHoursAgo, twoHoursAgo);

    expect(await sweepPartialUploads(root)).toBe(2);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(oldSpool)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(stored)).toBe(true);
  });

  it('is quiet when the folder does not exist yet', async () => {
    expect(await sweepPartialUploads('/nonexistent-vigil-uploads')).toBe(0);
  });
});
