import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fetch';
import { fetchLogo } from './logo';

describe('fetchLogo (spec 01 section 7)', () => {
  it('caches per client until 5 minutes before the URL expires', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const calls = stubFetch({
      'GET /api/logo': jsonResponse({
        logoUrl: 'https://cdn.example/l.png',
        expiresIn: 3600,
        logoSource: 'tenant',
      }),
    });

    await expect(fetchLogo('acme', clock)).resolves.toMatchObject({ logoUrl: 'https://cdn.example/l.png' });
    now += 55 * 60 * 1000 - 1; // just inside the cached window (60 min - 5 min)
    await fetchLogo('acme', clock);
    expect(calls).toHaveLength(1);

    await fetchLogo('globex', clock); // another client has its own entry
    expect(calls).toHaveLength(2);
    expect(calls[1]?.url.searchParams.get('client')).toBe('globex');

    now += 2; // past the window
    await fetchLogo('acme', clock);
    expect(calls).toHaveLength(3);
  });
});
