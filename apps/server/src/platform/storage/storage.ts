import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  sha256: string;
}

/**
 * Where evidence bytes live. Keys are generated ids (`{tenantId}/{attachmentId}`), never a user's
 * file name. `put` either stores the whole stream or leaves nothing behind.
 */
export interface ObjectStorage {
  put(key: string, body: Readable, options?: { signal?: AbortSignal }): Promise<StoredObject>;
  /** Rejects with StorageNotFound when nothing is stored under the key. */
  get(key: string): Promise<Readable>;
  /** Succeeds when the key is already gone: deleting twice is not an error. */
  delete(key: string): Promise<void>;
}

export class StorageNotFound extends Error {
  constructor(key: string) {
    super(`No stored object ${key}`);
  }
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*(\/[A-Za-z0-9][A-Za-z0-9-]*)*$/;

/** Keys become paths and URLs: only id-like segments, so none can climb out of its folder. */
export function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.length > 200) throw new Error(`Invalid storage key ${key}`);
  return key;
}
