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
  /\b(fell (\w+ ){0,3}(from|off|through|into|down|approximately|about|\d)|fall(ing)? (from|off|through)|from (a|the) (ladder|roof|height|scaffold\w*|truck|platform|mezzanine)|caught (in|between|on)|pulled (in|into)|drawn into|pinned|crush\w*|smash\w*|run over|ran over|struck by|hit by|knocked (down|over)|(struck|hit) (him|her|them|the employee|me)|shot|stabbed|gunpoint|bitten by|passed out|collapsed|unconscious|explo\w+|electric\w*|heat (exhaustion|stroke|illness|related)|heat-related|from the heat|injected|(hit|hitting|struck|striking|banged) (his|her|their|my) head|\d+(\.\d+)? ?(feet|foot|ft|metres?|meters?|m)\b)\b/;
const INJURY_STATED =
  /\b(injur\w*|hurt|broke|broken|breaking|fractur\w*|wound\w*|lacerat\w*|cut|gash|burn\w*|dislocat\w*|amputat\w*|bleed\w*|pain)\b/;

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
  const seriousNature = slots.nature && ['1', '2', '4', '5'].includes(slots.nature.code);
  const treatedOrUnknown = slots.treatment !== 'first_aid' && slots.treatment !== 'none';
  if (seriousNature && treatedOrUnknown) {
    possible.push(
      `${ACT} s36: a ${nature || 'serious injury'} may need in-patient or immediate treatment; check with the treating service`,
    );
  }
  const injured =
    slots.nobodyHurt !== true && Boolean(slots.natureOfInjury || slots.bodyPart || INJURY_STATED.test(text));
  // A stated injury of unknown nature and unknown treatment cannot be ruled out yet.
  const unknownInjury = injured && !slots.natureOfInjury && slots.treatment === null;
  if (
    possible.length === 0 &&
    injured &&
    treatedOrUnknown &&
    (HIGH_ENERGY.test(text) || slots.nature?.code === '8' || unknownInjury)
  ) {
    possible.push(
      `${ACT} s36: the way it happened suggests a serious injury; check whether in-patient or immediate treatment was needed`,
    );
  }
  if (/crush/.test(nature) && treatedOrUnknown && possible.length === 0)
    possible.push(`${ACT} s36: a crush injury may need in-patient treatment; check`);
  if (slots.treatment === 'doctor')
    possible.push(
      `${ACT} s36: medical treatment was needed; notifiable if it was immediate treatment for a listed injury or in-patient care`,
    );
  if (
    base.notifiable === 'possible' &&
    base.notifiable_category === 'serious_injury_or_illness' &&
    possible.length === 0
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
