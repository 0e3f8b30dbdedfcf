import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.js';
import { updateTenantLogo } from '../src/modules/clients/clients.repository.js';
import { clientSlugFromHost } from '../src/platform/tenancy.js';
import { buildTestApp, createTenant, type TestApp } from './helpers/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ DEFAULT_CLIENT: 'demo' });
  await createTenant(t, 'demo', 'Demo Workplace');
  const acmeId = await createTenant(t, 'acme', 'Acme Logistics');
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  await withTenant(t.database.db, acmeId, (tx) =>
    updateTenantLogo(tx, acmeId, { data: png, contentType: 'image/png' }),
  );
  t.app.tenants.forget('acme');
});
afterAll(() => t.close());

describe('clientSlugFromHost', () => {
  it.each([
    ['acme.localhost:3000', 'acme'],
    ['ACME.vigil.example.com', 'acme'],
    ['localhost:3000', 'demo'],
    ['localhost', 'demo'],
    ['127.0.0.1:3000', 'demo'],
    ['[::1]:3000', 'demo'],
    ['10.1.2.3', 'demo'],
    ['intranet', 'demo'],
    [undefined, 'demo'],
  ])('%s -> %s', (host, slug) => {
    expect(clientSlugFromHost(host, 'demo')).toBe(slug);
  });
});

describe('tenant resolution', () => {
  it('serves client-info for the host tenant and the default tenant on localhost', async () => {
    const acme = await t.app.inject({
      method: 'GET',
      url: '/api/client-info',
      headers: { host: 'acme.localhost:3000' },
    });
    expect(acme.json()).toEqual({ name: 'Acme Logistics', client_code: 'ACME', slug: 'acme' });
    const local = await t.app.inject({
      method: 'GET',
      url: '/api/client-info',
      headers: { host: 'localhost:3000' },
    });
    expect(local.json()).toEqual({ name: 'Demo Workplace', client_code: 'DEMO', slug: 'demo' });
  });

  it('answers 404 Unknown client for a tenant that does not exist', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/client-info',
      headers: { host: 'nope.localhost:3000' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'UNKNOWN_CLIENT', message: 'Unknown client' } });
  });

  it('refuses an X-Client-ID header or ?client= that disagrees with the host', async () => {
    const header = await t.app.inject({
      method: 'GET',
      url: '/api/client-info',
      headers: { host: 'acme.localhost:3000', 'x-client-id': 'demo' },
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().error.code).toBe('CLIENT_MISMATCH');
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/client-info?client=acme',
      headers: { host: 'localhost:3000' },
    });
    expect(query.statusCode).toBe(400);
    const agree = await t.app.inject({
      method: 'GET',
      url: '/api/client-info?client=acme',
      headers: { host: 'acme.localhost:3000', 'x-client-id': 'ACME' },
    });
    expect(agree.statusCode).toBe(200);
  });
});

describe('logo', () => {
  it('gives a versioned URL that serves the tenant image', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/logo?client=acme',
      headers: { host: 'acme.localhost:3000' },
    });
    const body = res.json();
    expect(body.logoSource).toBe('tenant');
    expect(body.expiresIn).toBe(3600);
    expect(body.logoUrl).toMatch(/^\/api\/logo\/image\?client=acme&v=[0-9a-f]{16}$/);
    const image = await t.app.inject({
      method: 'GET',
      url: body.logoUrl,
      headers: { host: 'acme.localhost:3000' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
  });

  it('says there is no logo for a tenant without one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/logo', headers: { host: 'localhost' } });
    expect(res.json()).toEqual({ logoUrl: null, expiresIn: 0, logoSource: 'none' });
  });
});

describe('platform routes', () => {
  it('reports the database state on /api/health', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'whatever.localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { status: 'up', engine: expect.any(String) },
    });
  });

  it('publishes the OpenAPI document with every API route and Swagger UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const path of [
      '/api/auth/login',
      '/api/auth/token',
      '/api/user-info',
      '/api/invitations',
      '/api/invite/{code}',
    ]) {
      expect(paths).toContain(path);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
