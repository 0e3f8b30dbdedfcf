import { localDate } from '../../platform/zoned-time.js';
/** The calendar date (YYYY-MM-DD) in `timeZone`, `days` after `now`. */
export const localDatePlus = (now: Date, timeZone: string, days: number): string => {
  const [year, month, day] = localDate(now, timeZone).split('-').map(Number) as [number, number, number];
  // Calendar arithmetic on a UTC midnight: no daylight-saving hour can shift the day.
  const base = Date.UTC(year, month - 1, day);
  return new Date(base + days * 86_400_000).toISOString().slice(0, 10);
};
