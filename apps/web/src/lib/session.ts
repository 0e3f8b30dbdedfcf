import {
  LIMITS,
  type LoginProvider,
  MESSAGES,
  ROLES,
  type Role,
  type UserInfoResponse,
  type VerifyResponse,
} from '@app/contracts';
import { apiPaths } from '../config/paths';
import { apiRequest, getClientSnapshot, resolveClient } from './api-client';
import { browserNavigation } from './browser';
import { clearSession, readStoredUser, readToken, type StoredUser, writeSession } from './session-storage';

/** Spec 01 section 4: loading (initially), anonymous, authenticated. */
export type SessionState =
  | { status: 'loading'; token: null; user: null }
  | { status: 'anonymous'; token: null; user: null }
  | { status: 'authenticated'; token: string; user: StoredUser };

export const LOADING: SessionState = { status: 'loading', token: null, user: null };
export const ANONYMOUS: SessionState = { status: 'anonymous', token: null, user: null };

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Reads a user-info payload. Spec 01 section 3: the id may sit at `id`, `user.id` or `user_id`.
 * Returns null unless it has an id and an e-mail matching a simple pattern (spec 01 section 5).
 */
export function normalizeUserInfo(raw: unknown, client: string): StoredUser | null {
  if (!raw || typeof raw !== 'object') return null;
  const data = raw as Record<string, unknown>;
  const nested = data.user && typeof data.user === 'object' ? (data.user as Record<string, unknown>) : {};
  const source = data.email === undefined && nested.email !== undefined ? nested : data;
  const id = data.id ?? nested.id ?? data.user_id;
  const email = text(source.email);
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') return null;
  if (!SIMPLE_EMAIL.test(email)) return null;
  const role = isRole(source.role) ? source.role : 'STAFF';
  return {
    id: String(id),
    email,
    first_name: text(source.first_name),
    last_name: text(source.last_name),
    role,
    client,
    location_id: typeof source.location_id === 'string' ? source.location_id : null,
    location_name: typeof source.location_name === 'string' ? source.location_name : null,
  };
}

async function fetchUserInfo(token: string, client: string | null): Promise<unknown> {
  return apiRequest<unknown>(apiPaths.userInfo, { token, client, auth: true });
}

let restoreInFlight: Promise<SessionState> | null = null;

/**
 * Startup (spec 01 section 4): restore a stored session if the server still accepts its token.
 * StrictMode's second effect run shares the first run's check.
 */
export function restoreSession(): Promise<SessionState> {
  restoreInFlight ??= restore().finally(() => {
    restoreInFlight = null;
  });
  return restoreInFlight;
}

async function restore(): Promise<SessionState> {
  const client = await resolveClient();
  const token = readToken(client);
  if (!token) return ANONYMOUS;

  const stored = readStoredUser(client);
  if (stored.unparseable) console.info('Could not parse the stored user; ignoring it.');
  if (stored.user && stored.user.client !== client) {
    console.info('The stored session belongs to another client; signing out locally.');
    clearSession(client);
    return ANONYMOUS;
  }

  try {
    const { valid } = await apiRequest<VerifyResponse>(apiPaths.authVerify, {
      method: 'POST',
      body: { client },
      token,
      client,
      auth: true,
    });
    if (!valid) {
      clearSession(client);
      return ANONYMOUS;
    }
    let user = stored.user;
    if (!user && client) {
      user = normalizeUserInfo(await fetchUserInfo(token, client), client);
      if (user) writeSession(client, token, user);
    }
    if (!user) {
      clearSession(client);
      return ANONYMOUS;
    }
    return { status: 'authenticated', token, user };
  } catch (error) {
    console.warn('Session validation failed', error);
    clearSession(client);
    return ANONYMOUS;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits for the client: every 100 ms, at most 10 times, then proceeds (spec 01 sections 4 and 9). */
async function waitForClient(): Promise<string | null> {
  void resolveClient();
  for (let attempt = 0; attempt < LIMITS.clientReadyMaxRetries && !getClientSnapshot().ready; attempt++) {
    console.info('Client not ready, retrying');
    await sleep(LIMITS.clientReadyRetryMs);
  }
  const snapshot = getClientSnapshot();
  if (!snapshot.ready) console.info('Client initialization timed out after 1 second, proceeding');
  return snapshot.client;
}

export class LoginAbandonedError extends Error {
  constructor() {
    super(MESSAGES.callback.failed);
    this.name = 'LoginAbandonedError';
  }
}

let loginInFlight: Promise<StoredUser> | null = null;

/**
 * Login (spec 01 section 4): fetch the user with the new token and store both. If the user-info
 * call fails the user from the token response is stored instead. A user without an id or a valid
 * e-mail abandons the login (console only). A login already in progress is reused.
 */
export function loginWithToken(token: string, fallbackUser?: UserInfoResponse): Promise<StoredUser> {
  loginInFlight ??= (async () => {
    const client = await waitForClient();
    if (!client) throw new Error(MESSAGES.common.clientNotInitialized);
    let raw: unknown;
    try {
      raw = await fetchUserInfo(token, client);
    } catch (error) {
      console.warn('Failed to fetch user info; using the user from the sign-in response', error);
      raw = fallbackUser;
    }
    const user = normalizeUserInfo(raw, client);
    if (!user) {
      console.warn('Login abandoned: the user info has no id or no valid e-mail address');
      throw new LoginAbandonedError();
    }
    writeSession(client, token, user);
    return user;
  })().finally(() => {
    loginInFlight = null;
  });
  return loginInFlight;
}

/** Logout: tell the server when a token exists, then always clear the stored session. */
export async function logoutSession(): Promise<void> {
  const client = getClientSnapshot().client;
  const token = readToken(client);
  try {
    if (token) await apiRequest(apiPaths.authLogout, { method: 'POST', token, client });
  } catch (error) {
    console.warn('Logout failed', error);
  } finally {
    clearSession(client);
  }
}

/** The API login address for a provider (spec 01 section 7; DESIGN section 7). */
export function buildLoginUrl(options: {
  provider: LoginProvider;
  client: string | null;
  invitation?: string;
  origin?: string;
}): string {
  const origin = options.origin ?? window.location.origin;
  const params = new URLSearchParams({ provider: options.provider, redirectUrl: `${origin}/auth/callback` });
  if (options.client) params.set('client', options.client);
  if (options.invitation) params.set('invitation', options.invitation);
  return `${apiPaths.authLogin}?${params.toString()}`;
}

/** Sends the browser to the API login address. */
export function startLogin(options: { provider: LoginProvider; client: string | null; invitation?: string }) {
  browserNavigation.assign(buildLoginUrl(options));
}
