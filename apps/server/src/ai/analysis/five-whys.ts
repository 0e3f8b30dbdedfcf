import type { Evidence, FiveWhys, Why } from '@app/contracts';
import type { FoundFactor } from './factors.js';
import { guardRootCause, isBlameCause } from './guard.js';
import type { HazardPattern } from './hazard-types.js';
import { findEvidence, firstSentence, type Source } from './text.js';
import type { AttachmentRef } from './types.js';

export const WHY_QUESTIONS = [
  'Why was someone hurt or put at risk?',
  'Why was the person exposed to the hazard?',
  'Why did nothing stop the harm at that point?',
  'Why was that control missing or not working?',
  'Why did the safety system not find and fix this before the incident?',
] as const;

const cited = (question: string, answer: string, evidence: readonly (Evidence | null)[]): Why => {
  const ev = evidence.filter((e): e is Evidence => e !== null);
  return { question, answer, evidence: ev, hypothesis: ev.length === 0 };
};

const anyCue = (h: HazardPattern): RegExp | null =>
  h.cues.length === 0 ? null : new RegExp(h.cues.map(([re]) => `(?:${re.source})`).join('|'), 'i');

const photoEvidence = (attachments: readonly AttachmentRef[]): Evidence[] =>
  attachments
    .filter((a) => a.evidenceType === 'PHOTO' || a.evidenceType === 'VIDEO')
    .map((a) => ({ kind: 'attachment', ref: a.id, quote: a.fileName }));

export interface FiveWhysInput {
  hazard: HazardPattern;
  sources: readonly Source[];
  attachments: readonly AttachmentRef[];
  factors: readonly FoundFactor[];
}

export interface FiveWhysOutput {
  fiveWhys: FiveWhys;
  primaryRootCause: string;
  /** The factor key the root cause rests on ('risk_assessment' when it is the pattern's own). */
  primaryFactorKey: string;
}

/** System factors that name a cause of their own, best first; people factors never lead. */
const SYSTEM_ORDER = [
  'known_hazard',
  'procedure',
  'training',
  'supervision',
  'staffing',
  'fatigue',
  'time_pressure',
  'alone',
  'experience',
];

const pickSystem = (factors: readonly FoundFactor[]): FoundFactor | null => {
  for (const key of SYSTEM_ORDER) {
    const f = factors.find((x) => x.key === key && x.depth === 'system');
    if (f) return f;
  }
  return null;
};

/** What a stated system factor means for the organisation, so the answer reads as a system cause. */
const SYSTEM_MEANING: Record<string, string> = {
  known_hazard: 'Hazard reports were not followed through to a completed fix.',
  procedure: 'The task was allowed to go ahead without a planned safe method.',
  training: 'The training system did not cover this task before the person did it.',
  supervision: 'Supervision was not arranged for a task with this level of risk.',
  staffing: 'Staffing was not planned for the workload, so safe steps were squeezed out.',
  fatigue: 'Rostering allowed hours that reduce alertness for a task with this level of risk.',
  time_pressure: 'Scheduling put time pressure on a task whose controls take time.',
  alone: 'The work was organised so the person worked alone on a task with this level of risk.',
  experience: 'Induction and supervision were not matched to the person being new to the task.',
};

export const buildFiveWhys = ({ hazard, sources, attachments, factors }: FiveWhysInput): FiveWhysOutput => {
  const cue = anyCue(hazard);
  const eventEvidence = cue ? findEvidence(sources, cue) : null;
  const description = sources.find((s) => s.ref === 'description');
  const fallbackQuote: Evidence | null = description
    ? { kind: 'field', ref: 'description', quote: firstSentence(description.text) }
    : null;

  const why1 = cited(WHY_QUESTIONS[0], hazard.event, [
    eventEvidence ?? fallbackQuote,
    ...photoEvidence(attachments),
  ]);

  const condition = factors.find((f) => f.depth === 'condition');
  const why2 = condition
    ? cited(WHY_QUESTIONS[1], `${hazard.exposure} ${condition.description}`, [condition.evidence])
    : cited(WHY_QUESTIONS[1], hazard.exposure, [eventEvidence]);

  const control = factors.find((f) => f.depth === 'control');
  const why3 = control
    ? cited(WHY_QUESTIONS[2], `${control.description} ${hazard.controlGap}`, [control.evidence])
    : cited(WHY_QUESTIONS[2], hazard.controlGap, []);

  const system = pickSystem(factors);
  const why4 = system
    ? cited(WHY_QUESTIONS[3], `${system.description} ${SYSTEM_MEANING[system.key] ?? ''}`.trim(), [
        system.evidence,
      ])
    : cited(WHY_QUESTIONS[3], hazard.systemCause, []);

  const known = factors.find((f) => f.key === 'known_hazard');
  const why5 =
    known && known !== system
      ? cited(WHY_QUESTIONS[4], `${known.description} ${SYSTEM_MEANING.known_hazard}`, [known.evidence])
      : cited(
          WHY_QUESTIONS[4],
          'The controls for this hazard had not been reviewed against the hierarchy of controls, so the risk was left to procedures and people rather than removed or engineered out.',
          [],
        );

  // Template answers never blame, but a provider's might; keep every step to a system cause.
  const whys = [why1, why2, why3, why4, why5].map((w) =>
    isBlameCause(w.answer) ? { ...w, answer: guardRootCause([], hazard.systemCause), hypothesis: true } : w,
  ) as [Why, Why, Why, Why, Why];

  const primaryRootCause = guardRootCause([whys[3].answer], hazard.systemCause);
  return {
    fiveWhys: {
      why1: whys[0],
      why2: whys[1],
      why3: whys[2],
      why4: whys[3],
      why5: whys[4],
      root_cause_summary: `${primaryRootCause} ${whys[4].answer}`,
    },
    primaryRootCause,
    primaryFactorKey: system?.key ?? 'risk_assessment',
  };
};
