import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  authHeaders,
  buildTestApp,
  createTenant,
  createUser,
  type TestApp,
  type TestUser,
  tokenFor,
} from './helpers/app.js';

let t: TestApp;
let a: { user: TestUser; token: string };
let b: { user: TestUser; token: string };

beforeAll(async () => {
  t = await buildTestApp({ CHAT_RATE_LIMIT: '3' });
  const tenantId = await createTenant(t, 'acme');
  const ua = await createUser(t, tenantId, 'acme', { email: 'a@acme.test', role: 'STAFF' });
  const ub = await createUser(t, tenantId, 'acme', { email: 'b@acme.test', role: 'STAFF' });
  a = { user: ua, token: await tokenFor(t, ua) };
  b = { user: ub, token: await tokenFor(t, ub) };
});

afterAll(async () => {
  await t.close();
});

const hello = (p: { user: TestUser; token: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ask-agent',
    headers: authHeaders(p.user, p.token),
    payload: { inputText: 'hello', sessionId: `user-${randomUUID()}`, isFirstMessage: true },
  });

it('limits each person to CHAT_RATE_LIMIT messages a minute, not the whole address', async () => {
  for (let i = 0; i < 3; i++) expect((await hello(a)).statusCode).toBe(200);
  const limited = await hello(a);
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error.code).toBe('RATE_LIMITED');
  // Same address (inject uses 127.0.0.1 for every call), another person: not limited.
  expect((await hello(b)).statusCode).toBe(200);
});
