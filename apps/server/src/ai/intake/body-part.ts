import type { CodedValue } from './slots.js';
import { BODILY_LOCATION_GROUPS, type BodilyLocationCode, coded } from './toocs.js';

interface PartRule {
  pattern: RegExp;
  group: BodilyLocationCode;
}

const SIDE = String.raw`(?:(?:left|right|lower|upper|middle|both|his|her|their|my)\s+){0,2}`;

// More specific parts first, so "fingertip" wins over "finger" when both could match.
const PARTS: PartRule[] = [
  {
    pattern:
      /\b(skull|head|scalp|forehead|faces?|facial|brain|concussion|eyes?|eyeball|eyelids?|ears?|nose|jaw|cheek|mouth|teeth|tooth|lips?|temple|chin|eye socket)\b/,
    group: '1',
  },
  { pattern: /\b(necks?|throat|cervical)\b/, group: '2' },
  {
    pattern:
      /\b(back|spine|spinal|vertebrae?|lumbar|ribs?|chest|abdomen|abdominal|stomach|belly|pelvis|pelvic|hips?|groin|buttocks?|tailbone|coccyx|torso|trunk|shoulder blades?|lungs?|liver|spleen|kidneys?|sternum|collarbones?|clavicle|testicles?|bowel|intestines?)\b/,
    group: '3',
  },
  {
    pattern:
      /\b((?:index|middle|ring|little|pinky|pinkie|second|third|fourth) (?:finger|fingertip)s?|fingers?|fingertips?|finger tips?|thumbs?|hands?|palms?|knuckles?|wrists?|forearms?|arms?|elbows?|shoulders?|biceps?|triceps|digits?|pinky|pinkie|index|ring finger|upper extremit(y|ies))\b/,
    group: '4',
  },
  {
    pattern:
      /\b((?:big|little|second) toes?|toes?|feet|foot|ankles?|heels?|shins?|legs?|knees?|kneecaps?|thighs?|calf|calves|femur|tibia|fibula|achilles|hamstrings?|soles?|lower extremit(y|ies))\b/,
    group: '5',
  },
];

const SYSTEMIC =
  /\b(respiratory|breathing|electric(al)? shock|became ill|noxious|arc flash|(iv )?fluids|disoriented|from the heat|nausea|heat (stroke|exhaustion|stress|illness|related)|heat-related|hypotherm|dehydrat|poison|electrocut|cardiac|heart attack|asphyxia|hypoxi|overcome by|inhal|carbon monoxide|whole body|internal injuries)\b/;
/** Whole-body illnesses: a named organ ("kidney function") does not make them local. */
const STRONG_SYSTEMIC =
  /\b(heat (stroke|exhaustion|stress|illness|related)|heat-related|heatstroke|hypotherm\w*|poison\w*|carbon monoxide|overcome by)\b/;
const PSYCHOLOGICAL =
  /\b(stress(ed)?|anxiety|anxious|panic attack|traumati[sz]ed|depress|bullied|harass|ptsd|shaken up)\b/;

/** Words close to a part that say it was the injured part, not just mentioned. */
const INJURY_CUE =
  /(injur|fractur|broke|broken|breaking|shot|stabbed|bitten|amputat|sever|lacerat|cut|burn|crush|pinch|caught|struck|hit|smash|bruis|sprain|strain|twist|dislocat|puncture|punctur|trauma|swollen|swelling|bleed|degloved|lost|landed|hurt|pain|sore|damage|avulsion|degloving)/;

export interface BodyPartMatch {
  text: string;
  group: BodilyLocationCode;
  score: number;
}

