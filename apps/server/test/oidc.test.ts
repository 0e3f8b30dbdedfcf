import type { Role } from '@app/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.js';
import { sessions } from '../src/db/schema/auth.js';
import { tenants } from '../src/db/schema/tenants.js';
import { userIdentities, users } from '../src/db/schema/users.js';
import { buildTestApp, createTenant, createUser, hostOf, type TestApp, tokenFor } from './helpers/app.js';
import { startOidcProvider, type TestOidcProvider } from './helpers/oidc-provider.js';

const HOST = hostOf('acme');
const ORIGIN = `http://${HOST}`;
const REDIRECT_URL = `${ORIGIN}/auth/callback`;

let t: TestApp;
let op: TestOidcProvider;
let acmeId: string;
let betaId: string;

beforeAll(async () => {
  [t, op] = await Promise.all([buildTestApp(), startOidcProvider()]);
  acmeId = await createTenant(t, 'acme');
  betaId = await createTenant(t, 'beta');
  await setOidcSettings('acme', { issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret });
  await setOidcSettings('beta', { issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret });
});

afterAll(async () => {
  await t?.close();
  await op?.close();
});

beforeEach(() => {
  op.accounts.clear();
});

async function setOidcSettings(
  slug: string,
  oidc: { issuer: string; clientId: string; clientSecret: string } | null,
) {
  await t.database.db
    .update(tenants)
    .set({ settings: oidc ? { oidc } : {} })
    .where(eq(tenants.slug, slug));
  t.app.tenants.forget(slug);
}

let seq = 0;
/** Every test uses its own people, so the tests stay independent of each other's links. */
function person(label: string) {
  seq += 1;
  return { sub: `sub-${label}-${seq}`, email: `${label}-${seq}@acme.test` };
}

function addAccount(sub: string, email: string) {
  op.accounts.set(sub, { email, given_name: 'Dana', family_name: 'Directory' });
}

async function startLogin(query: Record<string, string> = {}, host = HOST) {
  const params = new URLSearchParams({
    provider: 'oidc',
    redirectUrl: `http://${host}/auth/callback`,
    ...query,
  });
  const response = await t.app.inject({ method: 'GET', url: `/api/auth/login?${params}`, headers: { host } });
  expect(response.statusCode).toBe(302);
  return String(response.headers.location);
}

/** The provider's redirect back to us, played through the app like the browser would. */
async function callback(url: URL | string) {
  const target = new URL(url, ORIGIN);
  const response = await t.app.inject({
    method: 'GET',
    url: `${target.pathname}${target.search}`,
    headers: { host: HOST },
  });
  expect(response.statusCode).toBe(302);
  return String(response.headers.location);
}

/** The whole browser round trip: our login, the provider's sign-in as `sub`, our callback. */
async function signIn(sub: string, query: Record<string, string> = {}) {
  const authorizationUrl = await startLogin(query);
  expect(authorizationUrl.startsWith(`${op.issuer}/`)).toBe(true);
  return callback(await op.authorize(authorizationUrl, sub));
}

async function exchange(location: string) {
  const url = new URL(location);
  expect(`${url.origin}${url.pathname}`).toBe(REDIRECT_URL);
  const code = url.searchParams.get('code');
  expect(code).toBeTruthy();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    headers: { host: HOST },
    payload: { code },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ access_token: string; user: { id: string; email: string; role: Role } }>();
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/user-info',
    headers: { host: HOST, authorization: `Bearer ${body.access_token}` },
  });
  expect(me.statusCode).toBe(200);
  return {
    token: body.access_token,
    user: me.json<{ id: string; email: string; role: Role; client: string }>(),
  };
}

const identitiesOf = (userId: string) =>
  withTenant(t.database.db, acmeId, (tx) =>
    tx
      .select({ issuer: userIdentities.issuer, subject: userIdentities.subject })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId)),
  );

const sessionCount = async () => {
  const [row] = await withTenant(t.database.db, acmeId, (tx) =>
    tx.select({ n: count() }).from(sessions).where(eq(sessions.tenantId, acmeId)),
  );
  return row?.n ?? 0;
};

async function invite(email: string, role: Role) {
  const admin = await createUser(t, acmeId, 'acme', {
    email: `admin-${seq}-${role}@acme.test`,
    role: 'ADMIN',
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/invitations',
    headers: { host: HOST, authorization: `Bearer ${await tokenFor(t, admin)}` },
    payload: { emails: [{ email, first_name: 'New', last_name: 'Starter' }], role },
  });
  expect(response.statusCode).toBe(201);
  const [invitation] = response.json<{ invitations: { invitation_code: string }[] }>().invitations;
  return String(invitation?.invitation_code);
}

