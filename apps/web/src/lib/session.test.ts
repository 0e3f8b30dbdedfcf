import { MESSAGES } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fetch';
import { testUser } from '../testing/render';
import { resolveClient } from './api-client';
import { browserNavigation } from './browser';
import {
  buildLoginUrl,
  LoginAbandonedError,
  loginWithToken,
  logoutSession,
  restoreSession,
  startLogin,
} from './session';
import { readStoredUser, readToken, writeSession } from './session-storage';

// Client 'acme' (acme.localhost): keys authToken_YWNtZQ / authUser_YWNtZQ.

describe('restoreSession (spec 01 sections 4 and 5)', () => {
  it('is anonymous without a stored token and calls nothing', async () => {
    const calls = stubFetch({});
    await expect(restoreSession()).resolves.toMatchObject({ status: 'anonymous' });
    expect(calls).toHaveLength(0);
  });

  it('discards a stored user from another client without asking the server', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    writeSession('acme', 'tok', testUser({ client: 'globex' }));
    const calls = stubFetch({});
    await expect(restoreSession()).resolves.toMatchObject({ status: 'anonymous' });
    expect(calls).toHaveLength(0);
    expect(readToken('acme')).toBeNull();
    expect(readStoredUser('acme').user).toBeNull();
    expect(info).toHaveBeenCalled();
  });

  it('restores a session the server says is valid', async () => {
    const user = testUser();
    writeSession('acme', 'tok', user);
    const calls = stubFetch({ 'POST /api/auth/verify': jsonResponse({ valid: true }) });
    await expect(restoreSession()).resolves.toEqual({ status: 'authenticated', token: 'tok', user });
    expect(calls[0]?.body).toEqual({ client: 'acme' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('logs out when the token is no longer valid', async () => {
    writeSession('acme', 'tok', testUser());
    stubFetch({ 'POST /api/auth/verify': jsonResponse({ valid: false }) });
    await expect(restoreSession()).resolves.toMatchObject({ status: 'anonymous' });
    expect(readToken('acme')).toBeNull();
  });

  it('logs out when verification fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeSession('acme', 'tok', testUser());
    stubFetch({
      'POST /api/auth/verify': jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }),
    });
    await expect(restoreSession()).resolves.toMatchObject({ status: 'anonymous' });
    expect(readToken('acme')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('ignores an unparseable stored user and reloads the user after verifying', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    localStorage.setItem('authToken_YWNtZQ', 'tok');
    localStorage.setItem('authUser_YWNtZQ', '{oops');
    stubFetch({
      'POST /api/auth/verify': jsonResponse({ valid: true }),
      'GET /api/user-info': jsonResponse(testUser({ first_name: 'Ria' })),
    });
    const state = await restoreSession();
    expect(state).toMatchObject({ status: 'authenticated', user: { first_name: 'Ria', client: 'acme' } });
    expect(readStoredUser('acme').user?.first_name).toBe('Ria');
  });
});

describe('loginWithToken', () => {
  it('stores the token and the user info with the client', async () => {
    const calls = stubFetch({
      'GET /api/user-info': jsonResponse({ ...testUser({ role: 'MANAGER' }), client: 'ignored' }),
    });
    const user = await loginWithToken('new-token');
    expect(user).toMatchObject({ role: 'MANAGER', client: 'acme' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer new-token');
    expect(readToken('acme')).toBe('new-token');
    expect(readStoredUser('acme').user).toEqual(user);
  });

  it('accepts the id at user.id or user_id', async () => {
    stubFetch({ 'GET /api/user-info': jsonResponse({ user_id: 'u-7', email: 'a@b.co', role: 'ADMIN' }) });
    await expect(loginWithToken('t')).resolves.toMatchObject({ id: 'u-7', email: 'a@b.co', role: 'ADMIN' });
  });

  it('stores the user from the token response when user-info fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ 'GET /api/user-info': new Response('', { status: 503, statusText: 'Service Unavailable' }) });
    const fallback = testUser({ first_name: 'Fallback' });
    await expect(loginWithToken('t', fallback)).resolves.toMatchObject({
      first_name: 'Fallback',
      client: 'acme',
    });
    expect(readToken('acme')).toBe('t');
    expect(warn).toHaveBeenCalled();
  });

  it('abandons a login whose user has no valid e-mail, storing nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ 'GET /api/user-info': jsonResponse({ ...testUser(), email: 'not-an-address' }) });
    await expect(loginWithToken('t')).rejects.toBeInstanceOf(LoginAbandonedError);
    expect(readToken('acme')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('throws Client not initialized when there is no client', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    stubFetch({ 'GET /api/client-info': new Response('', { status: 404 }) });
    await resolveClient('localhost');
    await expect(loginWithToken('t')).rejects.toThrow(MESSAGES.common.clientNotInitialized);
  });
});

describe('logoutSession', () => {
  it('tells the server and clears the stored session', async () => {
    await resolveClient();
    writeSession('acme', 'tok', testUser());
    const calls = stubFetch({ 'POST /api/auth/logout': new Response(null, { status: 204 }) });
    await logoutSession();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/auth/logout']);
    expect(readToken('acme')).toBeNull();
  });

  it('clears the stored session even when the server call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await resolveClient();
    writeSession('acme', 'tok', testUser());
    stubFetch({ 'POST /api/auth/logout': jsonResponse({ error: 'down' }, { status: 500 }) });
    await logoutSession();
    expect(readToken('acme')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('login URL (spec 01 section 7)', () => {
  it('builds the provider, callback, client and invitation parameters', () => {
    const url = new URL(
      buildLoginUrl({
        provider: 'email',
        client: 'acme',
        invitation: 'abc123',
        origin: 'http://acme.localhost:3000',
      }),
      'http://x',
    );
    expect(url.pathname).toBe('/api/auth/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      provider: 'email',
      redirectUrl: 'http://acme.localhost:3000/auth/callback',
      client: 'acme',
      invitation: 'abc123',
    });
  });

  it('sends the browser there', () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    startLogin({ provider: 'oidc', client: 'acme' });
    expect(assign).toHaveBeenCalledWith(
      '/api/auth/login?provider=oidc&redirectUrl=http%3A%2F%2Facme.localhost%3A5173%2Fauth%2Fcallback&client=acme',
    );
  });
});
