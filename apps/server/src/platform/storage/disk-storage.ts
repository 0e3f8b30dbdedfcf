import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newId } from '../ids.js';
import { HashingCounter } from './hashing.js';
import { checkKey, type ObjectStorage, StorageNotFound, type StoredObject } from './storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under one root, the tenant id as the first folder. Bytes go to a hidden temporary file
 * beside the target and are renamed into place only when complete, so a reader never sees half a
 * file and an interrupted upload leaves nothing under the final name.
 */
export class DiskStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, body: Readable, options: { signal?: AbortSignal } = {}): Promise<StoredObject> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), `.${newId()}.part`);
    const counter = new HashingCounter();
    const file = createWriteStream(temporary, { flags: 'wx' });
    try {
      await pipeline(body, counter, file, {
        ...(options.signal ? { signal: options.signal } : {}),
      });
      await rename(temporary, target);
    } catch (error) {
      // A file refused in its first bytes fails before the open has finished; the file is created
      // after that unless we wait for the stream to close, and would then outlive the unlink.
      if (!file.closed) await once(file, 'close').catch(() => undefined);
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    return counter.result();
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    // Opened first so a missing file is a clear StorageNotFound, not a stream error mid-response.
    const handle = await open(file, 'r').catch((error: unknown) => {
      throw isMissing(error) ? new StorageNotFound(key) : error;
    });
    return handle.createReadStream();
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }
}
