import { type ClientInfoResponse, MESSAGES } from '@app/contracts';
import { apiPaths } from '../config/paths';
import { clientFromHostname } from './client-host';
import { readToken } from './session-storage';

/** The one API client (DESIGN section 1.6). Errors carry the server's message, status and code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: unknown;

  constructor(message: string, status: number, code?: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** The call needs a signed-in user: without a stored token it fails before reaching the server. */
  auth?: boolean;
  /** Use this token instead of the stored one (the login flow, before the token is stored). */
  token?: string;
  /** Use this client instead of resolving it; `null` sends no client. */
  client?: string | null;
  signal?: AbortSignal;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Legacy responses wrap the JSON in a `body` string (spec 01 section 3, drafts); unwrap it. */
function unwrapBody(data: unknown): unknown {
  if (isRecord(data) && typeof data.body === 'string') {
    try {
      return JSON.parse(data.body);
    } catch {
      return data;
    }
  }
  return data;
}

/** The server's `{ error: { code, message } }` (or a legacy bare message); uploads read it too. */
export function errorMessageOf(data: unknown): { message?: string; code?: string; details?: unknown } {
  if (!isRecord(data)) return {};
  const { error } = data;
  if (isRecord(error) && typeof error.message === 'string' && error.message) {
    return {
      message: error.message,
      code: typeof error.code === 'string' ? error.code : undefined,
      details: error.details,
    };
  }
  if (typeof error === 'string' && error) return { message: error };
  if (typeof data.message === 'string' && data.message) return { message: data.message };
  return {};
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return unwrapBody(JSON.parse(text));
  } catch {
    return text;
  }
}

function buildUrl(path: string, query: ApiRequestOptions['query'], client: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  if (client) params.set('client', client);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function send<T>(path: string, options: ApiRequestOptions, client: string | null): Promise<T> {
  const token = options.token ?? readToken(client);
  if (options.auth && !token) throw new ApiError(MESSAGES.common.accessTokenRequired, 401, 'UNAUTHENTICATED');

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (client) headers['X-Client-ID'] = client;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query, client), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(MESSAGES.common.networkError, 0);
  }

  const data = await readJson(response);
  if (!response.ok) {
    const { message, code, details } = errorMessageOf(data);
    throw new ApiError(
      message ?? MESSAGES.common.httpError(response.status, response.statusText),
      response.status,
      code,
      details,
    );
  }
  return data as T;
}

// --- client (tenant) resolution: once per page load ---------------------------------------------

let clientInfoPromise: Promise<ClientInfoResponse | null> | null = null;
let clientPromise: Promise<string | null> | null = null;
let clientSnapshot: { ready: boolean; client: string | null } = { ready: false, client: null };

function hostClient(hostname: string): string | null {
  return clientFromHostname(hostname);
}

/**
 * `GET /api/client-info`, cached once per page (spec 01 section 7). On a host without a client
 * label it is called with no client; the server answers for its default client. `null` on failure.
 */
export function getClientInfo(hostname = window.location.hostname): Promise<ClientInfoResponse | null> {
  clientInfoPromise ??= send<ClientInfoResponse>(apiPaths.clientInfo, {}, hostClient(hostname)).catch(
    () => null,
  );
  return clientInfoPromise;
}

/** The current client: the host label, else the slug the server reports for this address. */
export function resolveClient(hostname = window.location.hostname): Promise<string | null> {
  clientPromise ??= (async () => {
    const client = hostClient(hostname) ?? (await getClientInfo(hostname))?.slug ?? null;
    // Spec 01 section 1: a console message, never shown to the user.
    if (!client) console.info(MESSAGES.common.mustHaveClient);
    clientSnapshot = { ready: true, client };
    return client;
  })();
  return clientPromise;
}

/** Whether the client is known yet, without waiting (the login retry loop reads this). */
export function getClientSnapshot(): { ready: boolean; client: string | null } {
  return clientSnapshot;
}

/** Test helper: forget the cached client and client info. */
export function resetClientCache(): void {
  clientInfoPromise = null;
  clientPromise = null;
  clientSnapshot = { ready: false, client: null };
}

/**
 * Calls the API under /api with `X-Client-ID`, `?client=` and, when signed in, the bearer token.
 * Throws `ApiError` with the server's message, else 'HTTP {status}: {statusText}'; a network
 * failure throws 'Network error: ...'.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const client = options.client !== undefined ? options.client : await resolveClient();
  return send<T>(path, options, client);
}
