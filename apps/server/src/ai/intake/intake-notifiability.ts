import { assessNotifiability, type NotifiableCategory } from '../../modules/incidents/notifiability.js';
import type { IntakeSlots } from './slots.js';

export interface IntakeNotifiability {
  notifiable: 'yes' | 'possible' | 'no';
  category: NotifiableCategory | null;
  reasons: string[];
}

const ACT = 'WHS Act 2011 (Qld)';

const SERIOUS_HEAD =
  /\b(fractur\w* (his |her |their |my |the )?skull|skull fracture|brain (injur|bleed|trauma)|intracranial|subdural|(lost|loss of) consciousness|unconscious|knocked out|serious head|severe head|head trauma|concuss)/;
const SERIOUS_EYE =
  /\b(lost (the sight|sight|vision|an eye|his eye|her eye)|loss of (sight|vision)|eye (removed|punctured|penetrat)|(punctured|penetrat\w*|ruptured) (his |her |their |my |the )?(eye|eyeball)|serious eye|blind(ed)?)\b/;
const SERIOUS_BURN =
  /\b((serious|severe|extensive|major|deep|full[- ]thickness|electrical|((first|second|1st|2nd) (and|or|to) )?(second|third|2nd|3rd)[- ]degree) burns?|burns? to (his|her|their|my) [^.]{0,40}\b(face|head|chest|body|eyes?)\b|burns? (unit|cent(er|re))|skin graft|burns? to (his|her|their|my) (face|chest|body|arms|legs|hands))/;
const SPINAL =
  /\b(spinal (cord )?injur|(fractur|broke|broken|crack|injur|damag)\w*[^.]{0,40}\b(vertebra\w*|spinal cord)|(vertebra\w*|spine|spinal)[^.]{0,20}\bfractur\w*|fractured? (his |her |their |my )?(spine|vertebra|neck|back)|broke (his |her |their |my )?(back|neck)|(spine|vertebra|vertebral|spinal|neck|back) fracture|paraly[sz])/;
