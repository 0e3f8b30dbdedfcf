const NOBODY_HURT =
  /\b(nobody|no ?one|no-one|no person|none of us)\s+(was |got |were )?(hurt|injured|harmed)|\bno (one|body) hurt\b|\bno injur(y|ies)\b|\b(i'?m|i am|i was|we'?re|we were|everyone'?s|everyone is|everyone was|all)\s+(ok|okay|fine|alright|all right|unhurt|not hurt)\b|\bwithout (any )?injur/i;

const FIRST_PERSON_HURT =
  /\b(i|i've|i'm|i have|i was|i got|i just)\b[^.!?]{0,40}\b(hurt|injur|cut|slipped|tripped|fell|fall|burn|burnt|broke|twist|sprain|strain|hit|bang|bump|crush|jam|smash|pinch|sting|bitten|sick|dizzy|caught|stood on|stepped on|rolled|pulled)|\b(my)\s+((left|right|lower|upper)\s+)?(finger|hand|arm|wrist|back|knee|ankle|foot|leg|head|eye|shoulder|neck|toe|thumb|elbow|hip|face|chest|shin)/i;

const STOP_NAMES = new Set([
  'I',
  'The',
  'A',
  'An',
  'He',
  'She',
  'They',
  'We',
  'It',
  'This',
  'That',
  'There',
  'My',
  'Our',
  'His',
  'Her',
  'Yesterday',
  'Today',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'Just',
  'Then',
  'When',
  'While',
  'After',
  'Before',
  'Nobody',
  'No',
  'Yes',
  'Yeah',
  'Nah',
  'Not',
  'Also',
  'And',
  'But',
  'So',
  'Um',
  'Oh',
  'Hi',
  'Hey',
  'Mate',
  'On',
  'At',
  'In',
  'Last',
  'This',
  'Some',
  'One',
  'Employee',
  'Worker',
  'Forklift',
  'Ute',
  'Truck',
  'Boss',
  'Supervisor',
  'Manager',
  'Everyone',
  'Someone',
]);

const NAMED_HURT =
  /\b([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)(?:'s)?\s+(?:(?:just|has|had|got|was|may have|might have)\s+)?(hurt|injured|cut|slipped|tripped|fell|burnt|burned|broke|twisted|sprained|strained|hit|banged|crushed|jammed|smashed|pinched|copped|rolled|pulled|was hit|got hit|was struck|got struck|was taken|got taken|was rushed|was knocked|got knocked|got an? (?:electric )?shock|got shocked|was shocked|got burnt|got burned|(?:left |right )?(?:finger|hand|arm|wrist|back|knee|ankle|foot|leg|head|eye|shoulder))\b/;

/** Who was hurt: the reporter for "I"/"my", a named person, or 'Nobody'. */
export function injuredPersonOf(
  text: string,
  reporterName: string | null,
): { injuredPerson: string | null; nobodyHurt: boolean | null } {
  if (NOBODY_HURT.test(text)) return { injuredPerson: 'Nobody', nobodyHurt: true };
  const named = NAMED_HURT.exec(text);
  const name = named?.[1];
  if (name && !STOP_NAMES.has(name.split(' ')[0] ?? '')) return { injuredPerson: name, nobodyHurt: false };
  if (FIRST_PERSON_HURT.test(text) && reporterName) return { injuredPerson: reporterName, nobodyHurt: false };
  return { injuredPerson: null, nobodyHurt: null };
}

const NONE_SAW =
  /\b(nobody|no ?one|no-one|none)\s+(else\s+)?(saw|seen|witnessed|was around|was there|around)|\bno witness(es)?\b|\bi was (on my own|alone|by myself)\b|\bwasn'?t anyone (around|there)\b/i;

const NAME_WORD = `[A-Z][a-z]+(?:['-][A-Z]?[a-z]+)?`;
/** A full name is kept whole: "Priya Singh", not "Singh". */
const NAME = `${NAME_WORD}(?: ${NAME_WORD}){0,2}`;
const ROLE_WORDS = `supervisor|manager|boss|team leader|leading hand|foreman|forewoman|workmate|co-?worker|colleague|mate|offsider|apprentice|first aider|first aid officer`;
const PERSON = String.raw`(?:(?:my|our|the|a)\s+(?:${ROLE_WORDS})\s+)?${NAME}`;
const LIST = String.raw`${PERSON}(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)${PERSON})*`;
const SAW = new RegExp(String.raw`(${LIST})\s+(?:saw|seen|witnessed|was there|were there|watched)\b`);
const WITNESSED_BY = new RegExp(
  String.raw`\b(?:[Ww]itness(?:ed)?(?:\s+by|es\s+(?:were|are|was)|:)|[Ss]een by)\s+(${LIST})`,
);
const PERSON_G = new RegExp(String.raw`(?:(?:my|our|the|a)\s+(${ROLE_WORDS})\s+)?(${NAME})`, 'g');

/** "my supervisor Dana Lee" -> "Dana Lee (supervisor)"; words like "Yes" that start a reply are dropped. */
function namesIn(list: string): string[] {
  const out: string[] = [];
  for (const m of list.matchAll(PERSON_G)) {
    const words = (m[2] ?? '').split(' ');
    while (words.length > 0 && STOP_NAMES.has(words[0] ?? '')) words.shift();
    if (words.length === 0) continue;
    const name = words.join(' ');
    out.push(m[1] ? `${name} (${m[1].toLowerCase()})` : name);
  }
  return out;
}

/** Witnesses the message names, or 'None' when it says nobody saw. */
export function witnessesOf(text: string): string | null {
  if (NONE_SAW.test(text)) return 'None';
  const m = SAW.exec(text) ?? WITNESSED_BY.exec(text);
  if (!m?.[1]) return null;
  const names = namesIn(m[1]);
  return names.length > 0 ? names.join(', ') : null;
}

/** A bare answer to "Did anyone see it happen?": "no", "Sam and Priya", "my supervisor Dave". */
export function witnessAnswer(text: string): string | null {
  const stated = witnessesOf(text);
  if (stated) return stated;
  const t = text.trim();
  if (/^(no|nope|nah|none|nobody|no one|no-one|not really|no witnesses)\b/i.test(t)) return 'None';
  const named = namesIn(t);
  if (named.length > 0) return named.join(', ');
  // Lower-case replies ("sam and priya") are names when the reply is short.
  const words = t
    .replace(/[.!]+$/, '')
    .split(/\s*(?:,|&|\band\b)\s*/i)
    .filter(Boolean);
  if (words.length > 0 && words.length <= 4 && words.every((w) => /^[a-z]+$/i.test(w) && w.length > 1)) {
    return words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join(', ');
  }
  return t.length > 0 && t.length <= 80 ? t : null;
}
