import { LIMITS, type UserInfoResponse } from '@app/contracts';

/** The stored session user: the user-info fields plus the client it belongs to (spec 01 section 3). */
export type StoredUser = UserInfoResponse;

/** Spec 01 section 3: first 8 alphanumeric characters of base64(client). */
export function storageSuffix(client: string): string {
  let encoded: string;
  try {
    encoded = btoa(client);
  } catch {
    // btoa only takes Latin-1; encode other characters as UTF-8 first.
    encoded = btoa(String.fromCharCode(...new TextEncoder().encode(client)));
  }
  return encoded.replace(/[^A-Za-z0-9]/g, '').slice(0, LIMITS.storageKeySuffixLength);
}

export function storageKeys(client: string | null): { token: string; user: string } {
  if (!client) return { token: 'authToken', user: 'authUser' };
  const suffix = storageSuffix(client);
  return { token: `authToken_${suffix}`, user: `authUser_${suffix}` };
}

export function readToken(client: string | null): string | null {
  return localStorage.getItem(storageKeys(client).token);
}

export type StoredUserRead = { user: StoredUser | null; unparseable: boolean };

/** Reads the stored user; an unparseable value is reported, not thrown (spec 01 section 5). */
export function readStoredUser(client: string | null): StoredUserRead {
  const raw = localStorage.getItem(storageKeys(client).user);
  if (raw === null) return { user: null, unparseable: false };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return { user: parsed as StoredUser, unparseable: false };
    }
  } catch {
    // fall through
  }
  return { user: null, unparseable: true };
}

export function writeSession(client: string | null, token: string, user: StoredUser): void {
  const keys = storageKeys(client);
  localStorage.setItem(keys.token, token);
  localStorage.setItem(keys.user, JSON.stringify(user));
}

export function clearSession(client: string | null): void {
  const keys = storageKeys(client);
  localStorage.removeItem(keys.token);
  localStorage.removeItem(keys.user);
}

const RETURN_TO_KEY = 'authReturnTo';

/** Remembers the page an anonymous visitor wanted, across the external login round trip. */
export function rememberReturnTo(path: string): void {
  sessionStorage.setItem(RETURN_TO_KEY, path);
}

/** Takes (and forgets) the remembered page; only same-origin absolute paths are honoured. */
export function takeReturnTo(): string | null {
  const value = sessionStorage.getItem(RETURN_TO_KEY);
  sessionStorage.removeItem(RETURN_TO_KEY);
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
