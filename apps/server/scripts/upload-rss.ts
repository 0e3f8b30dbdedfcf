/**
 * Issue 5's figure: peak RSS while a 50 MB evidence file is uploaded through the streaming
 * multipart route over real HTTP. Client and server share this process, so the figure covers
 * both; the client streams from a file on disk so that it adds no buffer of its own.
 * Run: `npx tsx scripts/upload-rss.ts` (from apps/server).
 */
import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@app/contracts';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, withTenant } from '../src/db/client.js';
import { insertSession } from '../src/modules/auth/sessions.repository.js';
import { insertUser } from '../src/modules/users/users.repository.js';
import { ensureTenant } from '../src/platform/bootstrap.js';
import { newId } from '../src/platform/ids.js';
import { createTransport, Mailer } from '../src/platform/mailer.js';
import { AccessTokens } from '../src/platform/tokens.js';

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-upload-rss-'));
  const silent = { info: () => {}, warn: () => {} };
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', DEFAULT_CLIENT: 'demo' });
  const database = await openDatabase({ dataDir: path.join(dir, 'data') });
  const mailer = new Mailer(
    database.db,
    createTransport({ smtpUrl: undefined, logger: silent, print: () => {} }),
    config.MAIL_FROM,
    silent,
  );
  const app = await buildApp({ config, database, mailer }, { webDist: null });
  try {
    const tenantId = await ensureTenant({ config, database, mailer }, 'demo', 'Demo Pty Ltd');
    const userId = newId();
    const sessionId = newId();
    const expiresAt = new Date(Date.now() + 3_600_000);
    await withTenant(database.db, tenantId, async (tx) => {
      await insertUser(tx, {
        id: userId,
        tenantId,
        email: 'rss@demo.test',
        firstName: 'Rita',
        lastName: 'Stream',
        role: 'STAFF',
        locationId: null,
      });
      await insertSession(tx, { id: sessionId, tenantId, userId, expiresAt });
    });
    const token = await new AccessTokens(config.jwtSecret).sign({ userId, tenantId, sessionId }, expiresAt);
    const auth = { authorization: `Bearer ${token}` };
    const draft = await app.inject({
      method: 'POST',
      url: '/api/incidents',
      headers: auth,
      payload: {
        title: 'Upload memory check',
        report_type: 'HAZARD',
        description: 'A 50 MB video of the hazard.',
      },
    });
    const incidentNumber: string = draft.json().incident.incident_number;

    // A 50 MB "video": the ftyp box of an MP4, then filler, written to disk in 1 MB steps.
    const file = path.join(dir, 'walkthrough.mp4');
    const head = Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2', 'latin1');
    writeFileSync(file, head);
    const block = Buffer.alloc(MB, 0x42);
    for (let written = head.length; written < MAX_UPLOAD_BYTES; written += MB) {
      writeFileSync(file, block.subarray(0, Math.min(MB, MAX_UPLOAD_BYTES - written)), { flag: 'a' });
    }
    const size = statSync(file).size;
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
    const expected = hash.digest('hex');

    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const boundary = `----rss${Date.now()}`;
    const opening = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="walkthrough.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const closing = Buffer.from(`\r\n--${boundary}--\r\n`);

    globalThis.gc?.();
    await new Promise((r) => setTimeout(r, 200));
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/upload?incidentNumber=${incidentNumber}`,
          headers: {
            ...auth,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(opening.length + size + closing.length),
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => {
            body += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(opening);
      const source = createReadStream(file);
      source.on('error', reject);
      source.pipe(req, { end: false });
      source.on('end', () => req.end(closing));
    });
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const after = process.memoryUsage().rss;

    const attachment = JSON.parse(response.body).attachment as
      | { fileSize: number; sha256: string }
      | undefined;
    const ok = response.status === 201 && attachment?.fileSize === size && attachment.sha256 === expected;
    process.stdout.write(
      [
        `upload of ${mb(size)} (${size} bytes): HTTP ${response.status}, size and sha256 ${ok ? 'match' : 'DO NOT match'}`,
        `time: ${elapsed.toFixed(0)} ms (${(size / MB / (elapsed / 1000)).toFixed(0)} MB/s)`,
        `RSS before: ${mb(before)}`,
        `RSS peak during: ${mb(peak)} (+${mb(peak - before)})`,
        `RSS after: ${mb(after)}`,
        '',
      ].join('\n'),
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await app.close();
    await mailer.idle();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
