import type { CodedValue } from './slots.js';
import { AGENCY_GROUPS, type AgencyCode, coded, MECHANISM_GROUPS, type MechanismCode } from './toocs.js';

interface Cue {
  pattern: RegExp;
  group: MechanismCode;
  weight: number;
}

const VEHICLE =
  '(forklift|fork lift|pallet jack|truck|car|vehicle|ute|van|bus|tractor|loader|bobcat|skid steer|excavator|trailer|reach truck|golf cart|atv|quad bike|bicycle|bike|motorcycle|lift truck|powered industrial vehicle|scissor lift|boom lift)';

/**
 * Cues for how it happened. Scores add up; the strongest group wins. Weights are higher for
 * words that name the event itself ("caught between") than for words that only set the scene.
 */
const CUES: Cue[] = [
  {
    pattern:
      /\b(ladder|roof|scaffold|height|stair|stairs|step|trip|slip)[- ](fall|slip)\b|\bfall (from|off) (a |the )?(ladder|roof|height|scaffold|truck|ute)/,
    group: '0',
    weight: 5,
  },
  {
    pattern:
      /\b(knocked|blown|thrown|pulled|swept) (him|her|them|me|the employee|the worker) (off|from|over|down)\b|\b(off|from|through) (the |a )?(roof|ladder|scaffold\w*|platform|mezzanine|edge|balcony|skylight)\b/,
    group: '0',
    weight: 2.5,
  },
  // 1 Hitting objects with a part of the body (the person moves into the object).
  {
    pattern:
      /\b(hit|struck|banged|bumped|smacked|knocked) (his|her|their|my) (head|knee|elbow|shin|hand|arm|leg|face|foot|toe) (on|against|into)\b/,
    group: '1',
    weight: 2.5,
  },
  {
    pattern:
      /\b(walked|ran|bumped) into\b|\bstepped on (a |an )?(nail|screw|sharp)|\bstruck against\b|\bkicked (a|the)\b|\bpunched (a|the) (wall|door)/,
    group: '1',
    weight: 3,
  },
  {
    pattern:
      /\b(hand|finger|fingers|fingertip|thumb|arm|glove|gloved hand)\b[^.]{0,30}\b(contacted|came (into|in) contact with|touched|brushed|struck (a|the)|hit (a|the))\b/,
    group: '1',
    weight: 4,
  },
  {
    pattern:
      /\b(cut|lacerated|sliced|nicked) (his|her|their|my) (own )?((left|right) )?(\w+ )?(finger|fingertip|thumb|hand|palm|wrist|arm|forearm|leg|thigh)/,
    group: '1',
    weight: 2.5,
  },
  // 2 Being hit by moving objects, caught in or between.
  {
    pattern:
      /\b(caught|catching|snagged|pinch(ed|ing)?|smash(ed|ing)?|crush(ed|ing)?|pinned|jammed|trapped|compressed|entangled|tangled|sandwiched|wedged|shut (in|on)|closed on|drawn (in|into)|pulled (in|into)|sucked into|got stuck)\b/,
    group: '2',
    weight: 3.5,
  },
  {
    pattern:
      /\b(struck|hit|knocked|smacked|slammed|whacked|injured) (\w+ ){0,4}by\b|\b(falling|flying|swinging|moving|rolling) (\w+ ){0,2}(object|beam|load|pipe|panel|bar|box|boxes|pallet|rock|debris|tool|branch|tree|part|sheet|plate|steel|timber|door)\b|\b(struck|hit|striking|hitting|smashed|punctured|stuck) (him|her|them|me|the employee|an employee|the worker|the top of|the employee's)\b|\b(fell|falling|dropped|landed|came down|toppled|collapsed|rolled|swung|kicked back|flew|ejected) (\w+ ){0,3}(on|onto|against|into) (him|her|them|me|his|her|my|their|the employee)\b/,
    group: '2',
    weight: 3.5,
  },
  {
    pattern:
      /\b(rotating|moving|running|spinning|operating|activated|cycled|started) (\w+ ){0,2}(machine|machinery|equipment|blade|roller|conveyor|part|saw|belt|gears?|shaft|auger|press)|\b(machines?|blades?|rollers?|conveyor|press|auger|mixer|slicer|shear|baler|die|saw|bandsaw|band saw|grinder|lathe|drill|router|planer|jointer|joiner|guillotine|moulder|molder|shredder|hoist|crane|winch|sander|chute|gate|door|fan|pump|jack)\b/,
    group: '2',
    weight: 1,
  },
  {
    pattern:
      /\b(kickback|kicked back|jumped back|flying|projectile|flew off|came loose|broke loose|gave way|swung|ejected)\b/,
    group: '2',
    weight: 2,
  },
  { pattern: /\b(amputat|sever|avulsion|lacerat|cut|injur|fractur|broke|crush)\w*/, group: '2', weight: 1 },
  {
    pattern:
      /\b(bitten|bit (him|her|me|them)|kicked by|attacked|assaulted|punched|stabbed|gored|trampled|shot|gunpoint)\b|\binjected\b/,
    group: '2',
    weight: 4,
  },
  // 3 Sound and pressure.
  { pattern: /\b(explo(sion|ded|ding)|blast|burst|ruptured)\b/, group: '3', weight: 3 },
  { pattern: /\b(loud noise|hearing loss|ringing in|deaf)\b/, group: '3', weight: 3 },
  // 4 Body stressing: an activity plus a bodily reaction.
  {
    pattern:
      /\b(lift(ed|ing)?|carr(y|ied|ying)|push(ed|ing)?|twist(ed|ing)?|bending|bent over|overexert|repetitive|awkward)\b/,
    group: '4',
    weight: 1,
  },
  {
    pattern:
      /\b(strain(ed)?|sprain(ed)?|hernia|pulled a muscle|rolled (his|her|their|my|an) ankle|twisted (his|her|their|my|an) (ankle|knee|back)|jarred|felt (a |something )?(sharp )?(pain|pop|snap)|heard (a )?(loud )?(snap|pop)|(hurt|injured|tweaked|did) (his|her|their|my) back)\b/,
    group: '4',
    weight: 3.5,
  },
  // 5 Heat, electricity and other environmental factors.
  {
    pattern:
      /\b(burn(s|t|ed|ing)?|scald(ed)?|hot (oil|water|surface|metal|grease|liquid|asphalt|tar|pipe)|steam|fire|flames?|molten|flash fire|fryer)\b/,
    group: '5',
    weight: 3,
  },
  {
    pattern:
      /\b(electric(al(ly)?)?|electrocut\w*|shock(ed)?|live wire|arc flash|energi[sz]ed|power ?line|voltage|volts?)\b/,
    group: '5',
    weight: 5,
  },
  {
    pattern:
      /\b(heat (stroke|exhaustion|stress|illness|related|cramps)|heat-related|heatstroke|dehydrat\w*|hypotherm\w*|frostbite|from the heat|hot (day|weather|conditions|environment)|(received|given|iv) fluids)\b/,
    group: '5',
    weight: 6,
  },
  {
    pattern: /\b(dizzy|light[- ]?headed|nausea|cramping|passed out|fainted|disoriented)\b/,
    group: '5',
    weight: 1.5,
  },
  // 6 Chemicals and other substances.
  {
    pattern:
      /\b(chemicals?|acid|caustic|alkali|bleach|chlorine|ammonia|solvent|fumes|vapou?rs?|corrosive|hydroxide|pesticide|poison\w*|inhal(ed|ing)|carbon monoxide|hydrogen sulfide|noxious|odou?r|toxic)\b/,
    group: '6',
    weight: 4,
  },
  {
    pattern:
      /\b(splash(ed)?|sprayed (\w+ )?(on|onto|into|in)|fluid got|got (\w+ )?in (his|her|my|their) eyes?)\b/,
    group: '6',
    weight: 3,
  },
  // 7 Biological factors.
  {
    pattern:
      /\b(needle[- ]?stick|blood|bodily fluid|body fluid|infection|bacteria|virus|mould|mold|sharps|q fever|leptospirosis|covid)\b/,
    group: '7',
    weight: 3,
  },
  // 8 Mental stress.
  {
    pattern:
      /\b(bull(y|ied|ying)|harass\w*|threaten\w*|abus(ed|ive)|verbal\w*|yelled|screamed at|sworn at|intimidat\w*|traumati[sz]\w*|distress\w*|stress(ed)?|anxiety)\b/,
    group: '8',
    weight: 3,
  },
  // 9 Vehicle incidents and other.
  {
    pattern:
      /\b(crash(ed)?|collision|collided|rear-ended|rolled over|overturned|roll-?over|tipped over|jackknifed|fishtailed|swerved|run over|motor vehicle|car accident|vehicle accident)\b/,
    group: '9',
    weight: 3,
  },
  {
    pattern: new RegExp(
      String.raw`\b(struck|hit|pinned|run over|backed into|reversed into|ran over|knocked( down| over)?|bumped|injured|crushed|caught) (\w+ ){0,4}(by |between )?(a |an |the )?(moving |reversing |motori[sz]ed )?${VEHICLE}\b|\b${VEHICLE}\b[^.]{0,40}\b(struck|hit|ran over|backed into|reversed into|rolled|ran into|pinned|knocked|bumped|reverse|strike)\b|\bcaught between (the |a )?(\w+ ){0,3}(of )?(a |the )?${VEHICLE}\b|\b(riding|driving|drove|operating|reversing) (a |an |the |his |her )?(\w+ )?${VEHICLE}\b[^.]{0,80}\b(caught|pinned|crushed)\b`,
    ),
    group: '9',
    weight: 5.5,
  },
  {
    pattern:
      /\b(fell|thrown|ejected) (\w+ ){0,3}(off|from|out of) (the back of )?(a |an |the |his |her )?(moving )?(golf cart|atv|quad bike|bicycle|bike|motorcycle|horse)\b/,
    group: '9',
    weight: 6,
  },
];

const FALL_WORD =
  /\b(fell|fall(ing|s)?|slipped|tripped|stumbled|lost (his|her|their|my|the) (footing|balance|grip on the ladder)|missed (the|a) (last |bottom )?step|miss-?stepped|jumped|dismounted|fell over)\b/g;
const PERSON_BEFORE =
  /(\b(i|he|she|they|we|employee|worker|operator|driver|labou?rer|man|woman|person|contractor|instructor|mechanic|technician|carpenter|roofer|nurse|foot|feet|heel|footing|himself|herself|and|then|subsequently|also|,)\s+((\w+ly|then|both|had|was|were|has|just|also|and|subsequently)\s+){0,2})$/;
const OBJECT_FALL_AFTER =
  /^\s*(\w+ ){0,6}?(on|onto|striking|and struck|and hit|hitting|and smashed|and severed|and crushed|on top of) (him|her|them|me|his|her|their|my|the employee|an employee)\b/;
const CAUSING_PERSON = /\b(causing|caused|forcing) (him|her|them|the employee|the worker|me) to $/;

/** Scores a person falling, slipping or tripping, and not a thing that fell on them. */
function fallScore(lower: string): { person: number; object: number } {
  let person = 0;
  let object = 0;
  for (const m of lower.matchAll(FALL_WORD)) {
    const at = m.index ?? 0;
    const before = lower.slice(Math.max(0, at - 50), at);
    const after = lower.slice(at + m[0].length, at + m[0].length + 60);
    if (OBJECT_FALL_AFTER.test(after) && !/\b(he|she|employee|worker)\s+$/.test(before)) {
      object += 1;
      continue;
    }
    if (
      PERSON_BEFORE.test(before) ||
      CAUSING_PERSON.test(before) ||
      /^\s*(from|off|through|into|down|approximately|about|\d)/.test(after)
    ) {
      // "the plate slipped" and "his hand slipped" are things, not the person.
      if (
        /\b(hand|hands|finger|fingers|tool|plate|load|ladder|bar|object|part|box|panel|trailer|battery|tire|rim|pipe|beam|door|lid|equipment)\s+$/.test(
          before,
        )
      )
        continue;
      person += 1;
    }
  }
  return { person, object };
}

const SAW_OBJECT = `(?:it|me|him|her|them|us|what|that|this|everything|something|someone|somebody|nothing|how|when|where|who|smoke|sparks|flames|a|an)`;
const SAW_NOUN_BEFORE = `(?:the|a|an|my|his|her|their|our|band|table|circular|chop|mitre|miter|drop|concrete|panel|jig|hand|power|bench|tile|pole|rip|crosscut|reciprocating|hole|brick|demo|cut-off|cutoff|radial arm|docking|slide|sliding|compound)`;
const SAW_VERB = new RegExp(String.raw`(?<!\b${SAW_NOUN_BEFORE} )\bsaw (?=(?:${SAW_OBJECT}|the)\b)`, 'g');

/** "Priya saw it", "saw what happened": the verb, not the tool (so it codes no power tool). */
export const withoutVerbSaw = (lower: string): string => lower.replace(SAW_VERB, 'seen ');

/** Which TOOCS mechanism major group the message describes, with a confidence from the margin. */
export function mechanismOf(said: string): CodedValue | null {
  const lower = withoutVerbSaw(said);
  const scores = new Map<MechanismCode, number>();
  const add = (group: MechanismCode, weight: number) => scores.set(group, (scores.get(group) ?? 0) + weight);
  for (const cue of CUES) {
    if (cue.pattern.test(lower)) add(cue.group, cue.weight);
  }
  const falls = fallScore(lower);
  if (falls.person > 0) add('0', 5 + Math.min(2, falls.person - 1));
  if (falls.object > 0) add('2', 3);
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const first = ranked[0];
  if (!first || first[1] < 2) return null;
  const second = ranked[1]?.[1] ?? 0;
  const confidence = 0.5 + Math.min(0.45, (first[1] - second) / 8 + first[1] / 20);
  return coded(MECHANISM_GROUPS, first[0], confidence);
}

const AGENCIES: { pattern: RegExp; group: AgencyCode }[] = [
  {
    pattern:
      /\b(forklift|truck|car|vehicle|ute|van|bus|tractor|loader|bobcat|skid steer|excavator|crane|trailer|pallet jack|reach truck|ewp|scissor lift|boom lift|bicycle|motorcycle|quad bike)\b/,
    group: '2',
  },
  {
    pattern:
      /\b(machine|machinery|conveyor|press|roller|auger|mixer|slicer|lathe|guillotine|shear|packer|baler|compactor|extruder|mill|plant)\b/,
    group: '1',
  },
  {
    pattern:
      /\b(saw|grinder|drill|nail gun|power tool|angle grinder|chainsaw|sander|router|compressor|welder|fryer|oven|kettle)\b/,
    group: '3',
  },
  {
    pattern:
      /\b(knife|hammer|ladder|box cutter|scissors|hand tool|trolley|cart|spanner|crowbar|shovel|pallet)\b/,
    group: '4',
  },
  {
    pattern: /\b(chemical|acid|caustic|bleach|chlorine|ammonia|solvent|pesticide|fuel|petrol|diesel)\b/,
    group: '5',
  },
  {
    pattern:
      /\b(boxes?|cartons?|steel|timber|pipe|glass|load|bricks?|sheet|panel|beam|coil|materials?|wet floor|floor|stairs|steps|roof|ground|concrete)\b/,
    group: '6',
  },
  { pattern: /\b(heat|sun|weather|cold|ice|noise)\b/, group: '7' },
  {
    pattern: /\b(dog|snake|horse|cow|cattle|bull|animal|customer|patient|client|person|bite|bitten)\b/,
    group: '8',
  },
];

/** A coarse TOOCS agency group: what the person was working with or hurt by. */
export function agencyOf(said: string): CodedValue | null {
  const lower = withoutVerbSaw(said);
  for (const a of AGENCIES) {
    if (a.pattern.test(lower)) return coded(AGENCY_GROUPS, a.group, 0.5);
  }
  return null;
}
