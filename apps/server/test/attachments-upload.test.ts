import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, MESSAGES, type Role } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, withTenant } from '../src/db/client.js';
import { LinkSigner } from '../src/modules/attachments/signed-links.js';
import { filesUnder, multipartBody, SAMPLES, sample, sha256 } from './fixtures/evidence.js';
import {
  authHeaders,
  buildTestApp,
  createPersonPerRole,
  createTenant,
  createUser,
  type PeopleByRole,
  type TestApp,
  tokenFor,
} from './helpers/app.js';

let t: TestApp;
let dir: string;
let uploadDir: string;
let tenantId: string;
let people: PeopleByRole;

const as = (role: Role) => authHeaders(people[role].user, people[role].token);

async function newDraft(headers = as('STAFF')) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/incidents',
    headers,
    payload: {
      title: 'Slipped near dock 2',
      report_type: 'INJURY',
      incident_date: '2026-02-10',
      description: 'Wet floor by the dock door.',
    },
  });
  expect(res.statusCode).toBe(201);
  const { id, incident_number: number } = res.json().incident as { id: string; incident_number: string };
  return { id, number };
}

async function submit(id: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/manager/incidents/${id}`,
    headers: as('STAFF'),
    payload: { status: 'SUBMITTED' },
  });
  expect(res.statusCode).toBe(200);
}

function uploadJson(headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/upload', headers, payload });
}

function uploadForm(headers: Record<string, string>, form: ReturnType<typeof multipartBody>, query = '') {
  return t.app.inject({
    method: 'POST',
    url: `/api/upload${query}`,
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}

const list = (id: string, headers = as('STAFF')) =>
  t.app.inject({ method: 'GET', url: `/api/manager/incidents/${id}/attachments`, headers });

const rowCount = async () => {
  const [row] = await withTenant(t.database.db, tenantId, (tx) =>
    queryRows<{ n: number }>(tx, sql`select count(*)::int as n from attachments`),
  );
  return row?.n ?? -1;
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'vigil-attachments-'));
  uploadDir = path.join(dir, 'uploads');
  t = await buildTestApp({ DATA_DIR: dir, UPLOAD_DIR: uploadDir });
  tenantId = await createTenant(t, 'acme');
  people = await createPersonPerRole(t, tenantId, 'acme');
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('each allowed type', () => {
  it.each(SAMPLES)(
    '$name uploads as JSON and multipart, is listed and downloads byte for byte',
    async (s) => {
      const draft = await newDraft();
      const bytes = sample(s.name);
      const json = await uploadJson(as('STAFF'), {
        incidentNumber: draft.number,
        fileName: s.name,
        fileSize: bytes.length,
        fileData: bytes.toString('base64'),
      });
      expect(json.statusCode).toBe(201);
      const form = await uploadForm(
        as('STAFF'),
        multipartBody([
          { name: 'incidentNumber', value: draft.number },
          { name: 'file', filename: `second ${s.name}`, contentType: s.type, data: bytes },
        ]),
      );
      expect(form.statusCode).toBe(201);

      const listed = await list(draft.id);
      expect(listed.statusCode).toBe(200);
      const attachments = listed.json().attachments as {
        id: string;
        fileName: string;
        fileSize: number;
        sha256: string;
        contentType: string;
        evidenceType: string;
        presignedUrl: string;
        canDelete: boolean;
        uploadedByName: string;
      }[];
      expect(attachments.map((a) => a.fileName)).toEqual([`second ${s.name}`, s.name]);
      for (const a of attachments) {
        expect(a).toMatchObject({
          fileSize: bytes.length,
          sha256: sha256(bytes),
          contentType: s.type,
          evidenceType: s.evidenceType,
          canDelete: true,
          uploadedByName: 'Alex STAFF',
        });
        const download = await t.app.inject({
          method: 'GET',
          url: a.presignedUrl,
          headers: { host: 'acme.localhost' },
        });
        expect(download.statusCode).toBe(200);
        expect(sha256(download.rawPayload)).toBe(sha256(bytes));
        expect(download.rawPayload.equals(bytes)).toBe(true);
        expect(download.headers['content-type']).toBe(s.type);
        expect(download.headers['x-content-type-options']).toBe('nosniff');
        expect(download.headers['content-disposition']).toContain('inline; filename=');
        expect(download.headers['cache-control']).toMatch(/^private, max-age=(\d+)$/);
      }
    },
  );
});

describe('checks on the content', () => {
  it('refuses an executable renamed photo.jpg, and stores nothing', async () => {
    const draft = await newDraft();
    const before = await rowCount();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(400, 0x90)]);
    const res = await uploadForm(
      as('STAFF'),
      multipartBody([{ name: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data: exe }]),
      `?incidentNumber=${draft.number}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.evidence.typeNotSupported);
    expect(await rowCount()).toBe(before);
    const asJson = await uploadJson(as('STAFF'), {
      incidentNumber: draft.number,
      fileName: 'photo.jpg',
      fileData: exe.toString('base64'),
    });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json().error.message).toBe(MESSAGES.evidence.typeNotSupported);
  });

  it('refuses a real PNG named .jpg, a PDF named .exe and a name with no extension', async () => {
    const draft = await newDraft();
    for (const [fileName, data] of [
      ['diagram.jpg', sample('diagram.png')],
      ['statement.exe', sample('statement.pdf')],
      ['statement', sample('statement.pdf')],
    ] as const) {
      const res = await uploadJson(as('STAFF'), {
        incidentNumber: draft.number,
        fileName,
        fileData: data.toString('base64'),
      });
      expect(res.statusCode, fileName).toBe(400);
      expect(res.json().error.message).toBe(MESSAGES.evidence.typeNotSupported);
    }
  });

  it('needs an incident number, and a field sent after the file does not count', async () => {
    const photo = sample('photo.jpg');
    const json = await uploadJson(as('STAFF'), { fileName: 'photo.jpg', fileData: photo.toString('base64') });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(MESSAGES.evidence.noIncidentNumber);
    const draft = await newDraft();
    const late = await uploadForm(
      as('STAFF'),
      multipartBody([
        { name: 'file', filename: 'photo.jpg', data: photo },
        { name: 'incidentNumber', value: draft.number },
      ]),
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(MESSAGES.evidence.noIncidentNumber);
  });

  it('keeps a readable name without folders or control characters', async () => {
    const draft = await newDraft();
    const res = await uploadForm(
      as('STAFF'),
      multipartBody([
        { name: 'file', filename: '..\\..\\evil/Dock\u0007 door\u202e.jpg', data: sample('photo.jpg') },
      ]),
      `?incidentNumber=${draft.number}`,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().attachment.fileName).toBe('Dock door.jpg');
  });

  it('refuses a file one byte over 50 MB, multipart and JSON, and leaves nothing behind', async () => {
    const draft = await newDraft();
    const filesBefore = filesUnder(uploadDir).length;
    const before = await rowCount();
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    sample('photo.jpg').copy(big);
    const form = await uploadForm(
      as('STAFF'),
      multipartBody([{ name: 'file', filename: 'big.jpg', data: big }]),
      `?incidentNumber=${draft.number}`,
    );
    expect(form.statusCode).toBe(413);
    expect(form.json().error.message).toBe(MESSAGES.evidence.sizeExceeded);
    const json = await uploadJson(as('STAFF'), {
      incidentNumber: draft.number,
      fileName: 'big.jpg',
      fileData: big.toString('base64'),
    });
    expect(json.statusCode).toBe(413);
    expect(json.json().error.message).toBe(MESSAGES.evidence.sizeExceeded);
    expect(filesUnder(uploadDir).length).toBe(filesBefore);
    expect(await rowCount()).toBe(before);
  });
});

