import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIMITS, MESSAGES, type Role } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.js';
import { tenants } from '../src/db/schema/tenants.js';
import {
  authHeaders,
  buildTestApp,
  createPersonPerRole,
  createTenant,
  createUser,
  hostOf,
  type PeopleByRole,
  type TestApp,
  tokenFor,
} from './helpers/app.js';

const SECRET = 'super-secret-client-secret-value';
// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let acmeId: string;
let people: PeopleByRole;
let foreignToken: string;
let discovery: { server: http.Server; origin: string };

beforeAll(async () => {
  t = await buildTestApp();
  acmeId = await createTenant(t, 'acme', 'Acme Logistics');
  people = await createPersonPerRole(t, acmeId, 'acme');
  const globexId = await createTenant(t, 'globex');
  foreignToken = await tokenFor(
    t,
    await createUser(t, globexId, 'globex', { email: 'admin@globex.test', role: 'ADMIN' }),
  );
  discovery = await startDiscoveryServer();
});
afterAll(async () => {
  discovery.server.closeAllConnections();
  await new Promise((resolve) => discovery.server.close(resolve));
  await t.close();
});

/** A stand-in work directory: a good discovery document at /good, and the ways one goes wrong. */
async function startDiscoveryServer() {
  const server = http.createServer((req, res) => {
    const origin = `http://${req.headers.host}`;
    const issuer = req.url?.replace('/.well-known/openid-configuration', '') ?? '';
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (issuer === '/good')
      return json({ issuer: `${origin}/good`, authorization_endpoint: `${origin}/good/authorize` });
    if (issuer === '/imposter')
      return json({ issuer: 'https://elsewhere.example', authorization_endpoint: 'x' });
    if (issuer === '/no-endpoint') return json({ issuer: `${origin}/no-endpoint` });
    if (issuer === '/html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const as = (role: Role) => authHeaders(people[role].user, people[role].token);
const call = (method: Method, url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const settings = () => call('GET', '/api/admin/settings', as('ADMIN'));
const putSettings = (payload: object) => call('PUT', '/api/admin/settings', as('ADMIN'), payload);
const putLogo = (content_type: string, data: Buffer) =>
  call('PUT', '/api/admin/settings/logo', as('ADMIN'), {
    content_type,
    data_base64: data.toString('base64'),
  });
const testOidc = (issuer: string) =>
  call('POST', '/api/admin/settings/oidc/test', as('ADMIN'), { issuer, client_id: 'vigil' });

const ROUTES: [Method, string, object?][] = [
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings', { name: 'Hijacked' }],
  ['PUT', '/api/admin/settings/logo', { content_type: 'image/png', data_base64: PNG.toString('base64') }],
  ['DELETE', '/api/admin/settings/logo'],
  ['POST', '/api/admin/settings/oidc/test', { issuer: 'http://127.0.0.1:1', client_id: 'x' }],
];

describe('who may call the settings routes', () => {
  it.each(['STAFF', 'MANAGER', 'INVESTIGATOR', 'INSURER'] as const)(
    '%s is refused every route',
    async (role) => {
      for (const [method, url, payload] of ROUTES) {
        const res = await call(method, url, as(role), payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    },
  );

  it('no token, or another tenant’s token on this host, is 401 on every route', async () => {
    const foreign = { host: hostOf('acme'), authorization: `Bearer ${foreignToken}` };
    for (const headers of [{ host: hostOf('acme') }, foreign]) {
      for (const [method, url, payload] of ROUTES) {
        expect((await call(method, url, headers, payload)).statusCode, `${method} ${url}`).toBe(401);
      }
    }
    expect((await settings()).json().name).toBe('Acme Logistics');
  });

  it('each tenant’s administrator sees and changes only their own settings', async () => {
    const globex = { host: hostOf('globex'), authorization: `Bearer ${foreignToken}` };
    const res = await call('PUT', '/api/admin/settings', globex, { name: 'Globex Renamed' });
    expect(res.json()).toMatchObject({ name: 'Globex Renamed', slug: 'globex' });
    expect((await settings()).json()).toMatchObject({ name: 'Acme Logistics', slug: 'acme' });
  });
});

describe('settings', () => {
  it('starts from the deployment defaults', async () => {
    expect((await settings()).json()).toEqual({
      name: 'Acme Logistics',
      slug: 'acme',
      client_code: 'ACME',
      time_zone: 'Australia/Brisbane',
      notify_contacts: [],
      oidc: null,
      logo_url: null,
    });
  });

  it('round-trips without ever returning or auditing the client secret, and keeps it when omitted', async () => {
    const saved = await putSettings({
      name: 'Acme Freight',
      time_zone: 'Australia/Perth',
      notify_contacts: ['Safety@Acme.test'],
      oidc: { issuer: 'https://login.example.com/acme/v2.0', client_id: 'vigil-app', client_secret: SECRET },
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      name: 'Acme Freight',
      slug: 'acme',
      client_code: 'ACME',
      time_zone: 'Australia/Perth',
      notify_contacts: ['safety@acme.test'],
      oidc: {
        issuer: 'https://login.example.com/acme/v2.0',
        client_id: 'vigil-app',
        has_client_secret: true,
      },
      logo_url: null,
    };
    expect(saved.json()).toEqual(expected);
    expect(saved.body).not.toContain(SECRET);
    const read = await settings();
    expect(read.json()).toEqual(expected);
    expect(read.body).not.toContain(SECRET);
    // The tenant cache is forgotten: the very next request sees the new name.
    const info = await call('GET', '/api/client-info', { host: hostOf('acme') });
    expect(info.json().name).toBe('Acme Freight');

    const renamed = await putSettings({
      oidc: { issuer: 'https://login.example.com/acme/v2.0', client_id: 'vigil-2' },
    });
    expect(renamed.json().oidc).toEqual({
      issuer: 'https://login.example.com/acme/v2.0',
      client_id: 'vigil-2',
      has_client_secret: true,
    });
    expect(renamed.json().time_zone).toBe('Australia/Perth');
    const [stored] = await withTenant(t.database.db, acmeId, (tx) =>
      tx.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, acmeId)),
    );
    expect(stored?.settings.oidc?.clientSecret).toBe(SECRET);

    const audit = await call('GET', '/api/admin/audit?entity_type=tenant', as('ADMIN'));
    expect(audit.body).not.toContain(SECRET);
    expect(audit.json().entries[0]).toMatchObject({
      action: 'tenant.updated',
      entity_id: acmeId,
      before: { oidc: { client_id: 'vigil-app', has_client_secret: true } },
      after: { oidc: { client_id: 'vigil-2', has_client_secret: true }, client_secret_replaced: false },
    });

    const removed = await putSettings({ oidc: null, time_zone: 'Australia/Brisbane' });
    expect(removed.json()).toMatchObject({ oidc: null, time_zone: 'Australia/Brisbane' });
  });

  it('names the wrong field', async () => {
    const zone = await putSettings({ time_zone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().error.message).toBe(
      'body.time_zone: Choose a valid time zone such as Australia/Brisbane',
    );
    const contact = await putSettings({ notify_contacts: ['not-an-email'] });
    expect(contact.json().error.message).toBe('body.notify_contacts.0: Enter a valid email address');
    const issuer = await putSettings({ oidc: { issuer: 'nope', client_id: 'x' } });
    expect(issuer.statusCode).toBe(400);
  });
});

describe('logo', () => {
  it('refuses bytes that are not the type they claim (415) and images over 512 KB (413)', async () => {
    const mismatch = await putLogo('image/jpeg', PNG);
    expect(mismatch.statusCode).toBe(415);
    expect(mismatch.json().error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: MESSAGES.admin.logoMismatch,
    });
    expect((await putLogo('image/png', Buffer.from('GIF89a not a png'))).statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(LIMITS.logoMaxBytes + 1 - PNG.length)]);
    const tooLarge = await putLogo('image/png', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: MESSAGES.admin.logoTooLarge,
    });
    const wrongType = await call('PUT', '/api/admin/settings/logo', as('ADMIN'), {
      content_type: 'image/svg+xml',
      data_base64: 'PHN2Zz4=',
    });
    expect(wrongType.statusCode).toBe(400);
    expect((await settings()).json().logo_url).toBeNull();
  });

  it('stores a valid PNG that GET /api/logo then serves, and removes it again', async () => {
    const saved = await putLogo('image/png', PNG);
    expect(saved.statusCode).toBe(200);
    const logoUrl = saved.json().logo_url;
    expect(logoUrl).toMatch(/^\/api\/logo\/image\?client=acme&v=[0-9a-f]{16}$/);

    const publicLogo = await call('GET', '/api/logo?client=acme', { host: hostOf('acme') });
    expect(publicLogo.json()).toMatchObject({ logoUrl, logoSource: 'tenant' });
    const image = await call('GET', logoUrl, { host: hostOf('acme') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await settings()).json().logo_url).toBe(logoUrl);

    const removed = await call('DELETE', '/api/admin/settings/logo', as('ADMIN'));
    expect(removed.json().logo_url).toBeNull();
    const after = await call('GET', '/api/logo', { host: hostOf('acme') });
    expect(after.json()).toMatchObject({ logoUrl: null, logoSource: 'none' });
    const audit = await call('GET', `/api/admin/audit?entity_id=${acmeId}`, as('ADMIN'));
    expect(
      audit
        .json()
        .entries.slice(0, 2)
        .map((e: { action: string }) => e.action),
    ).toEqual(['tenant.logo_removed', 'tenant.logo_updated']);
  });

  it('accepts JPEG and WebP by their signatures', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
    expect((await putLogo('image/jpeg', jpeg)).statusCode).toBe(200);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
    expect((await putLogo('image/webp', webp)).statusCode).toBe(200);
    expect((await putLogo('image/webp', Buffer.from('RIFF\x1a\0\0\0WAVEfmt '))).statusCode).toBe(415);
    await call('DELETE', '/api/admin/settings/logo', as('ADMIN'));
  });
});

describe('testing the work-directory connection', () => {
  it('is ok when the issuer serves a matching discovery document', async () => {
    const issuer = `${discovery.origin}/good`;
    const res = await testOidc(issuer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: MESSAGES.admin.oidcOk(`${issuer}/authorize`),
      authorization_endpoint: `${issuer}/authorize`,
    });
  });

  it.each([
    ['/imposter', 'names issuer https://elsewhere.example'],
    ['/no-endpoint', 'no issuer or authorization_endpoint'],
    ['/html', 'not JSON'],
    ['/missing', 'HTTP 404'],
  ])('fails for %s', async (path, reason) => {
    const res = await testOidc(`${discovery.origin}${path}`);
    expect(res.json()).toMatchObject({ ok: false, authorization_endpoint: null });
    expect(res.json().message).toMatch(/^Could not reach the work directory: /);
    expect(res.json().message).toContain(reason);
  });

  it('fails, and says why, when nothing listens at the issuer', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const res = await testOidc(`http://127.0.0.1:${port}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: false,
      message: MESSAGES.admin.oidcFailed(`connect ECONNREFUSED 127.0.0.1:${port}`),
      authorization_endpoint: null,
    });
  });
});
