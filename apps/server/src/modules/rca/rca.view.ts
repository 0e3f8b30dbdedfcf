import type {
  AnalysisStatus,
  AnalysisStatusResponse,
  StoredAnalysis,
  StoredCorrectiveAction,
  StoredRecommendation,
} from '@app/contracts';
import type { ActionRow, RecommendationRow, RunRow } from './rca.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The incident's analysis_status for a run: a fallback result is complete but preliminary. */
export function analysisStatusOf(run: Pick<RunRow, 'status' | 'fallbackGenerated'>): AnalysisStatus {
  if (run.status === 'completed') return run.fallbackGenerated ? 'fallback_generated' : 'completed';
  return run.status as AnalysisStatus;
}

export function toStatus(run: RunRow | null): AnalysisStatusResponse {
  if (!run) {
    return {
      status: 'not_started',
      run_id: null,
      error: null,
      ai_confidence_score: null,
      analysis_status: 'not_started',
      attempts: 0,
      started_at: null,
      finished_at: null,
    };
  }
  return {
    status: run.status as AnalysisStatusResponse['status'],
    run_id: run.id,
    error: run.error,
    ai_confidence_score: run.aiConfidenceScore,
    analysis_status: analysisStatusOf(run),
    attempts: run.attempts,
    started_at: iso(run.startedAt),
    finished_at: iso(run.finishedAt),
  };
}

export function toStoredAnalysis(run: RunRow): StoredAnalysis | null {
  const result = run.result;
  if (run.status !== 'completed' || !result) return null;
  return {
    run_id: run.id,
    analysis: result.analysis,
    five_whys: result.five_whys,
    compliance: result.compliance,
    fallback_generated: run.fallbackGenerated,
    provider: run.provider,
    model: run.model,
    ai_confidence_score: run.aiConfidenceScore ?? result.analysis.ai_scores.confidence_score,
    completed_at: (run.finishedAt ?? run.createdAt).toISOString(),
  };
}

export function toRecommendation(row: RecommendationRow): StoredRecommendation {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as StoredRecommendation['category'],
    priority: row.priority as StoredRecommendation['priority'],
    implementation_timeframe: row.implementationTimeframe,
    responsible_role: row.responsibleRole,
    ai_confidence_score: row.aiConfidenceScore,
    status: row.status as StoredRecommendation['status'],
    control_level: row.controlLevel as StoredRecommendation['control_level'],
    type: row.type as StoredRecommendation['type'],
    severity: row.severity as StoredRecommendation['severity'],
    admin_only_reason: row.adminOnlyReason,
    decided_by_name: row.decidedByName,
    decided_at: iso(row.decidedAt),
    decision_reason: row.decisionReason,
  };
}

export function toAction(row: ActionRow): StoredCorrectiveAction {
  return {
    id: row.id,
    recommendation_id: row.recommendationId,
    action_type: row.actionType as StoredCorrectiveAction['action_type'],
    description: row.description,
    priority: row.priority as StoredCorrectiveAction['priority'],
    status: row.status as StoredCorrectiveAction['status'],
    responsible_person: row.responsiblePerson,
    assignee_user_id: row.assigneeUserId,
    assignee_name: row.assigneeName,
    target_completion_date: row.targetCompletionDate,
    verification_method: row.verificationMethod,
    verification_note: row.verificationNote,
    completed_at: iso(row.completedAt),
    completed_by_name: row.completedByName,
  };
}