describe('who may add, see and delete evidence', () => {
  const photoJson = (number: string) => ({
    incidentNumber: number,
    fileName: 'photo.jpg',
    fileData: sample('photo.jpg').toString('base64'),
  });

  it("another person's draft is not found, for upload and for the list", async () => {
    const draft = await newDraft();
    const colleague = await createUser(t, tenantId, 'acme', { email: 'sam@acme.test', role: 'STAFF' });
    const headers = authHeaders(colleague, await tokenFor(t, colleague));
    for (const h of [headers, as('MANAGER')]) {
      const res = await uploadJson(h, photoJson(draft.number));
      expect(res.statusCode).toBe(404);
      expect((await list(draft.id, h)).statusCode).toBe(404);
    }
  });

  it('an unknown incident number is not found', async () => {
    const res = await uploadJson(as('STAFF'), photoJson('INC-1999-999999'));
    expect(res.statusCode).toBe(404);
  });

  it('a manager may add while submitted but not once investigating; viewers still see the list', async () => {
    const { id, number } = await newDraft();
    await submit(id);
    const submitted = await uploadJson(as('MANAGER'), photoJson(number));
    expect(submitted.statusCode).toBe(201);
    const ownerAfterSubmit = await uploadJson(as('STAFF'), photoJson(number));
    expect(ownerAfterSubmit.statusCode).toBe(403);
    expect(ownerAfterSubmit.json().error.message).toBe(MESSAGES.evidence.notAllowed);

    const start = await t.app.inject({
      method: 'PUT',
      url: `/api/manager/incidents/${id}/status`,
      headers: as('MANAGER'),
      payload: { status: 'INVESTIGATING', reason: 'Start' },
    });
    expect(start.statusCode).toBe(200);
    const investigating = await uploadJson(as('MANAGER'), photoJson(number));
    expect(investigating.statusCode).toBe(403);
    expect(investigating.json().error.message).toBe(MESSAGES.evidence.notAllowed);

    const seen = await list(id, as('INVESTIGATOR'));
    expect(seen.statusCode).toBe(200);
    const [only] = seen.json().attachments;
    expect(only).toMatchObject({ fileName: 'photo.jpg', canDelete: false });
    const del = await t.app.inject({
      method: 'POST',
      url: `/api/manager/incidents/${id}/attachments/${only.id}/delete`,
      headers: as('MANAGER'),
      payload: { action: 'delete' },
    });
    expect(del.statusCode).toBe(403);
  });

  it('the owner of a draft deletes: gone from the list, the bytes removed, an audit row kept', async () => {
    const draft = await newDraft();
    const up = await uploadJson(as('STAFF'), photoJson(draft.number));
    const attachment = up.json().attachment as { id: string; presignedUrl: string };
    const files = filesUnder(uploadDir).length;
    const del = await t.app.inject({
      method: 'POST',
      url: `/api/manager/incidents/${draft.id}/attachments/${attachment.id}/delete`,
      headers: as('STAFF'),
      payload: { action: 'delete' },
    });
    expect(del.statusCode).toBe(200);
    expect((await list(draft.id)).json().attachments).toEqual([]);
    expect(filesUnder(uploadDir).length).toBe(files - 1);
    const old = await t.app.inject({
      method: 'GET',
      url: attachment.presignedUrl,
      headers: { host: 'acme.localhost' },
    });
    expect(old.statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/manager/incidents/${draft.id}/attachments/${attachment.id}/delete`,
      headers: as('STAFF'),
      payload: { action: 'delete' },
    });
    expect(again.statusCode).toBe(404);
    const audit = await withTenant(t.database.db, tenantId, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_log where entity_id = ${attachment.id} order by id`,
      ),
    );
    expect(audit.map((a) => a.action)).toEqual(['attachment.uploaded', 'attachment.deleted']);
  });

  it('tenants are isolated: numbers, lists and download links do not cross', async () => {
    const draft = await newDraft();
    const up = await uploadJson(as('STAFF'), photoJson(draft.number));
    const { presignedUrl } = up.json().attachment as { presignedUrl: string };
    const otherId = await createTenant(t, 'globex');
    const other = await createUser(t, otherId, 'globex', { email: 'admin@globex.test', role: 'ADMIN' });
    const headers = authHeaders(other, await tokenFor(t, other));
    expect((await uploadJson(headers, photoJson(draft.number))).statusCode).toBe(404);
    expect((await list(draft.id, headers)).statusCode).toBe(404);
    const crossed = await t.app.inject({
      method: 'GET',
      url: presignedUrl,
      headers: { host: 'globex.localhost' },
    });
    expect(crossed.statusCode).toBe(403);
  });
});

