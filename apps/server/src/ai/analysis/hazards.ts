import type { HazardPattern } from './hazard-types.js';
import { ENVIRONMENT_HAZARDS } from './hazards-environment.js';
import { EXPOSURE_HAZARDS } from './hazards-exposure.js';
import { FALL_HAZARDS } from './hazards-falls.js';
import { IMPACT_HAZARDS } from './hazards-impact.js';

/**
 * The hazard pattern library. Order matters only for ties. Wording stays factual and blames no one:
 * every system cause points at design, supervision, procedure, maintenance, training or workload.
 */
export const HAZARDS: readonly HazardPattern[] = [
  ...FALL_HAZARDS,
  ...IMPACT_HAZARDS,
  ...EXPOSURE_HAZARDS,
  ...ENVIRONMENT_HAZARDS,
];

/**
 * Used when no pattern fits. Physical controls cannot be chosen for a hazard nobody has described,
 * so the plan is to find out first, and says so.
 */
export const GENERIC_HAZARD: HazardPattern = {
  key: 'generic',
  name: 'Other or unclear incident',
  mechanism: '9',
  agency: '9',
  cues: [],
  consequence: 3,
  event: 'An incident happened; the report does not say enough to tell how.',
  exposure: 'The report does not yet say what the person was doing or what hazard was involved.',
  controlGap: 'The control that failed cannot be identified from the report as written.',
  systemCause:
    'The hazard behind this incident has not been identified or assessed, so no control was chosen for it.',
  immediate: {
    title: 'Check the area is safe and gather the facts',
    description:
      'Check that the area is safe, then talk with the people involved and any witnesses to record what happened.',
    role: 'Site supervisor',
    verification: 'The supervisor adds a full description and any photos to the report the same day.',
  },
  controls: [
    {
      key: 'investigate',
      level: 'administrative',
      actionType: 'SHORT_TERM',
      title: 'Investigate and identify the hazard',
      description:
        'Visit the site with the people involved, identify the hazard and the task, and record them in the incident report.',
      category: 'organisation',
      role: 'WHS advisor',
      verification: 'Check that the report names the hazard and the task.',
    },
    {
      key: 'choose_controls',
      level: 'administrative',
      actionType: 'LONG_TERM',
      title: 'Choose controls from the top of the hierarchy',
      description:
        'Once the hazard is known, assess the risk and choose controls from the highest practicable level of the hierarchy of controls.',
      category: 'organisation',
      role: 'Operations manager',
      verification:
        'Check the risk assessment lists a control above administrative, or records why none is practicable.',
    },
  ],
  adminOnlyReason:
    'The report does not describe the hazard, so no elimination, substitution, isolation or engineering control can be chosen yet; the first step is to find out what happened.',
};
