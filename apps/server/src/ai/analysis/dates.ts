/** The calendar date (YYYY-MM-DD) in `timeZone`, `days` after `now`. */
export const localDatePlus = (now: Date, timeZone: string, days: number): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => {
      acc[p.type] = p.value;
      return acc;
    }, {});
  // Calendar arithmetic on a UTC midnight: no daylight-saving hour can shift the day.
  const base = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  return new Date(base + days * 86_400_000).toISOString().slice(0, 10);
};
