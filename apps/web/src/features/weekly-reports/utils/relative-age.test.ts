import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age';

const now = new Date('2026-11-26T10:00:00Z');
const ago = (days: number, hours = 0) =>
  new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000).toISOString();

describe('relative generated label (spec 02 section 9)', () => {
  it('says Today under a day, then counts days below a week', () => {
    expect(relativeAge(ago(0, 23), now)).toBe('Today');
    expect(relativeAge(ago(1), now)).toBe('1 day ago');
    expect(relativeAge(ago(1, 23), now)).toBe('1 day ago');
    expect(relativeAge(ago(2), now)).toBe('2 days ago');
    expect(relativeAge(ago(6, 23), now)).toBe('6 days ago');
  });

  it('counts weeks below 30 days, then shows the date', () => {
    expect(relativeAge(ago(7), now)).toBe('1 week ago');
    expect(relativeAge(ago(13), now)).toBe('1 week ago');
    expect(relativeAge(ago(14), now)).toBe('2 weeks ago');
    expect(relativeAge(ago(29), now)).toBe('4 weeks ago');
    expect(relativeAge(ago(30), now)).toBe('Oct 27, 2026');
  });
});
