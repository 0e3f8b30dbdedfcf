import { describe, expect, it } from 'vitest';
import { localDate } from '../../platform/zoned-time.js';
import {
  addDays,
  currentWeekStart,
  isoWeekOf,
  isValidWeek,
  mondayOf,
  nextMondayAt,
  previousWeekStart,
  reportNumberOf,
  weekRange,
  zonedInstant,
} from './week.js';

describe('weeks and their Mondays', () => {
  it('puts a Sunday with the Monday six days before it, and a Monday with itself', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(mondayOf('2026-11-28')).toBe('2026-11-23'); // Saturday
    expect(mondayOf('2026-03-01')).toBe('2026-02-23'); // a Sunday across a month end
  });

  it('accepts exactly start plus six days as a week', () => {
    expect(isValidWeek('2026-11-23', '2026-11-29')).toBe(true);
    expect(isValidWeek('2024-02-26', '2024-03-03')).toBe(true); // over a leap day
    expect(isValidWeek('2026-11-23', '2026-11-30')).toBe(false);
    expect(isValidWeek('2026-11-23', '2026-11-23')).toBe(false);
    expect(isValidWeek('2026-11-29', '2026-11-23')).toBe(false);
  });

  it('computes Current Week in the tenant zone, not UTC', () => {
    // Sunday 29 Nov 2026 20:00 UTC is Monday 30 Nov 06:00 in Brisbane.
    const now = new Date('2026-11-29T20:00:00Z');
    expect(currentWeekStart(now, 'Australia/Brisbane')).toBe('2026-11-30');
    expect(currentWeekStart(now, 'UTC')).toBe('2026-11-23');
    expect(previousWeekStart(now, 'Australia/Brisbane')).toBe('2026-11-23');
  });
});

describe('ISO week numbers', () => {
  it('gives the ISO week-year at year boundaries', () => {
    expect(isoWeekOf('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(isoWeekOf('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeekOf('2025-01-01')).toEqual({ year: 2025, week: 1 });
    expect(isoWeekOf('2023-01-01')).toEqual({ year: 2022, week: 52 });
    expect(isoWeekOf('2026-11-23')).toEqual({ year: 2026, week: 48 });
  });

  it('knows 2026 has a week 53 (it starts on a Thursday) and 2027 starts at week 1 on 4 January', () => {
    expect(isoWeekOf('2026-12-28')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf('2027-01-04')).toEqual({ year: 2027, week: 1 });
    expect(isoWeekOf('2025-12-29')).toEqual({ year: 2026, week: 1 });
  });

  it('formats the report number with the ISO week-year and a two-digit week', () => {
    expect(reportNumberOf('2024-12-30')).toBe('W-2025-01');
    expect(reportNumberOf('2026-12-28')).toBe('W-2026-53');
    expect(reportNumberOf('2026-03-02')).toBe('W-2026-10');
  });
});

describe('instants in a zone', () => {
  it('turns local midnights into UTC instants in a zone without DST', () => {
    const r = weekRange('2026-11-23', 'Australia/Brisbane');
    expect(r.from.toISOString()).toBe('2026-11-22T14:00:00.000Z');
    expect(r.to.toISOString()).toBe('2026-11-29T14:00:00.000Z');
  });

  it('follows Sydney across the start and end of daylight saving', () => {
    // DST starts Sunday 4 Oct 2026 (02:00 -> 03:00): the week is an hour shorter.
    const spring = weekRange('2026-09-28', 'Australia/Sydney');
    expect(spring.from.toISOString()).toBe('2026-09-27T14:00:00.000Z');
    expect(spring.to.toISOString()).toBe('2026-10-04T13:00:00.000Z');
    // DST ends Sunday 5 Apr 2026 (03:00 -> 02:00): an hour longer.
    const autumn = weekRange('2026-03-30', 'Australia/Sydney');
    expect(autumn.from.toISOString()).toBe('2026-03-29T13:00:00.000Z');
    expect(autumn.to.toISOString()).toBe('2026-04-05T14:00:00.000Z');
    expect(zonedInstant('2026-10-05', 6, 'Australia/Sydney').toISOString()).toBe('2026-10-04T19:00:00.000Z');
  });

  it('reads the local date of an instant', () => {
    const instant = new Date('2026-11-29T13:30:00Z'); // 23:30 Sunday Brisbane, 21:30 Sunday Perth
    expect(localDate(instant, 'Australia/Brisbane')).toBe('2026-11-29');
    expect(localDate(new Date('2026-11-29T14:30:00Z'), 'Australia/Brisbane')).toBe('2026-11-30');
    expect(localDate(new Date('2026-11-29T14:30:00Z'), 'Australia/Perth')).toBe('2026-11-29');
  });

  it('schedules the next Monday 06:00 local, strictly after now', () => {
    const tz = 'Australia/Brisbane';
    expect(nextMondayAt(new Date('2026-11-26T01:00:00Z'), 6, tz).toISOString()).toBe(
      '2026-11-29T20:00:00.000Z',
    );
    // Exactly at the run time the next one is a week later.
    expect(nextMondayAt(new Date('2026-11-29T20:00:00Z'), 6, tz).toISOString()).toBe(
      '2026-12-06T20:00:00.000Z',
    );
    // Monday 05:59 local: still today.
    expect(nextMondayAt(new Date('2026-11-29T19:59:00Z'), 6, tz).toISOString()).toBe(
      '2026-11-29T20:00:00.000Z',
    );
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });
});