const LOSS_OF_FUNCTION =
  /\b(passed out|blacked out|lost consciousness|loss of consciousness|unconscious|knocked out|loss of (a |the )?(bodily function|use of|sight|vision|hearing|movement|feeling|sensation)|lost (the use of|feeling in|movement in|his hearing|her hearing)|cannot (move|feel)|can'?t (move|feel) (his|her|my|their))/;
const SERIOUS_LACERATION =
  /\b((serious|severe|deep|large|extensive|major) (lacerations?|cuts?|gash(es)?|wounds?)|(lacerat|cut|gash)\w*[^.]{0,40}\b(surgery|tendon|nerve|artery)|degloving|avulsion|scalp(ed|ing)\b|(nearly|almost|partially) (severed|cut off))/;
const DEGLOVING = /\b(deglov|scalp(ed|ing)\b|skin (was )?(torn|ripped|peeled) (off|away))/;
/** How it happened suggests more than a minor injury: a manager must check the treatment. */
const HIGH_ENERGY =
  /\b(fell (\w+ ){0,3}(from|off|through|into|down|approximately|about|\d)|fall(ing)? (from|off|through)|from (a|the) (ladder|roof|height|scaffold\w*|truck|platform|mezzanine)|(caught|pinched|trapped|jammed)(\/\w+)? (in|between|on|under)|(was|were|got|became) caught|pulled (in|into)|drawn into|pinned|crush\w*|smash\w*|run over|ran over|struck by|hit by|knocked (down|over)|(struck|hit) (him|her|them|the employee|me)|shot|stabbed|gunpoint|bitten by|passed out|collapsed|unconscious|explo\w+|electric\w*|heat (exhaustion|stroke|illness|related)|heat-related|from the heat|injected|(hit|hitting|struck|striking|banged) (his|her|their|my) head|\d+(\.\d+)? ?(feet|foot|ft|metres?|meters?|m)\b)\b/;
const INJURY_STATED =
  /\b(injur\w*|hurt|broke|broken|breaking|fractur\w*|wound\w*|lacerat\w*|cut|gash|burn\w*|dislocat\w*|amputat\w*|bleed\w*|pain)\b/;

/** s36(b)'s listed kinds whose seriousness turns on the treatment (fracture: unknown until known). */
const LISTED_KINDS = new Set([
  'Fracture',
  'Burn',
  'Chemical splash or burn',
  'Head injury (concussion)',
  'Spinal injury',
  'Crush injury',
  'Degloving (skin separated from tissue)',
  'Electric shock',
]);
/** Wounds: a serious laceration is listed, a minor cut is not (WHSQ). */
const WOUND_KINDS = new Set(['Laceration (cut)', 'Puncture wound']);
/** WHSQ: strains, sprains, bruises and irritation treated as an outpatient are not serious. */
const MINOR_NATURES = new Set(['Sprain or strain', 'Bruise or graze', 'Foreign body']);
const HOSPITAL =
  /\b(hospital|ambulance|paramedics?|emergency (department|dept|room|ward)|(in|to|at) (the )?(ed|emergency|emerg)|a ?& ?e)\b/;
const OUTPATIENT =
  /\b(sent (me |him |her |them )?home|discharged|not admitted|outpatient|released (the )?same day|went (back )?home|back at work|back to work)\b/;

const SUBSTANCE =
  /\b(chemical|acid|caustic|alkali|chlorine|ammonia|solvent|fumes|gas|vapou?r|poison|inhal|toxic|pesticide|carbon monoxide|hydrogen sulfide|substance|splash)/;

/**
 * Queensland notifiability of the report as the agent knows it (QLD-WHS-FACTS.md). Builds on the
 * incidents module's text rules and adds what the structured slots say plainly (treatment as an
 * in-patient, the coded nature). Errs towards 'possible': the PCBU decides under s38, and a missed
 * notification is an offence while an extra check costs a manager a minute.
 */
export function assessIntakeNotifiability(slots: IntakeSlots): IntakeNotifiability {
  const text = [slots.title, slots.narrative, slots.natureOfInjury, slots.bodyPart, slots.immediateActions]
    .filter((p): p is string => typeof p === 'string' && p.length > 0)
    .join(' \n ')
    .toLowerCase();
  const medical = slots.treatment === 'doctor' || slots.treatment === 'hospital_inpatient';
  const base = assessNotifiability({
    title: slots.title,
    report_type: slots.reportType,
    description: slots.narrative,
    nature_of_injury: slots.natureOfInjury,
    body_part: slots.bodyPart,
    immediate_actions_taken: slots.immediateActions,
    medical_attention_required: medical,
  });

  if (base.notifiable_category === 'death' && base.notifiable === 'yes') {
    return { notifiable: 'yes', category: 'death', reasons: [`${ACT} s35(a): the death of a person`] };
  }

  const serious: string[] = [];
  const nature = slots.natureOfInjury?.toLowerCase() ?? '';
  if (slots.treatment === 'hospital_inpatient')
    serious.push(`${ACT} s36(a): treatment as a hospital in-patient`);
  if (nature.includes('amputation') || /\bamputat/.test(text))
    serious.push(`${ACT} s36(b)(i): amputation of part of the body`);
  if (
    SERIOUS_HEAD.test(text) &&
    (medical || /skull|brain|unconscious|consciousness|knocked out/.test(text))
  ) {
    serious.push(`${ACT} s36(b)(ii): serious head injury`);
  }
  if (SERIOUS_EYE.test(text)) serious.push(`${ACT} s36(b)(iii): serious eye injury`);
  if (SERIOUS_BURN.test(text)) serious.push(`${ACT} s36(b)(iv): serious burn`);
  if (DEGLOVING.test(text))
    serious.push(`${ACT} s36(b)(v): skin separated from underlying tissue (degloving or scalping)`);
  if (SPINAL.test(text)) serious.push(`${ACT} s36(b)(vi): spinal injury`);
  if (LOSS_OF_FUNCTION.test(text)) serious.push(`${ACT} s36(b)(vii): loss of a bodily function`);
  if (SERIOUS_LACERATION.test(text)) serious.push(`${ACT} s36(b)(viii): serious lacerations`);
  if (
    medical &&
    (slots.mechanism?.code === '6' || SUBSTANCE.test(text)) &&
    /expos|inhal|splash|fumes|swallow|ingest|contact with/.test(text)
  ) {
    serious.push(`${ACT} s36(c): medical treatment within 48 hours of exposure to a substance`);
  }
  if (
    base.notifiable === 'yes' &&
    base.notifiable_category === 'serious_injury_or_illness' &&
    serious.length === 0
  ) {
    serious.push(`${ACT} s36: serious injury or illness described in the report`);
  }
  if (serious.length > 0)
    return { notifiable: 'yes', category: 'serious_injury_or_illness', reasons: serious };

  if (base.notifiable === 'yes' && base.notifiable_category === 'dangerous_incident') {
    const lead = slots.nobodyHurt === true ? ' (notifiable even though nobody was hurt)' : '';
    return {
      notifiable: 'yes',
      category: 'dangerous_incident',
      reasons: [
        `${ACT} s37: a dangerous incident such as an uncontrolled escape, collapse, fire, explosion or electric shock${lead}`,
      ],
    };
  }

  const possible: string[] = [];
  const label = slots.natureOfInjury ?? '';
  const treatedOrUnknown = slots.treatment !== 'first_aid' && slots.treatment !== 'none';
  const unknownTreatment = slots.treatment === null || slots.treatment === 'unknown';
  const outpatient = OUTPATIENT.test(text);
  const minor = MINOR_NATURES.has(label);
  // Hospital or ambulance said, admission not: s36(a) cannot be ruled out yet (unless it was a
  // minor injury treated and sent home, which WHSQ says is plain outpatient treatment).
  const hospitalSaid = HOSPITAL.test(text) && !(minor && outpatient);
  if (LISTED_KINDS.has(label) && (unknownTreatment || slots.treatment === 'doctor')) {
    possible.push(
      `${ACT} s36(b): a ${label.toLowerCase()} may need immediate treatment that makes it notifiable; check with the treating service`,
    );
  } else if (WOUND_KINDS.has(label) && slots.treatment === 'doctor' && !/\bminor\b/.test(text)) {
    possible.push(`${ACT} s36(b)(viii): a wound treated by a doctor may be a serious laceration; check`);
  }
  const injured =
    slots.nobodyHurt !== true && Boolean(slots.natureOfInjury || slots.bodyPart || INJURY_STATED.test(text));
  // How it happened (a fall from height, caught in a machine) suggests more than a minor injury,
  // unless what it did is known and minor, or it was treated on the spot.
  // Caught in or hit by machinery or mobile plant, or a vehicle incident: the classic amputation
  // and crush events, whatever words the worker used.
  const plantEvent =
    (slots.mechanism?.code === '2' && (slots.agency?.code === '1' || slots.agency?.code === '2')) ||
    slots.mechanism?.code === '9';
  const forceful = HIGH_ENERGY.test(text) || plantEvent;
  if (
    possible.length === 0 &&
    injured &&
    forceful &&
    (unknownTreatment || (slots.treatment === 'doctor' && !minor))
  ) {
    possible.push(
      `${ACT} s36: the way it happened suggests a serious injury; check whether in-patient or immediate treatment was needed`,
    );
  }
  if (possible.length === 0 && injured && hospitalSaid && !slots.nobodyHurt) {
    possible.push(`${ACT} s36(a): hospital care was mentioned; check whether it was as an in-patient`);
  }
  if (
    possible.length === 0 &&
    injured &&
    treatedOrUnknown &&
    SUBSTANCE.test(text) &&
    /expos|inhal|splash|fumes|swallow|ingest|contact with/.test(text)
  ) {
    possible.push(`${ACT} s36(c): notifiable if medical treatment is needed within 48 hours of the exposure`);
  }
  // The incidents module's text rules (a fracture, burn or head or eye injury named in the words).
  if (
    possible.length === 0 &&
    base.notifiable === 'possible' &&
    base.notifiable_category === 'serious_injury_or_illness' &&
    treatedOrUnknown &&
    !minor &&
    !WOUND_KINDS.has(label)
  ) {
    possible.push(`${ACT} s36: the injury may be serious; a manager must check`);
  }
  if (possible.length > 0)
    return { notifiable: 'possible', category: 'serious_injury_or_illness', reasons: possible };
  if (base.notifiable === 'possible' && base.notifiable_category === 'dangerous_incident') {
    return {
      notifiable: 'possible',
      category: 'dangerous_incident',
      reasons: [
        `${ACT} s37: may be a dangerous incident if it was uncontrolled or exposed someone to serious risk; a manager must check`,
      ],
    };
  }
  return { notifiable: 'no', category: null, reasons: [] };
}
