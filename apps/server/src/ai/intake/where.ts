import type { SiteRef } from './slots.js';

/** Words every site name shares; on their own they cannot tell two sites apart. */
const GENERIC = new Set([
  'the',
  'and',
  'of',
  'site',
  'sites',
  'centre',
  'center',
  'distribution',
  'warehouse',
  'depot',
  'office',
  'offices',
  'store',
  'shop',
  'plant',
  'yard',
  'facility',
  'branch',
  'head',
  'main',
  'building',
  'campus',
  'factory',
  'workshop',
  'street',
  'st',
  'road',
  'rd',
  'pty',
  'ltd',
  'dc',
  'hq',
]);

const tokens = (s: string): string[] => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

const tokenIn = (word: string, said: readonly string[]) =>
  said.some(
    (w) =>
      w === word ||
      (word.length >= 6 && editDistanceAtMostOne(word, w)) ||
      (w.length >= 5 && word.startsWith(w)),
  );

/**
 * The tenant site a message names, by a distinctive word of its name ("northside"), its city
 * ("the Brisbane warehouse") or, failing those, a generic word shared by one site only.
 */
export function matchSite(text: string, sites: readonly SiteRef[]): SiteRef | null {
  if (sites.length === 0) return null;
  const said = tokens(text);
  const joined = ` ${said.join(' ')} `;
  let best: SiteRef | null = null;
  let bestScore = 0;
  let tie = false;
  for (const site of sites) {
    let score = 0;
    if (joined.includes(` ${tokens(site.name).join(' ')} `)) score += 5;
    for (const word of new Set(tokens(site.name))) {
      if (word.length < 3) continue;
      if (GENERIC.has(word)) score += said.includes(word) ? 0.5 : 0;
      else if (tokenIn(word, said)) score += 2;
    }
    const city = site.city ? tokens(site.city) : [];
    if (city.length > 0 && joined.includes(` ${city.join(' ')} `)) score += 2;
    if (score > bestScore) {
      best = site;
      bestScore = score;
      tie = false;
    } else if (score === bestScore && score > 0) tie = true;
  }
  // A generic word alone ("the warehouse") is not enough: the agent asks rather than guesses.
  return best && bestScore >= 2 && !tie ? best : null;
}

const PLACE_NOUN = String.raw`(loading dock|dock|loading bay|bay|lunch ?room|kitchen|break ?room|tea ?room|office|warehouse|yard|car ?park|carpark|aisle|stair(?:s|well|case)?|workshop|lab|laboratory|toilets?|bathroom|corridor|hallway|ramp|mezzanine|roof|shed|gate|entrance|reception|canteen|freezer|cool ?room|cold ?room|store ?room|stock ?room|production line|line|counter|racking|site|plant room|switch ?room|change ?room|showroom|dispatch|receiving|packing area|work ?shop|garage|basement|level \d+|ward|room \d+|area)`;
const PLACE = new RegExp(
  String.raw`\b(?:in|at|near|on|by|behind|beside|outside|inside|next to|under|down at|up at|out the back of|round the back of)\s+((?:the|a|our|my)\s+)?((?:(?!(?:in|at|on|by|near|me|him|her|them|us|it|and|to|from|with|when|while)\b)[a-z0-9'-]+\s+){0,3}?${PLACE_NOUN})\b(\s+\d+)?`,
  'i',
);
const NUMBERED = /\b((?:aisle|bay|dock|door|level|line|row|gate|room|ward|bench)\s+\d+[a-z]?)\b/i;

/** "loading dock loading dock" (a worker repeating themself) is said once. */
function withoutRepeat(detail: string): string {
  const words = detail.split(/\s+/);
  const half = words.length / 2;
  if (
    Number.isInteger(half) &&
    words.slice(0, half).join(' ').toLowerCase() === words.slice(half).join(' ').toLowerCase()
  )
    return words.slice(0, half).join(' ');
  return detail;
}

/** Where on site, in the worker's own words, without the site name itself. */
export function placeDetailOf(text: string, site: SiteRef | null): string | null {
  const numbered = NUMBERED.exec(text);
  const place = PLACE.exec(text);
  let detail = place ? `${place[2] ?? ''}${place[4] ?? ''}`.trim() : null;
  if (detail && site) {
    const siteWords = new Set([...tokens(site.name), ...tokens(site.city ?? '')]);
    const remaining = tokens(detail).filter((w) => !siteWords.has(w) && !GENERIC.has(w));
    if (remaining.length === 0) detail = null;
  }
  if (detail) detail = withoutRepeat(detail);
  const number = numbered?.[1] ?? null;
  if (!number) return detail;
  const lowerDetail = detail?.toLowerCase() ?? '';
  if (lowerDetail.includes(number.toLowerCase())) return detail;
  // "the aisle near aisle 4" is aisle 4, not "aisle, aisle 4".
  const noun = number.toLowerCase().split(/\s+/)[0] ?? '';
  if (!detail || lowerDetail === noun || lowerDetail.endsWith(` ${noun}`)) return number;
  return `${detail}, ${number}`;
}
