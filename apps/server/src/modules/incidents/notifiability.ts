import type { NOTIFIABLE_CATEGORIES, NOTIFIABLE_VALUES } from '@app/contracts';

export type Notifiable = (typeof NOTIFIABLE_VALUES)[number];
export type NotifiableCategory = (typeof NOTIFIABLE_CATEGORIES)[number];

export interface NotifiabilityInput {
  title?: string | null;
  report_type?: string | null;
  description?: string | null;
  nature_of_injury?: string | null;
  body_part?: string | null;
  immediate_actions_taken?: string | null;
  medical_attention_required?: boolean | null;
}

export interface Notifiability {
  notifiable: Notifiable;
  notifiable_category: NotifiableCategory | null;
}

/** WHS Act 2011 (Qld) s35(a): the death of a person. */
const DEATH = [/\b(died|dies|death|deceased|fatal(ity|ly)?|killed|passed away|pronounced dead)\b/];

/** s36(a) and (b): immediate in-patient treatment, or immediate treatment for the listed injuries. */
const SERIOUS_INJURY = [
  /\bamputat/,
  /\b(severed|sever(ing|s)) (his |her |their |a |the )?(finger|toe|hand|foot|arm|leg|thumb|ear)/,
  /\b(finger|toe|thumb)[a-z ]{0,20}\b(severed|cut off|amputated)/,
  /\b(admitted|admission) (to|into|as an in-?patient)|\bin-?patient\b|\bhospitali[sz]ed\b/,
  /\bkept (in|overnight in) hospital\b/,
  /\bdegloving\b|\bscalp(ed|ing)\b/,
  /\b(fractured?|broken|cracked) (skull|spine|pelvis|neck|vertebra)/,
  /\b(skull|spinal|spine|pelvic|vertebral) (fracture|injur)/,
  /\b(serious|severe|major) (head|eye|spinal|brain) injur/,
  /\b(serious|severe|full[- ]thickness|third[- ]degree|extensive) burns?\b/,
  /\b(lost|loss of|losing) consciousness\b|\bunconscious\b|\bknocked out\b/,
  /\b(serious|severe|deep) lacerations?\b/,
  /\bloss of (a |the )?(bodily function|sight|vision|hearing|use of)\b/,
  // WHS Regulation 2011 (Qld) s699: prescribed serious illnesses (occupational zoonoses).
  /\b(q fever|anthrax|leptospirosis|brucellosis|hendra|avian influenza|psittacosis)\b/,
];

/** Injuries of s36's listed kinds that meet it depending on treatment (WHSQ: minor cuts, strains and irritation do not). */
const POSSIBLE_INJURY = [
  /\b(fractur|broken (arm|leg|wrist|ankle|bone|rib|collarbone|hand|finger))/,
  /\bburns?\b|\bscald/,
  /\b(head|eye) injur/,
  /\blaceration|\bstitches\b|\bsutures?\b/,
];

/** Hospital care of unknown kind: an admission cannot be ruled out yet. */
const HOSPITAL = /\b(ambulance|paramedics?|emergency department|hospital)\b/;

/** WHSQ: these, treated as an outpatient, are not serious injuries. */
const MINOR_INJURY =
  /\b(sprain\w*|strain\w*|bruis\w*|graze[ds]?|scratch\w*|abrasion|minor cut|small cut|splinter|(rolled|twisted|jarred) (my|his|her|their|an?) (ankle|knee|wrist)|rolled ankle|sore (back|neck|shoulder)|headache|eye irritation)\b/;
/** Treated and released, not admitted. */
const OUTPATIENT =
  /\b(sent (me |him |her |them )?home|discharged|not admitted|outpatient|released (the )?same day|went home)\b/;

/** s36(c): medical treatment within 48 hours of exposure to a substance. */
const SUBSTANCE_EXPOSURE = [
  /\b(exposed|exposure) to\b/,
  /\binhal(ed|ing|ation)\b/,
  /\b(chemical|acid|caustic|chlorine|ammonia|solvent)s? (splash|burn|exposure|fumes)/,
  /\bfumes\b|\bswallowed\b|\bingest(ed|ion)\b|\bneedle-?stick\b/,
];

