import type { ReportType } from '@app/contracts';
import type { AskedSlot, ExtractContext, IntakeSlots } from '../intake/slots.js';
import { ASKED_SLOTS } from '../intake/slots.js';
import { AGENT_STRINGS } from './strings.js';

/** "About five" questions in all (issue 5): the worker should not feel interrogated. */
export const MAX_QUESTIONS = 5;

const NO_INJURY_TYPES = new Set<ReportType>([
  'NEAR_MISS',
  'HAZARD',
  'PROPERTY_DAMAGE',
  'ENVIRONMENTAL',
  'SECURITY',
]);

/** true: someone was hurt; false: nobody was; null: not known yet. */
export function someoneHurt(s: IntakeSlots): boolean | null {
  if (s.nobodyHurt === true) return false;
  if (s.injuredPerson || s.natureOfInjury || s.bodyPart) return true;
  if (s.reportType === 'INJURY' || s.reportType === 'ILLNESS') return true;
  if (s.nobodyHurt === false) return true;
  if (s.reportType && NO_INJURY_TYPES.has(s.reportType)) return false;
  return null;
}

/** Whether a slot still needs asking; injury and treatment only matter when someone may be hurt. */
export function isMissing(slot: AskedSlot, s: IntakeSlots): boolean {
  const hurt = someoneHurt(s);
  switch (slot) {
    case 'when':
      return !s.incidentDate;
    case 'where':
      return !s.locationId && !s.placeDetail;
    case 'injury':
      return hurt !== false && (!s.natureOfInjury || !s.bodyPart);
    case 'treatment':
      return hurt === true && !s.treatment;
    case 'witnesses':
      return !s.witnesses;
    case 'immediateActions':
      return !s.immediateActions;
  }
}

/** The next question to ask, or null when everything is known or the cap is reached. */
export function nextQuestion(s: IntakeSlots, asked: readonly AskedSlot[]): AskedSlot | null {
  if (asked.length >= MAX_QUESTIONS) return null;
  return ASKED_SLOTS.find((slot) => !asked.includes(slot) && isMissing(slot, s)) ?? null;
}

export function questionText(slot: AskedSlot, s: IntakeSlots, ctx: ExtractContext): string {
  const q = AGENT_STRINGS.questions;
  switch (slot) {
    case 'when':
      return q.when;
    case 'where':
      return q.where(ctx.sites.map((site) => site.name));
    case 'injury':
      if (someoneHurt(s) === null) return q.injuryUnknown;
      if (!s.natureOfInjury && !s.bodyPart) return q.injuryBoth;
      return s.natureOfInjury ? q.injuryBodyPart : q.injuryNature;
    case 'treatment':
      return s.injuredPerson && s.injuredPerson === ctx.reporterName ? q.treatmentSelf : q.treatment;
    case 'witnesses':
      return q.witnesses;
    case 'immediateActions':
      return q.immediateActions;
  }
}
