import * as chrono from 'chrono-node';
import { localDate, localTime, wallClockMs } from '../../platform/zoned-time.js';

/** Minutes east of UTC for a zone at an instant (chrono wants an offset, not a zone name). */
export function offsetMinutes(timeZone: string, at: Date): number {
  const asUtc = wallClockMs(at, timeZone);
  return Math.round(
    (Math.floor(asUtc / 60_000) * 60_000 - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000,
  );
}

function localParts(at: Date, timeZone: string): { date: string; time: string } {
  return { date: localDate(at, timeZone), time: localTime(at, timeZone) };
}

/**
 * Australian casual time words chrono does not know, and the STACK.md gotcha: "around 3" leaves
 * the time behind unless the hedge becomes "at".
 */
export function normaliseTimeWords(text: string): string {
  return text
    .replace(/\barvo\b/gi, 'afternoon')
    .replace(/\b(around|about|approximately|approx\.?|roughly|abt|~)\s*(?=\d)/gi, 'at ')
    .replace(/\bat\s+at\b/gi, 'at')
    .replace(/\b(\d{1,2})\s*o'?clock\b/gi, '$1:00')
    .replace(/\bsmoko\b/gi, 'break');
}

export interface WhenFacts {
  incidentDate: string | null;
  incidentTime: string | null;
}

const PRESENT =
  /^(?:(?:right|just|by|until|for|from|as of)\s+)?(?:now|at the moment|at present|currently|these days|just now)$/i;

const HAPPENED = /\b(happened|occurred|took place)\b/i;

/** Work happens in the day: a bare "at 3" is 3 pm, "at 7" is 7 am. */
const daytimeHour = (hour: number) => (hour >= 1 && hour <= 6 ? hour + 12 : hour);

/** Date and time the message states, local to the tenant's zone, relative to `now`. */
export function whenOf(text: string, now: Date, timeZone: string, answeringWhen: boolean): WhenFacts {
  const normalised = normaliseTimeWords(text);
  const ref = { instant: now, timezone: offsetMinutes(timeZone, now) };
  const results = chrono.en.GB.parse(normalised, ref, { forwardDate: false });
  let incidentDate: string | null = null;
  let incidentTime: string | null = null;
  // "safe now", "at the moment": the present, not when it happened, unless the worker says it
  // happened just now or answers "when?" with it; a stated time always wins over "now".
  const isPresent = (r: chrono.ParsedResult) => PRESENT.test(r.text.trim());
  const stated = results.filter((r) => !isPresent(r));
  const usable = stated.length > 0 ? stated : answeringWhen || HAPPENED.test(text) ? results : [];
  for (const r of usable) {
    const c = r.start;
    // Bare numbers ("10 feet", "2 workers") are not times unless the agent asked when.
    if (
      !c.isCertain('hour') &&
      !c.isCertain('day') &&
      !c.isCertain('weekday') &&
      !/(morning|afternoon|evening|night|today|tonight|yesterday)/i.test(r.text)
    )
      continue;
    let at = c.date();
    if (at.getTime() > now.getTime() + 60 * 60_000 && !c.isCertain('day')) {
      // An incident is in the past: "at 9" said in the afternoon means this morning, not tonight.
      at = new Date(at.getTime() - 24 * 60 * 60_000);
    }
    const local = localParts(at, timeZone);
    if (
      !incidentDate &&
      (c.isCertain('day') ||
        c.isCertain('weekday') ||
        /today|yesterday|morning|afternoon|evening|night/i.test(r.text))
    ) {
      incidentDate = local.date;
    }
    if (!incidentTime && c.isCertain('hour')) {
      let [hh, mm] = local.time.split(':').map(Number) as [number, number];
      if (!c.isCertain('meridiem') && !/morning/i.test(r.text)) hh = daytimeHour(hh);
      incidentTime = `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
    }
  }
  if (!incidentTime && answeringWhen) {
    const bare =
      /^\s*(?:at\s+)?(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?\s*(ish)?\s*[.!]?\s*$/i.exec(
        normalised,
      );
    if (bare) {
      let hh = Number(bare[1]);
      const mm = Number(bare[2] ?? 0);
      const mer = bare[3]?.toLowerCase();
      if (mer?.startsWith('p') && hh < 12) hh += 12;
      else if (!mer) hh = daytimeHour(hh);
      if (hh < 24 && mm < 60) incidentTime = `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
    }
  }
  return { incidentDate, incidentTime };
}
