import { Alert } from '@mantine/core';
import { ApiError } from '../../../../lib/api-client';
import { ANALYSIS_STRINGS as S } from '../../analysis-strings';
import { useIncidentAnalysis } from '../../api/analysis';
import { AnalysisActionBlock } from './analysis-action-block';
import { CorrectiveActionsList } from './corrective-actions-list';
import { InsightsPanel } from './insights-panel';
import { RcaPanel } from './rca-panel';
import { RecommendationsChecklist } from './recommendations-checklist';
import { useAnalysisRun } from './use-analysis-run';

/**
 * Spec 02 section 2, between E and F: the AI Insights & Analysis and AI Root Cause Analysis panels,
 * the analysis action block, the recommendations checklist and the corrective actions list. Each
 * appears only when it has something to show or do, so an unanalysed incident reads as before.
 */
export function AnalysisSection({ incidentId }: { incidentId: string }) {
  const query = useIncidentAnalysis(incidentId);
  const data = query.data;
  const { run, start, showSuccess } = useAnalysisRun(incidentId, data?.status);

  if (!data) {
    // Someone who may not see the analysis simply does not get the panels.
    const hidden =
      !query.isError || (query.error instanceof ApiError && [403, 404].includes(query.error.status));
    return hidden ? null : (
      <Alert color="red" role="alert" title={S.loadFailed}>
        {query.error?.message}
      </Alert>
    );
  }

  const { analysis, recommendations, corrective_actions: actions, permissions } = data;
  return (
    <>
      {analysis ? <InsightsPanel analysis={analysis.analysis} /> : null}
      {analysis ? <RcaPanel fiveWhys={analysis.five_whys} compliance={analysis.compliance} /> : null}
      <AnalysisActionBlock data={data} run={run} showSuccess={showSuccess} onStart={() => void start()} />
      {analysis || recommendations.length > 0 ? (
        <RecommendationsChecklist
          incidentId={incidentId}
          recommendations={recommendations}
          canDecide={permissions.can_decide}
        />
      ) : null}
      {actions.length > 0 ? (
        <CorrectiveActionsList
          incidentId={incidentId}
          actions={actions}
          canManage={permissions.can_manage_actions}
        />
      ) : null}
    </>
  );
}