/** Every body part named in the text, scored higher when an injury word sits next to it. */
export function findBodyParts(lower: string): BodyPartMatch[] {
  const found: BodyPartMatch[] = [];
  for (const rule of PARTS) {
    const re = new RegExp(SIDE + rule.pattern.source, 'g');
    for (const m of lower.matchAll(re)) {
      const at = m.index ?? 0;
      // "back" as an adverb ("went back", "back up", "backed") is not a body part.
      if (
        rule.group === '3' &&
        /^(?:.* )?back$/.test(m[0]) &&
        !/\b(my|his|her|their|lower|upper|the|a|and|neck,?) back$/.test(
          lower.slice(Math.max(0, at - 8), at + m[0].length),
        )
      )
        continue;
      const after = lower.slice(at + m[0].length, at + m[0].length + 12);
      // "the back of his hand" is the hand; "head of the combine" is a machine part.
      if (/^\s+of\b/.test(after) && /\b(back|head|face|foot)$/.test(m[0])) continue;
      // "fell 6 to 8 feet", "an 8-foot ladder", "the foot control": units and machine parts.
      if (
        /\b(feet|foot)$/.test(m[0]) &&
        (/(\d|\bone|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|several|few)[\s-]*$/.test(
          lower.slice(Math.max(0, at - 12), at),
        ) ||
          /^[\s-]*(control|pedal|switch|long|high|tall|wide|deep|by|away|below|above|lever|brake|operated|\()/.test(
            after,
          ))
      )
        continue;
      if (
        /\b(landed|land|landing) on (his|her|their|my|both) (feet|foot)$/.test(
          lower.slice(Math.max(0, at - 25), at + m[0].length),
        )
      )
        continue;
      // "pick face", "coal face", "face shield": a place in a mine or store, or a piece of PPE.
      if (
        /\bfaces?$/.test(m[0]) &&
        (/\b(pick|coal|work|working|rock|cliff|quarry|mine|mining|stope|pit|dig|cut|rack|shelf|bench|highwall|open|longwall)\s+$/.test(
          lower.slice(Math.max(0, at - 12), at),
        ) ||
          /^\s*(shields?|masks?|visors?|guards?|of the (rack|racking|shelf|wall|cliff|rock|building|machine))\b/.test(
            after,
          ))
      )
        continue;
      if (/\bindex$/.test(m[0]) && !/^\s+(finger|fingertip)/.test(lower.slice(at + m[0].length))) continue;
      const around = lower.slice(Math.max(0, at - 60), at + m[0].length + 60);
      const near = lower.slice(Math.max(0, at - 25), at + m[0].length + 25);
      const score = 1 + (INJURY_CUE.test(around) ? 1 : 0) + (INJURY_CUE.test(near) ? 1 : 0);
      found.push({ text: m[0].trim(), group: rule.group, score });
    }
  }
  return found;
}

const cleanPart = (text: string) => text.replace(/^(his|her|their|my)\s+/, '').trim();

/**
 * The injured body part and its TOOCS bodily location group. Parts in two or more regions that
 * both read as injured make "multiple locations"; systemic illnesses (heat stroke, poisoning)
 * have no part.
 */
export function bodyPartOf(lower: string): { bodyPart: string | null; location: CodedValue | null } {
  const parts = findBodyParts(lower);
  if (STRONG_SYSTEMIC.test(lower) && !parts.some((p) => p.score >= 3)) {
    return { bodyPart: null, location: coded(BODILY_LOCATION_GROUPS, '7', 0.7) };
  }
  if (parts.length === 0) {
    if (SYSTEMIC.test(lower)) return { bodyPart: null, location: coded(BODILY_LOCATION_GROUPS, '7', 0.6) };
    if (PSYCHOLOGICAL.test(lower))
      return { bodyPart: null, location: coded(BODILY_LOCATION_GROUPS, '8', 0.5) };
    return { bodyPart: null, location: null };
  }
  const best = new Map<BodilyLocationCode, BodyPartMatch>();
  for (const p of parts) {
    const prev = best.get(p.group);
    if (!prev || p.score > prev.score || (p.score === prev.score && p.text.length > prev.text.length))
      best.set(p.group, p);
  }
  const ranked = [...best.values()].sort((a, b) => b.score - a.score);
  const top = ranked[0] as BodyPartMatch;
  const injuredRegions = ranked.filter((p) => p.score >= 3);
  const multiple =
    /\b(multiple|several|various) (injuries|fractures|broken bones)\b|\b(whole|entire) body\b/.test(lower);
  if (injuredRegions.length >= 2 || multiple) {
    const text =
      injuredRegions.length >= 2
        ? injuredRegions.map((p) => cleanPart(p.text)).join(' and ')
        : cleanPart(top.text);
    return { bodyPart: text, location: coded(BODILY_LOCATION_GROUPS, '6', 0.6) };
  }
  const confidence = top.score >= 3 ? 0.85 : top.score === 2 ? 0.7 : 0.5;
  return { bodyPart: cleanPart(top.text), location: coded(BODILY_LOCATION_GROUPS, top.group, confidence) };
}