describe('signed download links', () => {
  it('refuse an expired, tampered or missing signature', async () => {
    const draft = await newDraft();
    const up = await uploadJson(as('STAFF'), {
      incidentNumber: draft.number,
      fileName: 'statement.pdf',
      fileData: sample('statement.pdf').toString('base64'),
    });
    const { id, presignedUrl } = up.json().attachment as { id: string; presignedUrl: string };
    const signer = new LinkSigner(t.config.jwtSecret);
    const expired = signer.url(tenantId, id, new Date(Date.now() - 16 * 60_000));
    const url = new URL(presignedUrl, 'http://acme.localhost');
    const signature = url.searchParams.get('signature') ?? '';
    const tampered = presignedUrl.replace(signature, `${signature.slice(0, -2)}AA`);
    const stretched = presignedUrl.replace(
      /expires=\d+/,
      `expires=${Number(url.searchParams.get('expires')) + 60}`,
    );
    for (const bad of [expired, tampered, stretched, `/api/attachments/${id}/content`]) {
      const res = await t.app.inject({ method: 'GET', url: bad, headers: { host: 'acme.localhost' } });
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().error.message).toBe(MESSAGES.evidence.linkExpired);
    }
    const good = await t.app.inject({
      method: 'GET',
      url: presignedUrl,
      headers: { host: 'acme.localhost' },
    });
    expect(good.statusCode).toBe(200);
  });
});
