import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { StoredObject } from './storage.js';

/** Counts and hashes the bytes that pass through, so a stored object is never read twice. */
export class HashingCounter extends Transform {
  private readonly hash: Hash = createHash('sha256');
  private size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    callback(null, chunk);
  }

  result(): StoredObject {
    return { size: this.size, sha256: this.hash.digest('hex') };
  }
}
