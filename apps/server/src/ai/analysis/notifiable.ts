import { extractFacts } from '../intake/extract-facts.js';
import { assessIntakeNotifiability } from '../intake/intake-notifiability.js';
import { EMPTY_SLOTS, type ExtractContext } from '../intake/slots.js';
import type { HazardPattern } from './hazard-types.js';
import type { AnalysisInput } from './types.js';

export type Notifiable = 'yes' | 'possible' | 'no';
export type NotifiableCategory = 'death' | 'serious_injury_or_illness' | 'dangerous_incident';

export interface NotifiableAssessment {
  notifiable: Notifiable;
  categories: NotifiableCategory[];
}

const DEATH = /\b(died|dies|death|fatal\w*|killed|deceased|passed away)\b/i;

const RANK: Record<Notifiable, number> = { no: 0, possible: 1, yes: 2 };

/** Notifiability does not depend on dates or sites; a fixed context keeps the analysis deterministic. */
const READING_CONTEXT: ExtractContext = {
  now: new Date(0),
  timeZone: 'Australia/Brisbane',
  sites: [],
  reporterName: null,
};

/**
 * WHS Act 2011 (Qld) s35-s37, by the same rules as the chat (`assessIntakeNotifiability`, built on
 * modules/incidents/notifiability.ts) so a report is never judged two ways. The incident's stored
 * assessment stands unless these rules find something more serious; this never downgrades it.
 */
export const assessNotifiable = (
  input: AnalysisInput,
  narrative: string,
  h: HazardPattern,
): NotifiableAssessment => {
  const categories = new Set<NotifiableCategory>();
  let level: Notifiable = input.notifiable ?? 'no';
  if (input.notifiable_category) categories.add(input.notifiable_category);
  // The report's own fields win; what they leave out is read from the narrative as the chat would.
  const read = extractFacts(narrative, READING_CONTEXT, EMPTY_SLOTS, null);
  const found = assessIntakeNotifiability({
    ...EMPTY_SLOTS,
    ...read,
    title: input.title ?? read.title ?? null,
    narrative,
    natureOfInjury: input.nature_of_injury ?? read.natureOfInjury ?? null,
    bodyPart: input.body_part ?? read.bodyPart ?? null,
    immediateActions: input.immediate_actions_taken ?? read.immediateActions ?? null,
    treatment: input.medical_treatment ?? read.treatment ?? null,
  });
  if (found.category && RANK[found.notifiable] > RANK.no) categories.add(found.category);
  if (RANK[found.notifiable] > RANK[level]) level = found.notifiable;
  // s37(e): an electric shock is a dangerous incident whatever the words say about its severity.
  if (h.key === 'electrical' && level === 'no') {
    level = 'possible';
    categories.add('dangerous_incident');
  }
  return { notifiable: level, categories: level === 'no' ? [] : [...categories] };
};

export const hasDeath = (narrative: string): boolean => DEATH.test(narrative);