describe('work-directory sign-in', () => {
  it('signs an existing user in and links the directory identity', async () => {
    const { sub, email } = person('existing');
    const user = await createUser(t, acmeId, 'acme', { email, role: 'MANAGER' });
    addAccount(sub, email.toUpperCase());

    const { user: me } = await exchange(await signIn(sub));

    expect(me).toMatchObject({ id: user.id, email, role: 'MANAGER', client: 'acme' });
    expect(await identitiesOf(user.id)).toEqual([{ issuer: op.issuer, subject: sub }]);
  });

  it('signs an invited person up with the invitation role', async () => {
    const { sub, email } = person('invited');
    const code = await invite(email, 'INVESTIGATOR');
    addAccount(sub, email);

    const { user: me } = await exchange(await signIn(sub, { invitation: code }));

    expect(me).toMatchObject({ email, role: 'INVESTIGATOR', client: 'acme' });
    expect(await identitiesOf(me.id)).toEqual([{ issuer: op.issuer, subject: sub }]);
  });

  it('refuses an invitation made out to another address', async () => {
    const { sub, email } = person('mismatch');
    const code = await invite(`someone-else-${seq}@acme.test`, 'STAFF');
    addAccount(sub, email);

    expect(await signIn(sub, { invitation: code })).toBe('/requires-invitation?error=mismatch');
  });

  it('sends a person with neither an account nor an invitation to the invitation page', async () => {
    const { sub, email } = person('stranger');
    addAccount(sub, email);
    const before = await sessionCount();

    expect(await signIn(sub)).toBe('/requires-invitation');
    expect(await sessionCount()).toBe(before);
    const [row] = await withTenant(t.database.db, acmeId, (tx) =>
      tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.tenantId, acmeId), eq(users.email, email))),
    );
    expect(row?.n).toBe(0);
  });

  it('keeps recognising a linked subject after its e-mail claim changes', async () => {
    const { sub, email } = person('renamed');
    const user = await createUser(t, acmeId, 'acme', { email, role: 'STAFF' });
    addAccount(sub, email);
    await exchange(await signIn(sub));

    addAccount(sub, `renamed-${seq}@elsewhere.test`);
    const { user: me } = await exchange(await signIn(sub));

    expect(me).toMatchObject({ id: user.id, email });
  });

  it('refuses another subject claiming the e-mail of a linked user', async () => {
    const { sub, email } = person('linked');
    const user = await createUser(t, acmeId, 'acme', { email, role: 'ADMIN' });
    addAccount(sub, email);
    await exchange(await signIn(sub));
    const before = await sessionCount();

    const impostor = `${sub}-impostor`;
    addAccount(impostor, email);
    expect(await signIn(impostor)).toBe('/?loginError=identity_conflict');
    expect(await sessionCount()).toBe(before);
    expect(await identitiesOf(user.id)).toEqual([{ issuer: op.issuer, subject: sub }]);
  });

  it('does not match an e-mail the directory says is unverified', async () => {
    const { sub, email } = person('unverified');
    await createUser(t, acmeId, 'acme', { email, role: 'ADMIN' });
    op.accounts.set(sub, { email, given_name: 'Eve', family_name: 'Unverified', email_verified: false });
    const before = await sessionCount();

    expect(await signIn(sub)).toBe('/?loginError=oidc_failed');
    expect(await sessionCount()).toBe(before);
  });

  it('says so when the tenant has no directory configured', async () => {
    await setOidcSettings('beta', null);
    try {
      expect(await startLogin({}, hostOf('beta'))).toBe('/?loginError=oidc_not_configured');
    } finally {
      await setOidcSettings('beta', {
        issuer: op.issuer,
        clientId: op.clientId,
        clientSecret: op.clientSecret,
      });
    }
  });

  it('refuses an unknown state', async () => {
    const before = await sessionCount();
    const location = await callback(`/api/auth/oidc/callback?code=made-up&state=${'x'.repeat(43)}`);
    expect(location).toBe('/?loginError=oidc_failed');
    expect(await callback('/api/auth/oidc/callback')).toBe('/?loginError=oidc_failed');
    expect(await sessionCount()).toBe(before);
  });

  it('uses a callback once: a replay is refused and creates no session', async () => {
    const { sub, email } = person('replay');
    await createUser(t, acmeId, 'acme', { email, role: 'STAFF' });
    addAccount(sub, email);
    const returned = await op.authorize(await startLogin(), sub);

    await exchange(await callback(returned));
    const before = await sessionCount();

    expect(await callback(returned)).toBe('/?loginError=oidc_failed');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses the sign-in when the person declines at the provider', async () => {
    const { sub, email } = person('declined');
    await createUser(t, acmeId, 'acme', { email, role: 'STAFF' });
    addAccount(sub, email);
    const before = await sessionCount();

    const returned = await op.authorize(await startLogin(), sub, { deny: true });
    expect(returned.searchParams.get('error')).toBe('access_denied');
    expect(returned.searchParams.get('state')).toBeTruthy();

    expect(await callback(returned)).toBe('/?loginError=oidc_failed');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a code the provider issued to another client', async () => {
    const { sub, email } = person('other-client');
    await createUser(t, acmeId, 'acme', { email, role: 'STAFF' });
    addAccount(sub, email);
    const before = await sessionCount();

    const authorizationUrl = new URL(await startLogin());
    authorizationUrl.searchParams.set('client_id', op.otherClientId);
    const returned = await op.authorize(authorizationUrl.href, sub);
    expect(returned.searchParams.get('code')).toBeTruthy();

    expect(await callback(returned)).toBe('/?loginError=oidc_failed');
    expect(await sessionCount()).toBe(before);
  });

  it("does not accept acme's token on another tenant's host", async () => {
    const { sub, email } = person('cross-tenant');
    await createUser(t, acmeId, 'acme', { email, role: 'ADMIN' });
    await createUser(t, betaId, 'beta', { email, role: 'ADMIN' });
    addAccount(sub, email);
    const { token } = await exchange(await signIn(sub));

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user-info',
      headers: { host: hostOf('beta'), authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
