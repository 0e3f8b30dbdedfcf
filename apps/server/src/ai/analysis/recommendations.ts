import {
  type ActionType,
  type ControlLevel,
  IMPLEMENTATION_TIMEFRAMES,
  isAboveAdministrative,
  type Priority,
  type Recommendation,
  type Severity,
} from '@app/contracts';
import type { ControlTemplate, HazardPattern } from './hazard-types.js';
import { round2, stableId } from './text.js';

/** A recommendation with what its corrective action needs: the action type and how to verify it. */
export interface PlannedRecommendation {
  recommendation: Recommendation;
  actionType: ActionType;
  verification: string;
}

const REVIEW: Omit<ControlTemplate, 'actionType'> = {
  key: 'review_controls',
  level: 'administrative',
  title: 'Review the risk assessment and controls with workers',
  description:
    'Review the risk assessment for this hazard, revise the controls against the hierarchy of controls, consult the workers who do the task, and check the same hazard at other sites.',
  category: 'organisation',
  role: 'WHS advisor',
  verification: 'Check the updated risk register, the consultation record and the other sites checked.',
};

const bump = (p: Priority): Priority => (p === 'LOW' ? 'MEDIUM' : p === 'MEDIUM' ? 'HIGH' : 'CRITICAL');

/** Higher controls and more serious incidents come first; an immediate make-safe tops the list. */
const priorityOf = (severity: Severity, level: ControlLevel, actionType: ActionType): Priority => {
  const base: Priority = severity === 'CRITICAL' ? 'HIGH' : severity === 'HIGH' ? 'HIGH' : 'MEDIUM';
  if (actionType === 'IMMEDIATE') return bump(base);
  if (isAboveAdministrative(level)) return base;
  return base === 'HIGH' ? 'MEDIUM' : 'LOW';
};

/** Above administrative controls carry more weight when the hazard is clear; less when it is a guess. */
const levelFactor = (level: ControlLevel): number => (isAboveAdministrative(level) ? 0.95 : 0.9);

export interface PlanInput {
  incidentKey: string;
  hazard: HazardPattern;
  severity: Severity;
  confidence: number;
}

/**
 * The plan: make safe now, the pattern's controls from the top of the hierarchy down, then a review
 * of controls (WHS Regulation 2011 (Qld) s38). When nothing above administrative exists for the
 * hazard, every administrative and PPE item carries the reason.
 */
export const planRecommendations = ({
  incidentKey,
  hazard,
  severity,
  confidence,
}: PlanInput): PlannedRecommendation[] => {
  const immediate: ControlTemplate = {
    key: 'immediate',
    level: hazard.key === 'generic' ? 'administrative' : 'isolation',
    actionType: 'SHORT_TERM',
    title: hazard.immediate.title,
    description: hazard.immediate.description,
    category: 'environment',
    role: hazard.immediate.role,
    verification: hazard.immediate.verification,
  };
  const items: { t: Omit<ControlTemplate, 'actionType'>; actionType: ActionType }[] = [
    { t: immediate, actionType: 'IMMEDIATE' },
    ...hazard.controls.map((t) => ({ t, actionType: t.actionType })),
    { t: REVIEW, actionType: 'SYSTEM_IMPROVEMENT' as const },
  ];
  const hasHigher = items.some((i) => i.actionType !== 'IMMEDIATE' && isAboveAdministrative(i.t.level));
  const reason = hasHigher ? undefined : hazard.adminOnlyReason;
  return items.map(({ t, actionType }) => {
    const adminOnly = reason && !isAboveAdministrative(t.level) ? { admin_only_reason: reason } : {};
    const recommendation: Recommendation = {
      id: stableId('rec', incidentKey, hazard.key, t.key),
      title: t.title,
      description: t.description,
      category: t.category,
      priority: priorityOf(severity, t.level, actionType),
      implementation_timeframe: IMPLEMENTATION_TIMEFRAMES[actionType],
      responsible_role: t.role,
      ai_confidence_score: round2(confidence * levelFactor(t.level)),
      status: 'PENDING',
      control_level: t.level,
      type: actionType === 'IMMEDIATE' ? 'corrective' : 'preventive',
      severity,
      ...adminOnly,
    };
    return { recommendation, actionType, verification: t.verification };
  });
};
