import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, withTenant } from '../src/db/client.js';
import { loginTokens, sessions } from '../src/db/schema/auth.js';
import { users } from '../src/db/schema/users.js';
import {
  authHeaders,
  buildTestApp,
  createTenant,
  createUser,
  type TestApp,
  type TestUser,
  tokenFor,
} from './helpers/app.js';
import { lastMailTo, linkIn } from './helpers/mail.js';

const HOST = 'acme.localhost:3000';
const ORIGIN = `http://${HOST}`;
const CALLBACK = `${ORIGIN}/auth/callback`;

let t: TestApp;
let acmeId: string;
let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  acmeId = await createTenant(t, 'acme', 'Acme Logistics');
  await createTenant(t, 'beta', 'Beta Builders');
  admin = await createUser(t, acmeId, 'acme', { email: 'admin@acme.test', role: 'ADMIN' });
  adminToken = await tokenFor(t, admin);
});
afterAll(() => t.close());

function form(fields: Record<string, string>) {
  return {
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

async function requestLink(email: string, invitation?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/email/start',
    ...form({ email, redirectUrl: CALLBACK, ...(invitation ? { invitation } : {}) }),
  });
  expect(res.statusCode).toBe(200);
  return res;
}

async function magicTokenFor(email: string): Promise<string> {
  const mail = await lastMailTo(t, acmeId, email);
  expect(mail).not.toBeNull();
  const link = linkIn(mail!.text, /http:\/\/acme\.localhost:3000\/api\/auth\/email\/confirm\?token=[\w-]+/);
  return new URL(link).searchParams.get('token')!;
}

async function confirm(token: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/email/confirm', ...form({ token }) });
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
}

async function signInByEmail(email: string, invitation?: string) {
  await requestLink(email, invitation);
  return confirm(await magicTokenFor(email));
}

async function exchange(location: string) {
  const code = new URL(location).searchParams.get('code')!;
  return t.app.inject({ method: 'POST', url: '/api/auth/token', headers: { host: HOST }, payload: { code } });
}

async function invite(email: string, role = 'STAFF') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/invitations',
    headers: authHeaders(admin, adminToken),
    payload: { emails: [{ email, first_name: 'New', last_name: 'Worker' }], role },
  });
  expect(res.statusCode).toBe(201);
  return res.json().invitations[0] as { id: string; invitation_code: string };
}

