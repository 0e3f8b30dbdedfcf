import { describe, expect, it } from 'vitest';
import { addDays, currentWeekStart, isIsoDate, isValidWeek, weekEndFor } from './week';

// Local-time constructors: 'Current Week' follows the user's own calendar.
const at = (y: number, m: number, d: number, h = 9) => new Date(y, m - 1, d, h);

describe('week arithmetic (spec 02 sections 5 and 9)', () => {
  it('ends the week six days after the start, across month and year ends', () => {
    expect(weekEndFor('2026-11-23')).toBe('2026-11-29');
    expect(weekEndFor('2026-12-28')).toBe('2027-01-03');
    expect(weekEndFor('2028-02-24')).toBe('2028-03-01');
    expect(weekEndFor('')).toBe('');
    expect(weekEndFor('2026-02-30')).toBe('');
  });

  it('gives the Monday of this week, and the previous Monday on a Sunday', () => {
    expect(currentWeekStart(at(2026, 11, 23))).toBe('2026-11-23'); // Monday
    expect(currentWeekStart(at(2026, 11, 26))).toBe('2026-11-23'); // Thursday
    expect(currentWeekStart(at(2026, 11, 28, 23))).toBe('2026-11-23'); // Saturday night
    expect(currentWeekStart(at(2026, 11, 29))).toBe('2026-11-23'); // Sunday
    expect(currentWeekStart(at(2026, 11, 30, 0))).toBe('2026-11-30'); // next Monday, midnight
  });

  it('crosses the year boundary, including a Sunday on 1 January', () => {
    expect(currentWeekStart(at(2027, 1, 1))).toBe('2026-12-28'); // Friday
    expect(currentWeekStart(at(2023, 1, 1))).toBe('2022-12-26'); // Sunday
    expect(currentWeekStart(at(2021, 1, 3))).toBe('2020-12-28'); // Sunday of ISO week 53 of 2020
  });

  it('accepts a week only when both dates are set and the start is not after the end', () => {
    expect(isValidWeek('2026-11-23', '2026-11-29')).toBe(true);
    expect(isValidWeek('2026-11-23', '2026-11-23')).toBe(true);
    expect(isValidWeek('', '')).toBe(false);
    expect(isValidWeek('2026-11-23', '')).toBe(false);
    expect(isValidWeek('2026-11-30', '2026-11-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});
