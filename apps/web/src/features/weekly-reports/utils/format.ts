/** Spec 02 section 9: dates are en-US in the history list and en-AU inside the report. */
const usDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const auDate = new Intl.DateTimeFormat('en-AU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const auLongDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date (YYYY-MM-DD) read as UTC midnight, so the formatter never shifts it a day. */
const calendar = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export function weekRangeUs(start: string, end: string): string {
  return `${usDate.format(calendar(start))} - ${usDate.format(calendar(end))}`;
}

export function dateAu(isoDate: string): string {
  return auDate.format(calendar(isoDate));
}

export function longDateAu(isoDate: string): string {
  return auLongDate.format(calendar(isoDate));
}

export function weekRangeAu(start: string, end: string): string {
  return `${longDateAu(start)} – ${longDateAu(end)}`;
}

/** A moment in the tenant's zone, en-AU (issue date, notification times). */
export function dateTimeAu(timestamp: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(timestamp),
  );
}

/** The calendar day a moment falls on in the tenant's zone, YYYY-MM-DD (matches `by_day`). */
export function dayInZone(timestamp: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(new Date(timestamp));
}

/** Short weekday for a chart axis, e.g. 'Mon 23/11'. */
export function dayLabelAu(isoDate: string): string {
  const date = calendar(isoDate);
  const weekday = new Intl.DateTimeFormat('en-AU', { weekday: 'short', timeZone: 'UTC' }).format(date);
  const dm = new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    date,
  );
  return `${weekday} ${dm}`;
}
