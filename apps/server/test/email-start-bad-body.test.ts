import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTenant, hostOf, type TestApp } from './helpers/app.js';

describe('POST /api/auth/email/start with a body that is not the form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await createTenant(t, 'acme');
  });
  afterAll(() => t.close());

  it.each([{}, { email: 'a@b.c' }, { redirectUrl: 'http://acme.localhost:3000/auth/callback' }])(
    'answers 400 with the error shape, not 500, for %j',
    async (body) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email/start',
        headers: { host: hostOf('acme') },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    },
  );
});
