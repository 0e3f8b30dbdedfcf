import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SHA256, signRequest } from '../src/platform/storage/sigv4.js';
import { filesUnder, multipartBody, sample, sha256 } from './fixtures/evidence.js';
import {
  authHeaders,
  buildTestApp,
  createTenant,
  createUser,
  type TestApp,
  tokenFor,
} from './helpers/app.js';

const CREDENTIALS = {
  accessKeyId: 'AKIDVIGILTEST',
  secretAccessKey: 'vigil-test-secret-key',
  sessionToken: 'session-1',
};
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=AKIDVIGILTEST\/\d{8}\/ap-southeast-2\/s3\/aws4_request, SignedHeaders=(content-length;)?host;x-amz-content-sha256;x-amz-date;x-amz-security-token, Signature=[0-9a-f]{64}$/;

interface Seen {
  method: string;
  path: string;
  authorization: string;
  payloadHash: string;
  contentLength: string | undefined;
  chunked: boolean;
  signatureMatches: boolean;
}

/** A scripted S3-compatible server: keeps objects in memory and records how each call was signed. */
function s3Double() {
  const objects = new Map<string, Buffer>();
  const seen: Seen[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const header = (name: string) => String(req.headers[name] ?? '');
    // Signing the same request again, over the headers it says it signed, must give the same answer.
    const signed = /SignedHeaders=([^,]+)/.exec(header('authorization'))?.[1]?.split(';') ?? [];
    const extra = Object.fromEntries(
      signed.filter((n) => n !== 'host' && !n.startsWith('x-amz-')).map((n) => [n, header(n)]),
    );
    const again = signRequest(
      {
        method: req.method ?? '',
        url,
        headers: extra,
        payloadHash: header('x-amz-content-sha256'),
        region: 'ap-southeast-2',
        service: 's3',
        now: new Date(
          header('x-amz-date').replace(
            /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
            '$1-$2-$3T$4:$5:$6Z',
          ),
        ),
      },
      CREDENTIALS,
    );
    seen.push({
      method: req.method ?? '',
      path: url.pathname,
      authorization: header('authorization'),
      payloadHash: header('x-amz-content-sha256'),
      contentLength: req.headers['content-length'],
      chunked: header('transfer-encoding').includes('chunked'),
      signatureMatches: again.authorization === header('authorization'),
    });
    if (req.method === 'PUT') {
      objects.set(url.pathname, body);
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const object = objects.get(url.pathname);
      if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'content-length': object.length }).end(object);
    } else if (req.method === 'DELETE') {
      objects.delete(url.pathname);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  return { server, objects, seen };
}

describe('Signature V4', () => {
  it("matches AWS's published GET Object example", () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: EMPTY_SHA256,
        region: 'us-east-1',
        service: 's3',
        now: new Date('2013-05-24T00:00:00Z'),
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('evidence in an S3 bucket', () => {
  let t: TestApp;
  let dir: string;
  let double: ReturnType<typeof s3Double>;
  let headers: Record<string, string>;
  let tenantId: string;

  beforeAll(async () => {
    double = s3Double();
    await new Promise<void>((resolve) => double.server.listen(0, '127.0.0.1', resolve));
    const { port } = double.server.address() as AddressInfo;
    dir = mkdtempSync(path.join(tmpdir(), 'vigil-s3-'));
    t = await buildTestApp({
      DATA_DIR: dir,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      STORAGE: 's3',
      S3_BUCKET: 'evidence',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'ap-southeast-2',
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      AWS_SESSION_TOKEN: CREDENTIALS.sessionToken,
    });
    tenantId = await createTenant(t, 'acme');
    const user = await createUser(t, tenantId, 'acme', { email: 'lee@acme.test', role: 'STAFF' });
    headers = authHeaders(user, await tokenFor(t, user));
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => double.server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores with a signed streaming PUT, serves through the link, and deletes', async () => {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/incidents',
      headers,
      payload: { title: 'Chemical splash', report_type: 'INJURY', description: 'Splash from a drum.' },
    });
    const { id: incidentId, incident_number: number } = draft.json().incident;
    const png = sample('diagram.png');
    const form = multipartBody([
      { name: 'file', filename: 'splash.png', contentType: 'image/png', data: png },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/upload?incidentNumber=${number}`,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(201);
    const attachment = up.json().attachment as { id: string; presignedUrl: string; sha256: string };
    expect(attachment.sha256).toBe(sha256(png));

    const key = `/evidence/${tenantId}/${attachment.id}`;
    expect(double.objects.get(key)?.equals(png)).toBe(true);
    const put = double.seen.find((s) => s.method === 'PUT');
    expect(put).toMatchObject({
      path: key,
      payloadHash: 'UNSIGNED-PAYLOAD',
      contentLength: String(png.length),
      chunked: false,
      signatureMatches: true,
    });
    expect(put?.authorization).toMatch(AUTHORIZATION);

    const download = await t.app.inject({
      method: 'GET',
      url: attachment.presignedUrl,
      headers: { host: 'acme.localhost' },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
    const get = double.seen.find((s) => s.method === 'GET');
    expect(get).toMatchObject({ payloadHash: EMPTY_SHA256, signatureMatches: true });

    const del = await t.app.inject({
      method: 'POST',
      url: `/api/manager/incidents/${incidentId}/attachments/${attachment.id}/delete`,
      headers,
      payload: { action: 'delete' },
    });
    expect(del.statusCode).toBe(200);
    expect(double.objects.size).toBe(0);
    expect(double.seen.find((s) => s.method === 'DELETE')).toMatchObject({
      path: key,
      signatureMatches: true,
    });
    expect(filesUnder(path.join(dir, 'uploads'))).toEqual([]);
  });

  it('sends nothing to the bucket for a refused file', async () => {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/incidents',
      headers,
      payload: { title: 'Trip', report_type: 'INJURY', description: 'Tripped on a hose.' },
    });
    const calls = double.seen.length;
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000)]);
    const form = multipartBody([{ name: 'file', filename: 'hose.png', data: exe }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upload?incidentNumber=${draft.json().incident.incident_number}`,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.evidence.typeNotSupported);
    expect(double.seen.length).toBe(calls);
    expect(filesUnder(path.join(dir, 'uploads'))).toEqual([]);
  });
});
