import { MESSAGES } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fetch';
import { ApiError, apiRequest, getClientInfo, resolveClient } from './api-client';
import { clientFromHostname } from './client-host';

// The test page runs on acme.localhost (vite.config.ts), so the client is 'acme'.

describe('clientFromHostname (spec 01 section 1)', () => {
  it.each([
    ['acme.localhost', 'acme'],
    ['acme.vigil.example.com', 'acme'],
    ['localhost', null],
    ['127.0.0.1', null],
    ['::1', null],
    ['', null],
  ])('%s -> %s', (host, expected) => {
    expect(clientFromHostname(host)).toBe(expected);
  });
});

describe('apiRequest', () => {
  it('sends the client header and query, and the stored bearer token', async () => {
    localStorage.setItem('authToken_YWNtZQ', 'stored-token');
    const calls = stubFetch({ 'GET /api/things': jsonResponse({ ok: true }) });
    await expect(apiRequest('/api/things', { auth: true, query: { page: 2 } })).resolves.toEqual({
      ok: true,
    });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url.searchParams.get('client')).toBe('acme');
    expect(call?.url.searchParams.get('page')).toBe('2');
    expect(call?.headers.get('X-Client-ID')).toBe('acme');
    expect(call?.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it('sends a JSON body', async () => {
    const calls = stubFetch({ 'POST /api/things': jsonResponse({ id: 1 }, { status: 201 }) });
    await apiRequest('/api/things', { method: 'POST', body: { name: 'x' } });
    expect(calls[0]?.body).toEqual({ name: 'x' });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('fails an authenticated call without a token before calling the server', async () => {
    const calls = stubFetch({});
    await expect(apiRequest('/api/things', { auth: true })).rejects.toThrow(
      MESSAGES.common.accessTokenRequired,
    );
    expect(calls).toHaveLength(0);
  });

  it("throws the server's error.message with status and code", async () => {
    stubFetch({
      'GET /api/things': jsonResponse(
        { error: { code: 'FORBIDDEN', message: 'You do not have permission to do that.' } },
        { status: 403, statusText: 'Forbidden' },
      ),
    });
    const error = await apiRequest('/api/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'You do not have permission to do that.',
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('accepts the legacy { error: "text" } and { message } bodies', async () => {
    stubFetch({
      'GET /api/a': jsonResponse({ error: 'Legacy failure' }, { status: 400 }),
      'GET /api/b': jsonResponse({ message: 'Message failure' }, { status: 500 }),
    });
    await expect(apiRequest('/api/a')).rejects.toThrow('Legacy failure');
    await expect(apiRequest('/api/b')).rejects.toThrow('Message failure');
  });

  it('falls back to HTTP {status}: {statusText} without a message', async () => {
    stubFetch({
      'GET /api/things': new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    await expect(apiRequest('/api/things')).rejects.toThrow('HTTP 502: Bad Gateway');
  });

  it('reports a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/api/things')).rejects.toThrow(MESSAGES.common.networkError);
  });

  it('unwraps a legacy { body: "<json>" } response', async () => {
    stubFetch({
      'GET /api/drafts': jsonResponse({ statusCode: 200, body: JSON.stringify({ incidents: [1, 2] }) }),
    });
    await expect(apiRequest('/api/drafts')).resolves.toEqual({ incidents: [1, 2] });
  });
});

describe('client resolution without a host label', () => {
  it('asks /api/client-info with no client and uses its slug, once per page', async () => {
    const calls = stubFetch({
      'GET /api/client-info': jsonResponse({ name: 'Demo Pty Ltd', client_code: 'DEMO', slug: 'demo' }),
    });
    await expect(resolveClient('localhost')).resolves.toBe('demo');
    await expect(getClientInfo('localhost')).resolves.toMatchObject({ name: 'Demo Pty Ltd' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.has('client')).toBe(false);
    expect(calls[0]?.headers.has('X-Client-ID')).toBe(false);
  });

  it('logs (console.info, not error) when no client can be determined', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    stubFetch({
      'GET /api/client-info': jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }),
    });
    await expect(resolveClient('127.0.0.1')).resolves.toBeNull();
    expect(info).toHaveBeenCalledWith(MESSAGES.common.mustHaveClient);
  });
});