/** s37: dangerous incidents notifiable even when nobody is hurt. */
const DANGEROUS = [
  /\buncontrolled (escape|spill(age)?|leak(age)?|release|fire|explosion|implosion)/,
  /\b(gas|steam|ammonia|chlorine|lpg) (leak|escape|release)/,
  /\b(explosion|exploded|implosion|imploded)\b/,
  /\belectric(al)? shock\b|\belectrocut/,
  /\b(collapse[ds]?|partial collapse)\b.{0,40}\b(structure|scaffold(ing)?|building|wall|roof|ceiling|excavation|trench|shoring)\b/,
  /\b(structure|scaffold(ing)?|building|wall|roof|ceiling|excavation|trench|shoring)\b.{0,40}\bcollapse/,
  /\b(crane|hoist|boom|elevating work platform|ewp)\b.{0,40}\b(overturn|toppl|collaps|roll(ed)? over|failed)/,
  /\binrush of (water|mud|gas)\b/,
  /\b(fell|fall(en|ing)?|dropped) from (a )?height\b/,
];

const HAZARDOUS = `(chemicals?|acid|caustic|alkali|ammonia|chlorine|fuel|petrol|diesel|lpg|gas|solvents?|hazardous|toxic|corrosive|flammable|pesticides?|herbicides?|cyanide|asbestos|hydrochloric|sulphuric|sulfuric|bleach|refrigerant)`;
const RELEASE = `(spill|spilt|spilled|spillage|leak|leaked|leaking|leakage|escape|escaped|release|released|rupture|ruptured)`;

/** Events that may be s37 dangerous incidents depending on how uncontrolled or serious they were. */
const POSSIBLE_DANGEROUS = [
  /\bfire\b|\bflames?\b|\bsmoke\b/,
  // s37(a) needs an uncontrolled release exposing someone to serious risk: a hazardous substance,
  // or a release described as large; spilt milk or oil mopped up is housekeeping, not s37.
  new RegExp(
    String.raw`\b${HAZARDOUS}\b[^.]{0,40}\b${RELEASE}|\b${RELEASE}\w*\b[^.]{0,30}\b${HAZARDOUS}\b|\b(large|major|big|massive|huge|significant|uncontrolled)\s+(\w+\s+)?${RELEASE}`,
  ),
  /\b(fell|dropped|falling object|fell off)\b.{0,40}\b(shelf|racking|pallet|mezzanine|roof|scaffold|crane|load)\b/,
  /\b(forklift|tractor|vehicle|plant)\b.{0,30}\b(roll(ed)? ?over|overturn|tipped)/,
  /\bshock\b/,
];

const matches = (patterns: RegExp[], text: string) => patterns.some((p) => p.test(text));

/**
 * Assesses a report against WHS Act 2011 (Qld) ss35-37 (QLD-WHS-FACTS.md). 'yes' when the words
 * clearly describe a notifiable incident, 'possible' when a manager has to check (s38 makes the
 * decision theirs), 'no' otherwise. Deliberately errs towards 'possible': a missed notification is
 * an offence, an extra check is a minute of a manager's time.
 */
export function assessNotifiability(fields: NotifiabilityInput): Notifiability {
  const text = [
    fields.title,
    fields.description,
    fields.nature_of_injury,
    fields.body_part,
    fields.immediate_actions_taken,
  ]
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join(' \n ')
    .toLowerCase();
  const medical = fields.medical_attention_required === true;

  if (matches(DEATH, text)) return { notifiable: 'yes', notifiable_category: 'death' };
  if (matches(SERIOUS_INJURY, text)) return yes('serious_injury_or_illness');
  if (medical && matches(SUBSTANCE_EXPOSURE, text)) return yes('serious_injury_or_illness');
  if (matches(DANGEROUS, text)) return yes('dangerous_incident');
  if (matches(POSSIBLE_INJURY, text) || matches(SUBSTANCE_EXPOSURE, text)) {
    return possible('serious_injury_or_illness');
  }
  // A minor injury seen in emergency and sent home is plain outpatient treatment (WHSQ).
  const minorOutpatient = MINOR_INJURY.test(text) && OUTPATIENT.test(text);
  if (HOSPITAL.test(text) && !minorOutpatient) return possible('serious_injury_or_illness');
  if (fields.report_type === 'DANGEROUS_INCIDENT' || matches(POSSIBLE_DANGEROUS, text)) {
    return possible('dangerous_incident');
  }
  // Medical treatment alone is not s36: only for a listed injury (above) or a substance exposure.
  return { notifiable: 'no', notifiable_category: null };
}

const yes = (category: NotifiableCategory): Notifiability => ({
  notifiable: 'yes',
  notifiable_category: category,
});
const possible = (category: NotifiableCategory): Notifiability => ({
  notifiable: 'possible',
  notifiable_category: category,
});
