import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { newId } from '../ids.js';
import { HashingCounter } from './hashing.js';
import { type AwsCredentials, EMPTY_SHA256, signRequest, UNSIGNED_PAYLOAD, uriEncode } from './sigv4.js';
import { checkKey, type ObjectStorage, StorageNotFound, type StoredObject } from './storage.js';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (path-style addressing); AWS's own virtual host when absent. */
  endpoint?: string | undefined;
  credentials: AwsCredentials;
  /** Local folder where an upload is spooled until its length is known. */
  spoolDir: string;
  fetch?: typeof fetch;
}

/**
 * S3 through plain fetch and Signature V4. A plain PUT needs the length up front, which a
 * multipart upload does not give, so the body is first spooled to a local file (hashed and counted
 * on the way) and then streamed from that file: memory stays flat and the bucket only ever receives
 * complete objects.
 */
export class S3Storage implements ObjectStorage {
  private readonly fetch: typeof fetch;
  constructor(private readonly options: S3Options) {
    this.fetch = options.fetch ?? fetch;
  }

  private urlOf(key: string): URL {
    const objectPath = checkKey(key).split('/').map(uriEncode).join('/');
    const { endpoint, bucket, region } = this.options;
    if (endpoint) return new URL(`${endpoint.replace(/\/$/, '')}/${uriEncode(bucket)}/${objectPath}`);
    return new URL(`https://${bucket}.s3.${region}.amazonaws.com/${objectPath}`);
  }

  private async send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    extra: { headers?: Record<string, string>; body?: ReadableStream<Uint8Array>; signal?: AbortSignal } = {},
  ): Promise<Response> {
    const url = this.urlOf(key);
    const headers = signRequest(
      {
        method,
        url,
        headers: extra.headers ?? {},
        payloadHash: method === 'PUT' ? UNSIGNED_PAYLOAD : EMPTY_SHA256,
        region: this.options.region,
        service: 's3',
        now: new Date(),
      },
      this.options.credentials,
    );
    const init: RequestInit & { duplex?: 'half' } = { method, headers };
    if (extra.body) {
      init.body = extra.body;
      init.duplex = 'half';
    }
    if (extra.signal) init.signal = extra.signal;
    return this.fetch(url, init);
  }

  async put(key: string, body: Readable, options: { signal?: AbortSignal } = {}): Promise<StoredObject> {
    await mkdir(this.options.spoolDir, { recursive: true });
    const spool = path.join(this.options.spoolDir, `.${newId()}.part`);
    const counter = new HashingCounter();
    const signal = options.signal ? { signal: options.signal } : {};
    const file = createWriteStream(spool, { flags: 'wx' });
    try {
      await pipeline(body, counter, file, signal);
      const stored = counter.result();
      const upload = Readable.toWeb(createReadStream(spool)) as unknown as ReadableStream<Uint8Array>;
      const response = await this.send('PUT', key, {
        headers: { 'content-length': String(stored.size) },
        body: upload,
        ...signal,
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`S3 PUT ${key} failed with ${response.status}`);
      return stored;
    } finally {
      // Wait for the spool to close: a refusal in the first bytes can come before its open ends.
      if (!file.closed) await once(file, 'close').catch(() => undefined);
      await unlink(spool).catch(() => undefined);
    }
  }

  async get(key: string): Promise<Readable> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      throw new StorageNotFound(key);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`S3 GET ${key} failed with ${response.status}`);
    }
    return Readable.fromWeb(response.body as unknown as NodeWebStream<Uint8Array>);
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    await response.body?.cancel();
    // S3 answers 204 whether or not the key existed; a 404 from a compatible server means the same.
    if (!response.ok && response.status !== 404)
      throw new Error(`S3 DELETE ${key} failed with ${response.status}`);
  }
}