describe('GET /api/auth/login', () => {
  it('sends the e-mail provider to the hosted e-mail page with the callback and invitation', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/login?provider=email&redirectUrl=${encodeURIComponent(CALLBACK)}&client=acme&invitation=abc`,
      headers: { host: HOST },
    });
    expect(res.statusCode).toBe(302);
    const next = new URL(res.headers.location as string, ORIGIN);
    expect(next.pathname).toBe('/api/auth/email');
    expect(next.searchParams.get('redirectUrl')).toBe(CALLBACK);
    expect(next.searchParams.get('invitation')).toBe('abc');

    const page = await t.app.inject({
      method: 'GET',
      url: next.pathname + next.search,
      headers: { host: HOST },
    });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Acme Logistics');
    expect(page.body).toContain('name="invitation" value="abc"');
  });

  it('refuses a callback on another host, so a code can never leave this tenant', async () => {
    for (const redirect of [
      'http://evil.example/auth/callback',
      'http://beta.localhost:3000/auth/callback',
      `${ORIGIN}/elsewhere`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/login?provider=email&redirectUrl=${encodeURIComponent(redirect)}`,
        headers: { host: HOST },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The sign-in request is not valid for this address.');
    }
  });

  it('rejects an unknown provider with the field named', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/login?provider=saml&redirectUrl=${encodeURIComponent(CALLBACK)}`,
      headers: { host: HOST },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toContain('provider');
  });
});

describe('magic link sign-in', () => {
  it('signs in an existing user: link by e-mail, confirm page, one-time code, token, user-info', async () => {
    const worker = await createUser(t, acmeId, 'acme', {
      email: 'sam@acme.test',
      role: 'STAFF',
      firstName: 'Sam',
    });
    const sent = await requestLink('Sam@Acme.test');
    expect(sent.body).toContain('Check your e-mail');
    const token = await magicTokenFor('sam@acme.test');

    // Opening the link (as a mail scanner would) only shows the confirm page; it does not use it up.
    for (let i = 0; i < 2; i++) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/auth/email/confirm?token=${token}`,
        headers: { host: HOST },
      });
      expect(page.body).toContain('Finish signing in');
    }
    const location = await confirm(token);
    expect(location.startsWith(`${CALLBACK}?code=`)).toBe(true);

    const exchanged = await exchange(location);
    expect(exchanged.statusCode).toBe(200);
    const body = exchanged.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.user).toMatchObject({
      id: worker.id,
      email: 'sam@acme.test',
      first_name: 'Sam',
      role: 'STAFF',
      client: 'acme',
    });

    const info = await t.app.inject({
      method: 'GET',
      url: '/api/user-info',
      headers: { host: HOST, authorization: `Bearer ${body.access_token}` },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().id).toBe(worker.id);

    // The one-time code works once.
    const again = await exchange(location);
    expect(again.statusCode).toBe(401);
  });

  it('answers the same whether or not the address is known, and sends nothing to a stranger', async () => {
    const known = await requestLink('sam@acme.test');
    const unknown = await requestLink('nobody@acme.test');
    expect(unknown.body).toBe(known.body);
    expect(await lastMailTo(t, acmeId, 'nobody@acme.test')).toBeNull();
  });

  it('re-shows the form with the address and a clear message for a malformed address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/start',
      ...form({ email: 'not-an-email', redirectUrl: CALLBACK }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Enter a valid email address');
    expect(res.body).toContain('value="not-an-email"');
  });

  it('refuses a used link and an expired link', async () => {
    await createUser(t, acmeId, 'acme', { email: 'kim@acme.test', role: 'STAFF' });
    await requestLink('kim@acme.test');
    const token = await magicTokenFor('kim@acme.test');
    await confirm(token);
    expect(await confirm(token)).toBe('/?loginError=link_expired');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/auth/email/confirm?token=${token}`,
      headers: { host: HOST },
    });
    expect(page.body).toContain('That sign-in link has expired or was already used.');

    await requestLink('kim@acme.test');
    const stale = await magicTokenFor('kim@acme.test');
    await withTenant(t.database.db, acmeId, (tx) =>
      tx
        .update(loginTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(
          and(
            eq(loginTokens.tenantId, acmeId),
            eq(loginTokens.kind, 'magic_link'),
            eq(loginTokens.email, 'kim@acme.test'),
          ),
        ),
    );
    expect(await confirm(stale)).toBe('/?loginError=link_expired');
  });

  it('does not sign in an inactive user', async () => {
    const gone = await createUser(t, acmeId, 'acme', { email: 'gone@acme.test', role: 'STAFF' });
    await withTenant(t.database.db, acmeId, (tx) =>
      tx.update(users).set({ isActive: false }).where(eq(users.id, gone.id)),
    );
    await requestLink('gone@acme.test');
    expect(await lastMailTo(t, acmeId, 'gone@acme.test')).toBeNull();
  });
});

describe('invitations at sign-in', () => {
  it('creates the invited user with the invitation role and marks it accepted', async () => {
    const invitation = await invite('new.worker@acme.test', 'MANAGER');
    const location = await signInByEmail('new.worker@acme.test', invitation.invitation_code);
    const body = (await exchange(location)).json();
    expect(body.user).toMatchObject({ email: 'new.worker@acme.test', role: 'MANAGER', first_name: 'New' });

    const check = await t.app.inject({
      method: 'GET',
      url: `/api/invite/${invitation.invitation_code}`,
      headers: { host: HOST },
    });
    expect(check.json()).toMatchObject({ valid: false, invitation: { status: 'ACCEPTED' } });
  });

  it('accepts a pending invitation for the address even without the code', async () => {
    await invite('walk.in@acme.test');
    const location = await signInByEmail('walk.in@acme.test');
    expect((await exchange(location)).json().user.email).toBe('walk.in@acme.test');
  });

  it('sends a different address to requires-invitation?error=mismatch', async () => {
    const invitation = await invite('right.person@acme.test');
    const location = await signInByEmail('wrong.person@acme.test', invitation.invitation_code);
    expect(location).toBe('/requires-invitation?error=mismatch');
  });

  it('sends a revoked or expired code to error=invalid, and no invitation to requires-invitation', async () => {
    const revoked = await invite('revoked@acme.test');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/invitations/${revoked.id}`,
      headers: authHeaders(admin, adminToken),
    });
    expect(del.statusCode).toBe(200);
    expect(await signInByEmail('revoked@acme.test', revoked.invitation_code)).toBe(
      '/requires-invitation?error=invalid',
    );

    expect(await signInByEmail('stranger@acme.test', 'ffffffffffffffffffffffffffffffff')).toBe(
      '/requires-invitation?error=invalid',
    );
    // Without an invitation the address gets no link at all, so there is nothing to confirm.
    await requestLink('stranger2@acme.test');
    expect(await lastMailTo(t, acmeId, 'stranger2@acme.test')).toBeNull();
  });
});

describe('sessions', () => {
  it('verify says valid for a live token and invalid for a client mismatch', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: authHeaders(admin, adminToken),
      payload: { client: 'acme' },
    });
    expect(ok.json()).toEqual({ valid: true });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { host: HOST },
      payload: {},
    });
    expect(none.json()).toEqual({ valid: false });
    const bogus = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { host: HOST, authorization: 'Bearer nonsense' },
      payload: {},
    });
    expect(bogus.json()).toEqual({ valid: false });
  });

  it('logout revokes the session: the same token is refused afterwards', async () => {
    const user = await createUser(t, acmeId, 'acme', { email: 'leaver@acme.test', role: 'STAFF' });
    const token = await tokenFor(t, user);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authHeaders(user, token),
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user-info',
      headers: authHeaders(user, token),
    });
    expect(after.statusCode).toBe(401);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: authHeaders(user, token),
      payload: {},
    });
    expect(verify.json()).toEqual({ valid: false });
  });

  it('refuses a token from tenant acme on tenant beta', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user-info',
      headers: { host: 'beta.localhost:3000', authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired session and a request without a token, with the spec message', async () => {
    const user = await createUser(t, acmeId, 'acme', { email: 'expired@acme.test', role: 'STAFF' });
    const token = await tokenFor(t, user);
    await withTenant(t.database.db, acmeId, (tx) =>
      tx
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, user.id)),
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user-info', headers: authHeaders(user, token) }))
        .statusCode,
    ).toBe(401);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user-info', headers: { host: HOST } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Access token required for authenticated requests');
  });

  it('records sign-ins and logouts in the audit log', async () => {
    const rows = await withTenant(t.database.db, acmeId, (tx) =>
      queryRows<{ action: string }>(tx, sql`select distinct action from audit_log order by action`),
    );
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['session.created', 'session.revoked', 'user.created', 'invitation.accepted']),
    );
  });
});
