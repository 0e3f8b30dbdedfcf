import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows, withTenant } from '../src/db/client.js';
import { filesUnder, multipartBody, sample } from './fixtures/evidence.js';
import {
  authHeaders,
  buildTestApp,
  createTenant,
  createUser,
  type TestApp,
  tokenFor,
} from './helpers/app.js';

let t: TestApp;
let dir: string;
let uploadDir: string;
let tenantId: string;
let headers: Record<string, string>;
let port: number;

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const rows = () =>
  withTenant(t.database.db, tenantId, (tx) => queryRows<{ id: string }>(tx, sql`select id from attachments`));

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'vigil-abort-'));
  uploadDir = path.join(dir, 'uploads');
  t = await buildTestApp({ DATA_DIR: dir, UPLOAD_DIR: uploadDir });
  tenantId = await createTenant(t, 'acme');
  const user = await createUser(t, tenantId, 'acme', { email: 'kim@acme.test', role: 'STAFF' });
  headers = authHeaders(user, await tokenFor(t, user));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

it('a multipart upload cut off half way leaves no row and no file', async () => {
  const draft = await t.app.inject({
    method: 'POST',
    url: '/api/incidents',
    headers,
    payload: {
      title: 'Forklift near miss',
      report_type: 'NEAR_MISS',
      description: 'Reversed past a walkway.',
    },
  });
  expect(draft.statusCode).toBe(201);
  const number: string = draft.json().incident.incident_number;
  const video = Buffer.alloc(4 * 1024 * 1024, 7);
  sample('clip.mp4').copy(video);
  const form = multipartBody([
    { name: 'file', filename: 'walkway.mp4', contentType: 'video/mp4', data: video },
  ]);

  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api/upload?incidentNumber=${number}`,
    headers: { ...headers, 'content-type': form.contentType, 'content-length': String(form.payload.length) },
  });
  const outcome = new Promise<string>((resolve) => {
    req.on('error', (error) => resolve(error.message));
    req.on('response', (res) => resolve(`answered ${res.statusCode}`));
  });
  req.write(form.payload.subarray(0, form.payload.length / 2));
  // The server has really begun writing the file before the client goes away.
  await until(() => filesUnder(uploadDir).some((f) => f.endsWith('.part')), 'the partial file');
  req.destroy();
  expect(await outcome).not.toMatch(/^answered 2/);

  await until(() => filesUnder(uploadDir).length === 0, 'the partial file to be removed');
  expect(await rows()).toEqual([]);

  // The server is unharmed: the same file sent whole is stored.
  const whole = await t.app.inject({
    method: 'POST',
    url: `/api/upload?incidentNumber=${number}`,
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
  expect(whole.statusCode).toBe(201);
  expect(whole.json().attachment.fileSize).toBe(video.length);
  expect(filesUnder(uploadDir)).toHaveLength(1);
  expect(await rows()).toHaveLength(1);
});
