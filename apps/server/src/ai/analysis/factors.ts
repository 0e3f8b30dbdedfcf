import type { ContributingFactor, Evidence, FactorCategory, Priority } from '@app/contracts';
import type { HazardPattern } from './hazard-types.js';
import { findEvidence, type Source } from './text.js';

/** A factor the report states, with the quote that states it. */
export interface FoundFactor {
  key: string;
  name: string;
  description: string;
  category: FactorCategory;
  severity: Priority;
  evidence: Evidence;
  /** The "why" this factor answers: a condition (why 2-3) or a system reason (why 4-5). */
  depth: 'condition' | 'control' | 'system';
}

interface FactorCue {
  key: string;
  re: RegExp;
  name: string;
  description: string;
  category: FactorCategory;
  severity: Priority;
  depth: FoundFactor['depth'];
}

/**
 * Words in a report that point at a contributing factor. The people cues are worded as the demands
 * the work placed on the person, never as the person's fault.
 */
const CUES: readonly FactorCue[] = [
  {
    key: 'slippery',
    re: /\b(wet|spill\w*|slippery|oil\w*|grease|greasy|icy|ice)\b(?! ?packs?)/i,
    name: 'Slippery surface',
    description: 'The walking surface was wet, oily or icy.',
    category: 'environment',
    severity: 'MEDIUM',
    depth: 'condition',
  },
  {
    key: 'lighting',
    re: /\b(poor(ly)? lit|dark|dim|no light\w*|lighting)\b/i,
    name: 'Poor lighting',
    description: 'The area was poorly lit, making hazards hard to see.',
    category: 'environment',
    severity: 'MEDIUM',
    depth: 'condition',
  },
  {
    key: 'clutter',
    re: /\b(clutter\w*|obstruct\w*|blocked|debris|in the (aisle|walkway)|left on the floor|uneven|pothole)\b/i,
    name: 'Obstructed or uneven walkway',
    description: 'The route had objects in the way or an uneven surface.',
    category: 'environment',
    severity: 'MEDIUM',
    depth: 'condition',
  },
  {
    key: 'weather',
    re: /\b(rain\w*|wind\w*|storm|hot day|heatwave|humid\w*)\b/i,
    name: 'Weather conditions',
    description: 'The weather added to the risk of the task.',
    category: 'environment',
    severity: 'LOW',
    depth: 'condition',
  },
  {
    key: 'faulty',
    re: /\b(broken|faulty|damaged|worn|defective|malfunction\w*|frayed|failed|cracked|not working)\b/i,
    name: 'Faulty or damaged equipment',
    description: 'Equipment used in the task was damaged or not working properly.',
    category: 'equipment',
    severity: 'HIGH',
    depth: 'control',
  },
  {
    key: 'guard',
    re: /\b(no guard|unguarded|guard (was )?(removed|missing|off|open|bypassed)|bypass\w*|without (a |the )?guard)\b/i,
    name: 'Missing or bypassed guard',
    description: 'A guard that should have kept the person from the hazard was missing or bypassed.',
    category: 'equipment',
    severity: 'HIGH',
    depth: 'control',
  },
  {
    key: 'fall_protection',
    re: /\b(no (harness|handrail|guard ?rail|railing|edge protection)|without (a )?(harness|handrail|railing)|not (tied|clipped) (off|on)|unsecured ladder|ladder (slipped|moved|kicked out))\b/i,
    name: 'No fall protection',
    description: 'There was no edge protection or fall-arrest equipment for the work at height.',
    category: 'equipment',
    severity: 'HIGH',
    depth: 'control',
  },
  {
    key: 'ppe',
    re: /\b(no (ppe|gloves|goggles|glasses|face shield|mask|respirator)|without (gloves|goggles|glasses|a mask|ppe)|not wearing)\b/i,
    name: 'PPE not provided or not suited',
    description: 'The protective equipment for the task was not available, not suited or not in use.',
    category: 'equipment',
    severity: 'MEDIUM',
    depth: 'control',
  },
  {
    key: 'separation',
    re: /\b(no (signs?|signage|barrier\w*|barricade\w*|exclusion zone|spotter|walkway|traffic plan)|shared (aisle|walkway))\b/i,
    name: 'No separation or warning',
    description: 'Nothing separated people from the hazard or warned them of it.',
    category: 'environment',
    severity: 'HIGH',
    depth: 'control',
  },
  {
    key: 'time_pressure',
    re: /\b(rush\w*|hurr(y|ied)|deadline|behind schedule|busy|peak)\b/i,
    name: 'Time pressure',
    description: 'The work was done under time pressure.',
    category: 'task',
    severity: 'MEDIUM',
    depth: 'system',
  },
  {
    key: 'alone',
    re: /\b(alone|by (himself|herself|themselves|myself)|on (my|his|her|their) own|lone worker)\b/i,
    name: 'Working alone',
    description: 'The person was working alone, with no one to help or raise the alarm.',
    category: 'task',
    severity: 'MEDIUM',
    depth: 'system',
  },
  {
    key: 'load',
    re: /\b(heavy|awkward|bulky|repetitive|twist\w*|overhead reach)\b/i,
    name: 'Demanding load or posture',
    description: 'The task involved a heavy or awkward load, or repeated or twisted movements.',
    category: 'task',
    severity: 'MEDIUM',
    depth: 'condition',
  },
  {
    key: 'non_routine',
    re: /\b(unjam\w*|clear(ing)? a jam|jammed|cleaning|maintenance|repair\w*|trouble ?shoot\w*)\b/i,
    name: 'Non-routine task',
    description:
      'The injury happened during cleaning, maintenance or clearing a fault, outside normal operation.',
    category: 'task',
    severity: 'MEDIUM',
    depth: 'condition',
  },
  {
    key: 'fatigue',
    re: /\b(tired|fatigue\w*|exhausted|overtime|double shift|long shift|night shift)\b/i,
    name: 'Fatigue and hours',
    description: 'Long or late hours may have reduced alertness.',
    category: 'organisation',
    severity: 'MEDIUM',
    depth: 'system',
  },
  {
    key: 'experience',
    re: /\b(new (worker|employee|starter|staff)|first (day|week|shift)|inexperienced|apprentice|trainee|labour hire|casual)\b/i,
    name: 'Limited experience',
    description: 'The person was new to the task or workplace.',
    category: 'people',
    severity: 'MEDIUM',
    depth: 'system',
  },
  {
    key: 'attention',
    re: /\b(distracted|not paying attention|wasn'?t paying attention|didn'?t see|did not see|on (his|her|my|their) phone|lost concentration)\b/i,
    name: 'Attention demands',
    description: 'The hazard was only controlled by the person noticing it at the moment of risk.',
    category: 'people',
    severity: 'MEDIUM',
    depth: 'condition',
  },
  {
    key: 'training',
    re: /\b(not trained|no training|untrained|never (been )?(shown|trained)|wasn'?t trained|without training|not inducted|no induction)\b/i,
    name: 'Training gap',
    description: 'The person had not been trained or inducted for this task.',
    category: 'organisation',
    severity: 'HIGH',
    depth: 'system',
  },
  {
    key: 'procedure',
    re: /\b(no (procedure|swms|sop|safe work method|permit|risk assessment|jsa|lockout)|without (a )?(permit|procedure|lockout|swms))\b/i,
    name: 'No safe work procedure',
    description: 'There was no procedure, permit or risk assessment for the task.',
    category: 'organisation',
    severity: 'HIGH',
    depth: 'system',
  },
  {
    key: 'supervision',
    re: /\b(no supervisor|unsupervised|without supervision|supervisor (was )?(away|absent|not there|off site))\b/i,
    name: 'Supervision gap',
    description: 'The work was not supervised.',
    category: 'organisation',
    severity: 'HIGH',
    depth: 'system',
  },
  {
    key: 'staffing',
    re: /\b(short[- ]?staffed|understaffed|one (person|worker) short|not enough (staff|people))\b/i,
    name: 'Staffing and workload',
    description: 'The team was short of staff for the workload.',
    category: 'organisation',
    severity: 'HIGH',
    depth: 'system',
  },
  {
    key: 'known_hazard',
    re: /\b(reported (it )?(before|previously|earlier|last)|happened before|(happened|same thing|this) again|known (issue|problem|hazard)|complained|keeps happening|been like that)\b/i,
    name: 'Known hazard not fixed',
    description: 'The hazard was known before the incident but had not been fixed.',
    category: 'organisation',
    severity: 'HIGH',
    depth: 'system',
  },
];

export const findFactors = (sources: readonly Source[]): FoundFactor[] =>
  CUES.flatMap((c) => {
    const evidence = findEvidence(sources, c.re);
    return evidence
      ? [
          {
            key: c.key,
            name: c.name,
            description: c.description,
            category: c.category,
            severity: c.severity,
            evidence,
            depth: c.depth,
          },
        ]
      : [];
  });

/** The pattern's own system cause, when the report names no system factor. */
export const defaultSystemFactor = (h: HazardPattern): Omit<FoundFactor, 'evidence'> => ({
  key: 'risk_assessment',
  name: 'Hazard not assessed or controlled',
  description: h.systemCause,
  category: 'organisation',
  severity: 'HIGH',
  depth: 'system',
});

/**
 * The factors shown on the panel. The primary cause is always a system factor: the one the five
 * whys rests on, never a people factor.
 */
export const contributingFactors = (
  found: readonly FoundFactor[],
  primaryKey: string,
  h: HazardPattern,
): ContributingFactor[] => {
  const list: ContributingFactor[] = found.map((f) => ({
    name: f.name,
    description: f.description,
    severity: f.severity,
    category: f.category,
    is_primary_cause: f.key === primaryKey,
  }));
  if (!found.some((f) => f.key === primaryKey)) {
    const d = defaultSystemFactor(h);
    list.push({
      name: d.name,
      description: d.description,
      severity: d.severity,
      category: d.category,
      is_primary_cause: true,
    });
  }
  return list;
};
