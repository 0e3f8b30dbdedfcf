import { WEEK_LENGTH_DAYS } from '@app/contracts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (YYYY-MM-DD) as a UTC midnight, so day arithmetic never crosses a DST change. */
function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  // Rejects 2026-02-30 and the like, which Date.UTC would silently roll over.
  return date.toISOString().slice(0, 10) === value ? date : null;
}

function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

export function addDays(isoDate: string, days: number): string {
  const date = parseIsoDate(isoDate);
  if (!date) return '';
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** Spec 02 section 9: the week ends six days after it starts; '' while the start is not a date. */
export function weekEndFor(weekStart: string): string {
  return addDays(weekStart, WEEK_LENGTH_DAYS - 1);
}

/** Spec 02 section 5: both dates set and the start not after the end. */
export function isValidWeek(weekStart: string, weekEnd: string): boolean {
  return isIsoDate(weekStart) && isIsoDate(weekEnd) && weekStart <= weekEnd;
}

/** Today's calendar date on the user's clock. */
export function localIsoDate(now: Date): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Spec 02 section 5 'Current Week': the Monday of this week; a Sunday belongs to the previous Monday. */
export function currentWeekStart(now: Date): string {
  const today = localIsoDate(now);
  const weekday = now.getDay(); // 0 = Sunday
  const daysSinceMonday = (weekday + 6) % 7;
  return addDays(today, -daysSinceMonday);
}
