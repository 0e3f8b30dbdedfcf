import type { IncidentAnalysisResponse, StoredCorrectiveAction } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  decideRecommendation,
  incidentAnalysisQueryOptions,
  type RecommendationDecision,
  type RecommendationDecisionResponse,
  type UpdateCorrectiveActionBody,
  updateCorrectiveAction,
} from '../../api/analysis';

type Patch = (data: IncidentAnalysisResponse) => IncidentAnalysisResponse;

/** The server answers with the changed rows, so the cached view is patched instead of refetched. */
function usePatchAnalysis(incidentId: string) {
  const queryClient = useQueryClient();
  return (patch: Patch) => {
    queryClient.setQueryData(incidentAnalysisQueryOptions(incidentId).queryKey, (old) =>
      old ? patch(old) : old,
    );
  };
}

function withDecision(result: RecommendationDecisionResponse): Patch {
  return (data) => {
    const known = new Set(data.corrective_actions.map((a) => a.id));
    return {
      ...data,
      recommendations: data.recommendations.map((r) =>
        r.id === result.recommendation.id ? result.recommendation : r,
      ),
      corrective_actions: [
        ...data.corrective_actions,
        ...result.corrective_actions.filter((a) => !known.has(a.id)),
      ],
    };
  };
}

const withAction =
  (action: StoredCorrectiveAction): Patch =>
  (data) => ({
    ...data,
    corrective_actions: data.corrective_actions.map((a) => (a.id === action.id ? action : a)),
  });

export type DecisionVars = { recId: string; decision: RecommendationDecision; reason?: string };

export function useDecideRecommendation(incidentId: string) {
  const patch = usePatchAnalysis(incidentId);
  return useMutation({
    mutationFn: ({ recId, decision, reason }: DecisionVars) =>
      decideRecommendation(incidentId, recId, decision, reason),
    onSuccess: (result) => patch(withDecision(result)),
  });
}

export function useUpdateCorrectiveAction(incidentId: string) {
  const patch = usePatchAnalysis(incidentId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCorrectiveActionBody }) =>
      updateCorrectiveAction(id, body),
    onSuccess: (action) => patch(withAction(action)),
  });
}
