import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, MESSAGES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const SEED = Number(process.env.BAD_INPUT_SEED ?? 20260226);

let t: TestApp;
let root: string;
let uploadDir: string;
let tenantId: string;
let headers: Record<string, string>;
let incidentNumber: string;
let draftId: string;

type Transport = 'multipart' | 'json';
const TRANSPORTS: readonly Transport[] = ['multipart', 'json'];

function upload(transport: Transport, fileName: string, data: Buffer): Promise<LightMyRequestResponse> {
  if (transport === 'json') {
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers,
      payload: { incidentNumber, fileName, fileSize: data.length, fileData: data.toString('base64') },
    });
  }
  const form = multipartBody([
    { name: 'file', filename: fileName, contentType: 'application/octet-stream', data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload?incidentNumber=${incidentNumber}`,
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}

async function attachmentRows(): Promise<number> {
  const [row] = await withTenant(t.database.db, tenantId, (tx) =>
    queryRows<{ n: number }>(tx, sql`select count(*)::int as n from attachments`),
  );
  return row?.n ?? -1;
}

/** Files anywhere under the test root that are not inside the upload folder. */
const strayFiles = () =>
  filesUnder(root).filter((f) => !path.join(root, f).startsWith(`${uploadDir}${path.sep}`));

/** Sends a file that must be refused, and checks that nothing at all was kept. */
async function expectRefused(transport: Transport, fileName: string, data: Buffer, message?: string) {
  const rows = await attachmentRows();
  const files = filesUnder(uploadDir).filter((f) => !f.includes('.spool')).length;
  const res = await upload(transport, fileName, data);
  const said = `${transport} ${JSON.stringify(fileName)} (${data.length} bytes) -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, said).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, said).toBeLessThan(500);
  const body = res.json<{ error: { code: string; message: string } }>();
  expect(typeof body.error.code, said).toBe('string');
  expect(body.error.message, said).toBeTruthy();
  if (message) expect(body.error.message, said).toBe(message);
  expect(await attachmentRows(), said).toBe(rows);
  expect(filesUnder(uploadDir).filter((f) => !f.includes('.spool')).length, said).toBe(files);
  expect(strayFiles(), said).toEqual([]);
}

