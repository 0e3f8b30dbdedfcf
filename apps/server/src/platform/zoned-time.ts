/** A wall-clock reading of an instant in an IANA time zone. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Building an Intl formatter costs far more than using one; tenants share a handful of zones.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** What a clock on the wall in `timeZone` shows at `instant` (tenant dates and times, DST-safe). */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second };
}

/** The wall-clock reading as if it were UTC: differences between two of them are local durations. */
export function wallClockMs(instant: Date, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date of an instant in a zone, YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string): string {
  const c = wallClock(instant, timeZone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** The time of day of an instant in a zone, HH:MM. */
export function localTime(instant: Date, timeZone: string): string {
  const c = wallClock(instant, timeZone);
  return `${pad(c.hour)}:${pad(c.minute)}`;
}
