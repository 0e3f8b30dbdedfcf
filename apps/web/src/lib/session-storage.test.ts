import { describe, expect, it } from 'vitest';
import { testUser } from '../testing/render';
import {
  clearSession,
  readStoredUser,
  readToken,
  rememberReturnTo,
  storageKeys,
  storageSuffix,
  takeReturnTo,
  writeSession,
} from './session-storage';

describe('storage keys (spec 01 section 3)', () => {
  it('uses authToken and authUser when there is no client', () => {
    expect(storageKeys(null)).toEqual({ token: 'authToken', user: 'authUser' });
  });

  it('suffixes the keys with the first 8 alphanumeric characters of base64(client)', () => {
    // btoa('acme') = 'YWNtZQ==' -> 'YWNtZQ'; btoa('northwind') = 'bm9ydGh3aW5k' -> 'bm9ydGh3'
    expect(storageSuffix('acme')).toBe('YWNtZQ');
    expect(storageSuffix('northwind')).toBe('bm9ydGh3');
    expect(storageKeys('northwind')).toEqual({ token: 'authToken_bm9ydGh3', user: 'authUser_bm9ydGh3' });
  });

  it('drops non-alphanumeric base64 characters before cutting to 8', () => {
    // btoa('>>>>??') = 'Pj4+Pj8/'
    expect(storageSuffix('>>>>??')).toBe('Pj4Pj8');
  });

  it('writes, reads and clears the token and user under the client keys only', () => {
    const user = testUser({ client: 'acme' });
    writeSession('acme', 'tok', user);
    expect(localStorage.getItem('authToken_YWNtZQ')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('authUser_YWNtZQ') ?? '')).toEqual(user);
    expect(readToken('acme')).toBe('tok');
    expect(readToken('other')).toBeNull();
    expect(readStoredUser('acme')).toEqual({ user, unparseable: false });
    clearSession('acme');
    expect(readToken('acme')).toBeNull();
    expect(readStoredUser('acme')).toEqual({ user: null, unparseable: false });
  });

  it('reports an unparseable stored user instead of throwing', () => {
    localStorage.setItem('authUser_YWNtZQ', '{not json');
    expect(readStoredUser('acme')).toEqual({ user: null, unparseable: true });
  });
});

describe('remembered origin', () => {
  it('returns the remembered path once', () => {
    rememberReturnTo('/users?tab=invitations');
    expect(takeReturnTo()).toBe('/users?tab=invitations');
    expect(takeReturnTo()).toBeNull();
  });

  it('refuses paths that would leave the origin', () => {
    rememberReturnTo('//evil.example/x');
    expect(takeReturnTo()).toBeNull();
    rememberReturnTo('https://evil.example/');
    expect(takeReturnTo()).toBeNull();
  });
});