/** The name as the incident's list shows it, once the upload was accepted. */
async function listedName(res: LightMyRequestResponse): Promise<string> {
  const id = res.json<{ attachment: { id: string } }>().attachment.id;
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/manager/incidents/${draftId}/attachments`,
    headers,
  });
  const found = list
    .json<{ attachments: { id: string; fileName: string }[] }>()
    .attachments.find((a) => a.id === id);
  if (!found) throw new Error(`attachment ${id} not listed`);
  return found.fileName;
}

// A file at a known signature, so random bytes can be told apart from a real head.
const SIGNATURES = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47],
  [0x25, 0x50, 0x44, 0x46],
];
const hasSignature = (bytes: Uint8Array) =>
  SIGNATURES.some((sig) => sig.every((b, i) => bytes[i] === b)) ||
  Buffer.from(bytes).toString('latin1', 4, 8) === 'ftyp';

/** Folder separators, C0/C1 controls and bidi overrides: none may survive in a stored name. */
const unsafeInName = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '/' ||
    char === '\\' ||
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'vigil-upload-abuse-'));
  // Two folders deep, so '../../x' from the upload folder would still land inside the root we watch.
  uploadDir = path.join(root, 'a', 'b', 'uploads');
  mkdirSync(uploadDir, { recursive: true });
  t = await buildTestApp({ DATA_DIR: root, UPLOAD_DIR: uploadDir });
  tenantId = await createTenant(t, 'acme');
  const staff = await createUser(t, tenantId, 'acme', { email: 'staff@acme.test', role: 'STAFF' });
  headers = authHeaders(staff, await tokenFor(t, staff));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/incidents',
    headers,
    payload: {
      title: 'Fell from ladder',
      report_type: 'INJURY',
      incident_date: '2026-02-10',
      description: 'Rung broke.',
    },
  });
  expect(res.statusCode).toBe(201);
  incidentNumber = res.json().incident.incident_number;
  draftId = res.json().incident.id;
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe.each(TRANSPORTS)('uploads over %s', (transport) => {
  it('refuses bytes whose head is no allowed type, whatever the name says', async () => {
    const names = fc.constantFrom(
      'photo.jpg',
      'photo.jpeg',
      'diagram.png',
      'clip.mp4',
      'statement.pdf',
      'PHOTO.JPG',
    );
    const bytes = fc.uint8Array({ minLength: 1, maxLength: 256 }).filter((b) => !hasSignature(b));
    await fc.assert(
      fc.asyncProperty(names, bytes, async (name, data) => {
        await expectRefused(transport, name, Buffer.from(data), MESSAGES.evidence.typeNotSupported);
      }),
      { seed: SEED, numRuns: 15 },
    );
  });

  it('refuses polyglots whose real type disagrees with the extension', async () => {
    const jpeg = sample('photo.jpg');
    const png = sample('diagram.png');
    const pdf = sample('statement.pdf');
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    for (const [name, data] of [
      ['report.pdf', jpeg],
      ['clip.mp4', png],
      ['photo.jpg', pdf],
      ['photo.png', Buffer.concat([html, jpeg])],
      ['page.html', jpeg],
      ['photo.jpg.exe', jpeg],
      ['photo.pdf.', jpeg],
    ] as const) {
      await expectRefused(transport, name, data, MESSAGES.evidence.typeNotSupported);
    }
  });

  it('keeps a real PDF that carries script, as the sniffed type agrees with the name', async () => {
    const pdf = Buffer.concat([
      sample('statement.pdf'),
      Buffer.from('\n9 0 obj << /Type /Action /S /JavaScript /JS (app.alert(1)) >> endobj\n'),
    ]);
    const res = await upload(transport, 'scripted.pdf', pdf);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().attachment).toMatchObject({ contentType: 'application/pdf', fileName: 'scripted.pdf' });
    expect(strayFiles()).toEqual([]);
  });

  it('refuses an empty file', async () => {
    await expectRefused(transport, 'empty.jpg', Buffer.alloc(0));
  });

  it.each([
    ['a JPEG start-of-image marker alone', 'header.jpg', () => Buffer.from([0xff, 0xd8, 0xff])],
    ['a JPEG cut inside its JFIF header', 'jfif.jpg', () => sample('photo.jpg').subarray(0, 11)],
    ['a PNG cut inside IHDR', 'cut.png', () => sample('diagram.png').subarray(0, 20)],
    ['a PDF of its five-byte signature', 'stub.pdf', () => Buffer.from('%PDF-')],
  ])('refuses a truncated file: %s', async (_what, name, data) => {
    await expectRefused(transport, name, data());
  });

  it('refuses a file one byte over 50 MB with the spec message', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    sample('photo.jpg').copy(big);
    await expectRefused(transport, 'big.jpg', big, MESSAGES.evidence.sizeExceeded);
  }, 60_000);

  it('never stores outside the upload folder, and stores only a clean base name', async () => {
    const jpeg = sample('photo.jpg');
    const png = sample('diagram.png');
    const cases: [string, Buffer, string][] = [
      ['../../etc/passwd.jpg', jpeg, 'passwd.jpg'],
      ['..\\..\\x.png', png, 'x.png'],
      ['/etc/cron.d/evil.jpg', jpeg, 'evil.jpg'],
      ['C:\\Windows\\win.png', png, 'win.png'],
      ['nul\u0000byte.jpg', jpeg, 'nulbyte.jpg'],
      ['bell\u0007\u001b[31m.jpg', jpeg, 'bell[31m.jpg'],
      ['rtl\u202egpj.png', png, 'rtlgpj.png'],
    ];
    if (transport === 'json') {
      // Line breaks cannot appear in a multipart header at all; in JSON they are plain characters.
      cases.push(['line\nfeed.jpg', jpeg, 'line feed.jpg'], ['carriage\r.jpg', jpeg, 'carriage .jpg']);
    }
    for (const [name, data, expected] of cases) {
      const res = await upload(transport, name, data);
      const said = `${JSON.stringify(name)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, said).toBeLessThan(500);
      expect(strayFiles(), said).toEqual([]);
      if (res.statusCode !== 201) continue;
      const stored = await listedName(res);
      expect(stored, said).toBe(expected);
      expect([...stored].filter(unsafeInName), said).toEqual([]);
    }
  });

  it('refuses names that keep no usable extension once cleaned', async () => {
    const jpeg = sample('photo.jpg');
    for (const name of ['../../', '..', '.jpg', 'photo', 'photo.jpg/', '\u0000\u0000']) {
      await expectRefused(transport, name, jpeg);
    }
  });
});
