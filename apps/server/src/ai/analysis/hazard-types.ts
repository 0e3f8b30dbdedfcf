import type { ControlLevel, FactorCategory } from '@app/contracts';
import type { AgencyCode, MechanismCode } from '../intake/toocs.js';

/** A control the plan can propose, with the level it sits at in the hierarchy (WHS Regulation s36). */
export interface ControlTemplate {
  key: string;
  level: ControlLevel;
  /** Physical controls take longer to put in than procedure changes. */
  actionType: 'SHORT_TERM' | 'LONG_TERM';
  title: string;
  description: string;
  category: FactorCategory;
  role: string;
  verification: string;
}

/** One kind of hazard: how to recognise it in a narrative and what usually sits behind it. */
export interface HazardPattern {
  key: string;
  /** incident_type_name. */
  name: string;
  mechanism: MechanismCode;
  agency: AgencyCode;
  /**
   * Weighted cues; the pattern with the highest total wins, ties go to the earlier pattern. A
   * negative weight marks a cue that argues against the pattern.
   */
  cues: readonly (readonly [RegExp, number])[];
  /** The worst credible outcome (1-5), for near misses and hazards where nobody was hurt. */
  consequence: 1 | 2 | 3 | 4 | 5;
  /** Why 1: the event, in plain words. */
  event: string;
  /** Why 2: what put the person in the way of the hazard. */
  exposure: string;
  /** Why 3: the control that was missing or failed. */
  controlGap: string;
  /** Why 4: the system reason the control was missing, used when the report says nothing better. */
  systemCause: string;
  immediate: { title: string; description: string; role: string; verification: string };
  controls: readonly ControlTemplate[];
  /** Only for hazards with no practicable control above administrative. */
  adminOnlyReason?: string;
}
