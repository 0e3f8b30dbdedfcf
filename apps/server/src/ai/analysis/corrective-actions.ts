import { ACTION_TYPE_DAYS, type CorrectiveActionStep } from '@app/contracts';
import { localDatePlus } from './dates.js';
import type { PlannedRecommendation } from './recommendations.js';

/** One planned step per recommendation, due ACTION_TYPE_DAYS after the analysis in the tenant's zone. */
export const correctiveActions = (
  plan: readonly PlannedRecommendation[],
  now: Date,
  timeZone: string,
): CorrectiveActionStep[] =>
  plan.map(({ recommendation: r, actionType, verification }) => ({
    action_type: actionType,
    description: `${r.title}. ${r.description}`,
    priority: r.priority,
    status: 'PLANNED',
    responsible_person: r.responsible_role,
    target_completion_date: localDatePlus(now, timeZone, ACTION_TYPE_DAYS[actionType]),
    verification_method: verification,
    recommendation_id: r.id,
  }));
