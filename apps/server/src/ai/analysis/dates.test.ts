import { describe, expect, it } from 'vitest';
import { localDatePlus } from './dates.js';

describe('localDatePlus', () => {
  it('counts calendar days in the tenant zone, not UTC', () => {
    // 11:30 pm UTC on 31 Dec is already 1 Jan in Brisbane.
    const now = new Date('2026-12-31T23:30:00Z');
    expect(localDatePlus(now, 'Australia/Brisbane', 0)).toBe('2027-01-01');
    expect(localDatePlus(now, 'UTC', 0)).toBe('2026-12-31');
    expect(localDatePlus(now, 'Australia/Brisbane', 14)).toBe('2027-01-15');
  });

  it('is not shifted by a daylight-saving change', () => {
    // Sydney moves its clocks on 4 Oct 2026; the day count stays exact.
    expect(localDatePlus(new Date('2026-10-03T02:00:00Z'), 'Australia/Sydney', 1)).toBe('2026-10-04');
    expect(localDatePlus(new Date('2026-10-03T02:00:00Z'), 'Australia/Sydney', 2)).toBe('2026-10-05');
  });
});
