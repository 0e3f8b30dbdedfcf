import type { HazardPattern } from './hazard-types.js';
import type { AnalysisInput } from './types.js';

export type Notifiable = 'yes' | 'possible' | 'no';
export type NotifiableCategory = 'death' | 'serious_injury_or_illness' | 'dangerous_incident';

export interface NotifiableAssessment {
  notifiable: Notifiable;
  categories: NotifiableCategory[];
}

const DEATH = /\b(died|dies|death|fatal\w*|killed|deceased|passed away)\b/i;
/** WHS Act 2011 (Qld) s36(a)-(b): in-patient treatment, or immediate treatment for the listed injuries. */
const SERIOUS =
  /\b(hospitali[sz]ed|admitted to hospital|in-?patient|amputat\w*|severed|degloved|degloving|scalped|spinal|paraly\w*|loss of (consciousness|sight|vision|hearing|function)|unconscious|serious (burn|head injury|eye injury|laceration)s?|fractured skull|skull fracture)\b/i;
/** Hospital care that may be in-patient treatment (s36(a)); outpatient care alone is not notifiable, so only "possible". */
const MAYBE_SERIOUS =
  /\b((taken|transported|rushed|flown|sent|went) to (the )?hospital|ambulance|emergency (department|room)|surgery|operated on)\b/i;
/** s37: the listed events, notifiable even when nobody is hurt; the analyzer cannot judge "serious risk" so says possible. */
const DANGEROUS =
  /\b(electric shock|electrocut\w*|explosion|exploded|fire|gas leak|uncontrolled (escape|spill\w*|leak\w*)|collaps\w*|overturn\w*|rolled over|rollover|trench|excavation)\b/i;

const RANK: Record<Notifiable, number> = { no: 0, possible: 1, yes: 2 };

/**
 * WHS Act 2011 (Qld) s35-s37, assessed from the report. Intake's assessment stands unless the text
 * here shows something more serious; this never downgrades it.
 */
export const assessNotifiable = (
  input: AnalysisInput,
  narrative: string,
  h: HazardPattern,
): NotifiableAssessment => {
  const categories = new Set<NotifiableCategory>();
  let level: Notifiable = input.notifiable ?? 'no';
  if (input.notifiable_category) categories.add(input.notifiable_category);
  const raise = (to: Notifiable, c: NotifiableCategory) => {
    if (RANK[to] > RANK[level]) level = to;
    categories.add(c);
  };
  if (DEATH.test(narrative)) raise('yes', 'death');
  if (input.medical_treatment === 'hospital_inpatient' || SERIOUS.test(narrative))
    raise('yes', 'serious_injury_or_illness');
  if (MAYBE_SERIOUS.test(narrative)) raise('possible', 'serious_injury_or_illness');
  // s36(c): medical treatment within 48 hours of exposure to a substance.
  if (
    h.key === 'chemical' &&
    (input.medical_treatment === 'doctor' || input.medical_treatment === 'hospital_inpatient')
  ) {
    raise('yes', 'serious_injury_or_illness');
  }
  if (DANGEROUS.test(narrative) || h.key === 'electrical') raise('possible', 'dangerous_incident');
  return { notifiable: level, categories: level === 'no' ? [] : [...categories] };
};

export const hasDeath = (narrative: string): boolean => DEATH.test(narrative);
