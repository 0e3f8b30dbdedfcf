import { vi } from 'vitest';

export type FetchCall = { url: URL; method: string; headers: Headers; body: unknown };
type Reply = Response | (() => Response | Promise<Response>);

/** A JSON response, as the server sends it. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
}

/**
 * Replaces `fetch` at the HTTP boundary with scripted responses keyed by "METHOD /path".
 * Unscripted requests fail loudly. Returns the recorded calls.
 */
export function stubFetch(routes: Record<string, Reply>): FetchCall[] {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ url, method, headers: new Headers(init.headers), body });
    const reply = routes[`${method} ${url.pathname}`];
    if (!reply) throw new Error(`Unscripted request: ${method} ${url.pathname}`);
    return typeof reply === 'function' ? reply() : reply.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
