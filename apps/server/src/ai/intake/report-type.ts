import type { ReportType } from '@app/contracts';

const NEAR_MISS =
  /\b(near(ly)?[- ]miss|nearly|almost|just missed|close call|narrowly|could have (hit|killed|hurt)|missed (me|him|her|them|us) by)\b/;
const HAZARD =
  /\b(hazard|frayed|exposed wires?|loose|leaking|leak|broken (step|stair|rail|handrail|light|glass|tile|pallet|guard)|missing guard|trip hazard|uneven|pothole|unsafe|no guard|damaged (cable|lead|cord|step|ladder)|blocked (exit|fire door)|there'?s an?\b|there is an?\b|keeps? (falling|breaking))/;
const PROPERTY =
  /\b(damaged|dented|smashed|cracked|scratched|broke the|wrecked|written off)\b.{0,40}\b(window|door|wall|ute|car|truck|van|forklift|racking|gate|roller door|pallet|fence|vehicle|machine|shelf|stock)\b|\bproperty damage\b/;
const ENVIRONMENTAL =
  /\b(stormwater|drain|creek|river|waterway|soil|oil spill|diesel spill|fuel spill|contaminat|environmental|emission|dust cloud)\b/;
const SECURITY =
  /\b(break[- ]?in|broke in|broken into|stolen|theft|stole|intruder|trespass|vandal|robbed|robbery|burglar|suspicious (person|package))\b/;
const ILLNESS =
  /\b(sick|ill|illness|nause|vomit|dizzy|faint(ed)?|rash|infection|heat (stroke|exhaustion|stress|illness)|dehydrat|headache|q fever|covid|flu)\b/;
const INJURY_WORDS =
  /\b(hurt|injur|cut|fractur|broke (his|her|my|their|a)|broken (arm|leg|wrist|ankle|bone|rib|finger|toe)|sprain|strain|burn|burnt|bruis|amputat|sever|lacerat|crush|concuss|dislocat|punctur|bleed|swollen|sore|pain|stitches|hospital|ambulance|died|killed|shock(ed)?|slipped|tripped|fell|bitten|stung)\b/;

/**
 * The draft's report type. `dangerous` is the s37 assessment, which only makes a dangerous
 * incident when nobody was hurt (an injury is reported as an injury, and notified as one).
 */
export function reportTypeOf(
  lower: string,
  nobodyHurt: boolean | null,
  hasInjury: boolean,
  dangerous: boolean,
): ReportType | null {
  const hurt = nobodyHurt !== true && (hasInjury || INJURY_WORDS.test(lower));
  if (dangerous && !hurt) return 'DANGEROUS_INCIDENT';
  if (NEAR_MISS.test(lower) && !hasInjury) return 'NEAR_MISS';
  if (SECURITY.test(lower)) return 'SECURITY';
  if (hurt && ILLNESS.test(lower) && !hasInjury) return 'ILLNESS';
  if (hurt) return 'INJURY';
  if (ENVIRONMENTAL.test(lower)) return 'ENVIRONMENTAL';
  if (PROPERTY.test(lower)) return 'PROPERTY_DAMAGE';
  if (HAZARD.test(lower)) return 'HAZARD';
  if (nobodyHurt === true) return 'NEAR_MISS';
  return null;
}

const VERB_NOUNS: [RegExp, string][] = [
  [/^(slipped|slip)\b/, 'Slip'],
  [/^(tripped|trip)\b/, 'Trip'],
  [/^(fell|fallen|fall)\b/, 'Fall'],
  [/^(cut|sliced)\b/, 'Cut'],
  [/^(burnt|burned|scalded)\b/, 'Burn'],
  [/^(strained)\b/, 'Strained'],
  [/^(hurt|injured|tweaked|did)\b/, 'Hurt'],
  [/^(twisted|rolled|sprained)\b/, 'Sprain'],
  [/^(hit|banged|bumped|knocked)\b/, 'Hit'],
  [/^(crushed|jammed|caught|pinched|squashed)\b/, 'Crush'],
  [/^(broke)\b/, 'Fracture'],
  [/^(got|was) (hit|struck)\b/, 'Struck by object'],
  [/^(got|was) (shocked|zapped)\b/, 'Electric shock'],
  [/^(got|was) (splashed)\b/, 'Splash'],
];

const SUBJECT =
  /^(?:(?:so|well|um|yeah|ok|okay|hi|hey|look|mate|just|um,)\s*,?\s*)*(?:i|i've|i have|i just|i've just|we|he|she|they|[A-Z][a-z]+|the [a-z]+ (?:guy|bloke|worker)|an? (?:employee|worker))\s+(?:just\s+|have\s+|has\s+|had\s+)?/i;
const DAY = String.raw`(?:yesterday|today|tonight|earlier today|this (?:morning|arvo|afternoon|evening)|last (?:night|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))(?:\s+(?:morning|arvo|afternoon|evening|night))?`;
const CLOCK = String.raw`(?:\s*,?\s*(?:at|around|about|~|just after|just before)?\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|ish)?)?`;
const TIME_PHRASE = new RegExp(
  String.raw`\s*,?\s*\b${DAY}${CLOCK}\b|\s*,?\s*\b(?:at|around|about)\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b`,
  'gi',
);

const capitalise = (s: string) => (s ? s[0]?.toUpperCase() + s.slice(1) : s);

const TITLE_MAX = 60;

function clip(s: string, max = TITLE_MAX): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 30 ? cut.slice(0, space) : cut).replace(/[,;:\s-]+$/, '')}…`;
}

/** Words that say something happened or is wrong; a reply without one is not a description. */
const INCIDENT_WORD =
  /\b(slip\w*|trip\w*|fell|fall\w*|cut|burn\w*|scald\w*|hit|struck|crush\w*|caught|jamm\w*|pinch\w*|spill\w*|spilt|leak\w*|fire|smoke|collaps\w*|explo\w*|shock\w*|frayed|broke\w*|damag\w*|hazard\w*|nearly|almost|injur\w*|hurt|bitten|stung|dropped|crash\w*|exposed|loose|missing|blocked|unsafe|ran over|run over|strain\w*|sprain\w*|twist\w*)\b/i;
/** Where it happened: kept in the place slot, left out of a short title. */
const PLACE_PHRASE =
  /\s+(?:in|at|near|inside|outside|behind|beside|next to|out the back of|round the back of)\s+.*$/i;

/**
 * A short headline (at most 60 characters): what happened and, when named, the injured part,
 * e.g. "Slip on wet floor - left wrist injury". Null when the text describes no event (a reply
 * such as "Yes everyone is safe now"); `eventOnly` also refuses the generic first-clause title.
 */
export function titleOf(text: string, bodyPart: string | null = null, eventOnly = false): string | null {
  const first = text
    .trim()
    .split(/(?<=[.!?])\s+|\n/)[0]
    ?.replace(/[.!?]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!first) return null;
  const withoutTime = first
    .replace(TIME_PHRASE, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  const rest = withoutTime.replace(SUBJECT, '');
  const part = bodyPart?.toLowerCase() ?? null;
  const withPart = (head: string) => {
    const lastWord = part?.split(' ').pop() ?? '';
    if (!part || head.toLowerCase().includes(lastWord)) return clip(head);
    const suffix = ` - ${part} injury`;
    return head.length + suffix.length <= TITLE_MAX ? `${head}${suffix}` : clip(head);
  };
  // "Slipped on..." has no subject: the capitalised verb is not a name to strip.
  const candidates = rest === withoutTime ? [rest] : [rest, withoutTime];
  for (const [verb, noun] of VERB_NOUNS) {
    const said = candidates.find((c) => verb.test(c.toLowerCase()));
    const m = said ? verb.exec(said.toLowerCase()) : null;
    if (!said || !m) continue;
    let tail = said
      .slice(m[0].length)
      .replace(/\b(a|an|the|my|his|her|their|our)\s+/gi, '')
      .replace(/(,|\s+(and|but|so|because|when|while|then|just|which|after)\b).*$/i, '')
      .trim();
    // "on wet floor in loading dock at Riverside" -> "on wet floor": the place has its own field.
    const placeless = tail.replace(PLACE_PHRASE, '').trim();
    if (placeless.length > 0) tail = placeless;
    return withPart(`${noun}${tail ? ` ${tail}` : ''}`);
  }
  if (eventOnly || !INCIDENT_WORD.test(withoutTime)) return null;
  const firstClause = (withoutTime.split(/,\s*/)[0] ?? withoutTime).replace(
    /^(there'?s|there is|there are|there was|there were)\s+(an?\s+|some\s+)?/i,
    '',
  );
  return clip(capitalise(firstClause.length >= 15 ? firstClause : withoutTime));
}
