import type {
  AnalysisStatusResponse,
  IncidentAnalysisResponse,
  StoredAnalysis,
  StoredCorrectiveAction,
  StoredRecommendation,
} from '@app/contracts';
import { emptyAnalysis, INCIDENT_ID } from '../../testing/incident-fixtures';

export const RUN_ID = '0190f5a2-0000-7000-8000-000000000701';
export const START_PATH = `/api/rca/analyze/${INCIDENT_ID}`;
export const STATUS_PATH = `/api/rca/analyze/${INCIDENT_ID}/status`;
export const CHECK_PATH = `/api/rca/runs/${RUN_ID}`;
export const REC_ENGINEERING = '0190f5a2-0000-7000-8000-000000000801';
export const REC_ADMIN = '0190f5a2-0000-7000-8000-000000000802';
export const ACTION_PLANNED = '0190f5a2-0000-7000-8000-000000000901';
export const ACTION_STARTED = '0190f5a2-0000-7000-8000-000000000902';

export function runStatus(overrides: Partial<AnalysisStatusResponse> = {}): AnalysisStatusResponse {
  return {
    status: 'processing',
    run_id: RUN_ID,
    error: null,
    ai_confidence_score: null,
    analysis_status: 'processing',
    attempts: 1,
    started_at: '2026-03-05T02:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

export const completedStatus = (confidence = 0.82) =>
  runStatus({
    status: 'completed',
    ai_confidence_score: confidence,
    analysis_status: 'completed',
    finished_at: '2026-03-05T02:00:01.000Z',
  });

export const startReply = (overrides: Record<string, unknown> = {}) => ({
  status: 'processing',
  run_id: RUN_ID,
  check_status_url: CHECK_PATH,
  estimated_completion: '2026-03-05T02:02:00.000Z',
  error: null,
  ...overrides,
});

const why = (n: number, evidence: boolean) => ({
  question: `Why ${n === 1 ? 'did the pallet fall' : `question ${n}`}?`,
  answer: `Answer ${n}`,
  evidence: evidence ? [{ kind: 'field' as const, ref: 'description', quote: `Quote for why ${n}` }] : [],
  hypothesis: !evidence,
});

export function storedAnalysis(overrides: Partial<StoredAnalysis> = {}): StoredAnalysis {
  return {
    run_id: RUN_ID,
    analysis: {
      classification: {
        incident_type_name: 'Near miss',
        category: 'Being hit by moving objects',
        confidence_score: 0.874,
      },
      toocs: {
        mechanism: { code: '04', label: 'Being hit by moving objects', confidence: 0.874 },
        agency: { code: '1', label: 'Forklift', confidence: 0.61 },
        nature: null,
        bodily_location: { code: '7', label: 'Multiple locations', confidence: 0.333 },
      },
      ai_scores: { risk_score: 16, confidence_score: 0.79 },
      extracted_facts: {
        what_happened: 'A pallet fell from a forklift',
        when_occurred: '5 March 2026, 2:35 pm',
        where_occurred: 'Brisbane Depot',
        who_involved: null,
        task_being_performed: 'Loading a truck',
      },
      contributing_factors: [
        {
          name: 'Unsecured load',
          description: 'The pallet was not wrapped.',
          severity: 'HIGH',
          category: 'equipment',
          is_primary_cause: true,
        },
        {
          name: 'Shared walkway',
          description: 'People walk through the loading zone.',
          severity: 'MEDIUM',
          category: 'environment',
          is_primary_cause: false,
        },
      ],
      responses: {},
      five_whys_analysis: {},
      primary_root_cause: 'No exclusion zone around forklift loading',
    },
    five_whys: {
      why1: {
        question: 'Why did the pallet fall?',
        answer: 'It was not wrapped',
        evidence: [{ kind: 'field', ref: 'description', quote: 'the pallet slid off the forks' }],
        hypothesis: false,
      },
      why2: {
        question: 'Why was it not wrapped?',
        answer: 'The wrapper was broken',
        evidence: [{ kind: 'conversation', ref: '3', quote: 'the wrapping machine is down again' }],
        hypothesis: false,
      },
      why3: why(3, false),
      why4: why(4, false),
      why5: why(5, false),
      root_cause_summary: 'Loading relies on a machine with no back-up and no exclusion zone.',
    },
    compliance: {
      whs_act_compliance: true,
      hospital_health_boards_act_compliance: false,
      sac1_requirements_met: false,
      analysis_completion_timeframe: 'Within 1 day',
      compliance_notes: ['Not notifiable: no serious injury reported.'],
      generated_at: '2026-03-05T02:00:01.000Z',
      generated_by: 'Vigil built-in analyzer',
      processing_time_ms: 412,
      ai_confidence_score: 0.82,
      notifiable: 'no',
      sections: ['WHS Act 2011 (Qld) s19', 'WHS Regulation 2011 (Qld) s36'],
    },
    fallback_generated: false,
    provider: 'builtin',
    model: 'rules-1',
    ai_confidence_score: 0.82,
    completed_at: '2026-03-05T02:00:01.000Z',
    ...overrides,
  };
}

export function recommendation(overrides: Partial<StoredRecommendation> = {}): StoredRecommendation {
  return {
    id: REC_ENGINEERING,
    title: 'Install a physical exclusion zone',
    description: 'Barriers between the loading bay and the walkway.',
    category: 'environment',
    priority: 'HIGH',
    implementation_timeframe: 'Within 90 days',
    responsible_role: 'Site manager',
    ai_confidence_score: 0.776,
    status: 'PENDING',
    control_level: 'isolation',
    type: 'preventive',
    severity: 'HIGH',
    admin_only_reason: null,
    decided_by_name: null,
    decided_at: null,
    decision_reason: null,
    ...overrides,
  };
}

export const adminRecommendation = (overrides: Partial<StoredRecommendation> = {}) =>
  recommendation({
    id: REC_ADMIN,
    title: 'Brief staff on load wrapping',
    description: 'A toolbox talk on wrapping pallets.',
    category: 'task',
    priority: 'MEDIUM',
    implementation_timeframe: 'Within 14 days',
    responsible_role: 'Supervisor',
    ai_confidence_score: 0.6,
    control_level: 'administrative',
    type: 'corrective',
    severity: 'MEDIUM',
    ...overrides,
  });

export function correctiveAction(overrides: Partial<StoredCorrectiveAction> = {}): StoredCorrectiveAction {
  return {
    id: ACTION_PLANNED,
    recommendation_id: REC_ENGINEERING,
    action_type: 'LONG_TERM',
    description: 'Fit bollards along the walkway',
    priority: 'HIGH',
    status: 'PLANNED',
    responsible_person: 'Site manager',
    assignee_user_id: null,
    assignee_name: null,
    target_completion_date: '2026-06-03',
    verification_method: 'Site inspection with photos',
    verification_note: null,
    completed_at: null,
    completed_by_name: null,
    ...overrides,
  };
}

/** A completed analysis with two pending recommendations and no actions yet. */
export function completedAnalysis(
  overrides: Partial<IncidentAnalysisResponse> = {},
  confidence = 0.82,
): IncidentAnalysisResponse {
  return {
    ...emptyAnalysis({ can_start: true, can_decide: true, can_manage_actions: true }),
    status: completedStatus(confidence),
    analysis: storedAnalysis({ ai_confidence_score: confidence }),
    recommendations: [recommendation(), adminRecommendation()],
    ...overrides,
  };
}
