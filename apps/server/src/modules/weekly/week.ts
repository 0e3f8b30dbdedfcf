import { MESSAGES, WEEK_LENGTH_DAYS } from '@app/contracts';
import { localDate, wallClockMs } from '../../platform/zoned-time.js';

/**
 * Calendar arithmetic on plain YYYY-MM-DD dates. A date is a day in the tenant's zone, so the maths
 * runs on UTC midnights (no zone, no DST); only the conversion to instants consults the zone.
 */
const DAY_MS = 86_400_000;

const toUtcMs = (date: string): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const fromUtcMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => fromUtcMs(toUtcMs(date) + days * DAY_MS);

/** Whole days from `a` to `b`. */
export const daysBetween = (a: string, b: string): number => Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);

/** ISO weekday: Monday 1 .. Sunday 7. */
export const isoWeekday = (date: string): number => new Date(toUtcMs(date)).getUTCDay() || 7;

/** The Monday on or before the date: a Sunday belongs to the Monday six days earlier (spec 02 section 5). */
export const mondayOf = (date: string): string => addDays(date, 1 - isoWeekday(date));

/**
 * ISO 8601 week: the week belongs to the year of its Thursday, so 2024-12-30 is week 1 of 2025 and
 * 2026-12-28 is week 53 of 2026 (2026 starts on a Thursday).
 */
export function isoWeekOf(date: string): { year: number; week: number } {
  const thursday = addDays(mondayOf(date), 3);
  const year = Number(thursday.slice(0, 4));
  const dayOfYear = daysBetween(`${year}-01-01`, thursday);
  return { year, week: Math.floor(dayOfYear / 7) + 1 };
}

/** Spec 02 section 9: W-{ISO week-year}-{two-digit ISO week} of the week's first day. */
export function reportNumberOf(weekStart: string): string {
  const { year, week } = isoWeekOf(weekStart);
  return MESSAGES.weekly.reportNumber(year, week);
}

/** Spec 02 section 7 week validation: the end is exactly the start plus six days. */
export const isValidWeek = (weekStart: string, weekEnd: string): boolean =>
  daysBetween(weekStart, weekEnd) === WEEK_LENGTH_DAYS - 1;

/**
 * The instant at which the zone's clocks read `hour`:00 on `date`. The zone's offset is read at a
 * first guess and again at the corrected instant, which settles on the right side of a DST change.
 */
export function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const wall = toUtcMs(date) + hour * 3_600_000;
  const offsetAt = (ms: number) => wallClockMs(new Date(ms), timeZone) - ms;
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** The week as a half-open range of instants: local midnight of the start to local midnight after the end. */
export function weekRange(weekStart: string, timeZone: string): { from: Date; to: Date } {
  return {
    from: zonedInstant(weekStart, 0, timeZone),
    to: zonedInstant(addDays(weekStart, WEEK_LENGTH_DAYS), 0, timeZone),
  };
}

/** 'Current Week' (spec 02 section 5): the Monday of this week in the tenant's zone. */
export const currentWeekStart = (now: Date, timeZone: string): string => mondayOf(localDate(now, timeZone));

/** The last complete week before `now`: what the Monday schedule reports on. */
export const previousWeekStart = (now: Date, timeZone: string): string =>
  addDays(currentWeekStart(now, timeZone), -WEEK_LENGTH_DAYS);

/** The first Monday `hour`:00 in the zone strictly after `now`. */
export function nextMondayAt(now: Date, hour: number, timeZone: string): Date {
  const monday = currentWeekStart(now, timeZone);
  const thisWeek = zonedInstant(monday, hour, timeZone);
  return thisWeek > now ? thisWeek : zonedInstant(addDays(monday, WEEK_LENGTH_DAYS), hour, timeZone);
}
