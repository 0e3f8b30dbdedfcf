import type { FoundFactor } from './factors.js';
import type { HazardPattern } from './hazard-types.js';
import { round2, wordCount } from './text.js';
import type { AnalysisInput } from './types.js';

/** A narrative shorter than this is "short or vague": its confidence is capped below preliminary. */
export const SHORT_NARRATIVE_WORDS = 8;
const SHORT_CAP = 0.4;
/** Words past which a longer narrative adds no confidence. */
const FULL_NARRATIVE_WORDS = 35;

/**
 * Overall confidence 0-1: how much text there is, how clearly it points at one hazard, and how many
 * of the basic facts (when, where, who, injury) the report has.
 */
export const confidenceOf = (input: AnalysisInput, narrative: string, strength: number): number => {
  const words = wordCount(narrative);
  const facts = [
    input.incident_date,
    input.location_name,
    input.injured_party_name,
    input.nature_of_injury ?? input.body_part,
  ];
  const factsScore = facts.filter((f) => f?.trim()).length / facts.length;
  const raw = 0.1 + 0.4 * Math.min(1, words / FULL_NARRATIVE_WORDS) + 0.3 * strength + 0.2 * factsScore;
  return round2(words < SHORT_NARRATIVE_WORDS ? Math.min(raw, SHORT_CAP) : raw);
};

const TREATMENT_CONSEQUENCE = {
  none: 1,
  first_aid: 2,
  doctor: 3,
  hospital_inpatient: 4,
  unknown: 0,
} as const;
const SEVERITY_CONSEQUENCE = { LOW: 2, MEDIUM: 3, HIGH: 4, CRITICAL: 5 } as const;
const NO_HARM_TYPES = new Set(['NEAR_MISS', 'HAZARD', 'DANGEROUS_INCIDENT']);

/**
 * Risk on a 5 x 5 matrix (1-25). Consequence: what happened, or for a near miss what credibly could
 * have. Likelihood: 3, up for a known hazard or many contributing factors, down when unclear.
 */
export const riskScoreOf = (
  input: AnalysisInput,
  h: HazardPattern,
  factors: readonly FoundFactor[],
  death: boolean,
): number => {
  const actual = Math.max(
    input.medical_treatment ? TREATMENT_CONSEQUENCE[input.medical_treatment] : 0,
    SEVERITY_CONSEQUENCE[input.severity],
    input.notifiable === 'yes' ? 4 : 0,
    death ? 5 : 0,
  );
  const potential = input.report_type && NO_HARM_TYPES.has(input.report_type) ? h.consequence : 0;
  const consequence = Math.min(5, Math.max(actual, potential, 1));
  let likelihood = 3;
  if (factors.some((f) => f.key === 'known_hazard')) likelihood += 1;
  if (factors.length >= 3) likelihood += 1;
  if (h.key === 'generic') likelihood -= 1;
  return Math.max(1, Math.min(5, likelihood)) * consequence;
};
