import { z } from 'zod';
import {
  AiAnalysisSchema,
  CORRECTIVE_ACTION_STATUSES,
  ComplianceInfoSchema,
  CorrectiveActionStepSchema,
  FiveWhysSchema,
  RecommendationSchema,
} from './analysis.js';
import { IdSchema, TimestampSchema } from './common.js';

/**
 * The analysis API (spec 02 section 7, "Analysis API"): a durable job per incident, its status,
 * and the recommendations and corrective actions it proposed, kept as rows with their own state.
 */

/** Spec 02 section 4: the analysis run states the screen knows. */
export const ANALYSIS_RUN_STATUSES = ['not_started', 'processing', 'completed', 'failed'] as const;
export const AnalysisRunStatusSchema = z.enum(ANALYSIS_RUN_STATUSES);
export type AnalysisRunStatus = z.infer<typeof AnalysisRunStatusSchema>;

/** `analysis_status` on the incident: the run state, or fallback_generated (a preliminary result). */
export const ANALYSIS_STATUSES = [...ANALYSIS_RUN_STATUSES, 'fallback_generated'] as const;
export const AnalysisStatusSchema = z.enum(ANALYSIS_STATUSES);
export type AnalysisStatus = z.infer<typeof AnalysisStatusSchema>;

/** Spec 02 section 9: polling starts at 2 s, grows by 1.5 up to 15 s, and gives up after 7 minutes. */
export const ANALYSIS_POLLING = {
  firstIntervalMs: 2_000,
  growth: 1.5,
  maxIntervalMs: 15_000,
  timeoutMs: 420_000,
} as const;

/** POST /api/rca/analyze/:id */
export const StartAnalysisResponseSchema = z.object({
  status: AnalysisRunStatusSchema,
  run_id: IdSchema,
  /** Relative to the site: GET it for `status`, `error`, `ai_confidence_score`, `analysis_status`. */
  check_status_url: z.string(),
  estimated_completion: TimestampSchema.nullable(),
  error: z.string().nullable(),
});
export type StartAnalysisResponse = z.infer<typeof StartAnalysisResponseSchema>;

/** GET /api/rca/analyze/:id/status and GET check_status_url. */
export const AnalysisStatusResponseSchema = z.object({
  status: AnalysisRunStatusSchema,
  run_id: IdSchema.nullable(),
  error: z.string().nullable(),
  ai_confidence_score: z.number().min(0).max(1).nullable(),
  analysis_status: AnalysisStatusSchema,
  attempts: z.number().int().min(0),
  started_at: TimestampSchema.nullable(),
  finished_at: TimestampSchema.nullable(),
});
export type AnalysisStatusResponse = z.infer<typeof AnalysisStatusResponseSchema>;

/** A recommendation as stored: the analyzer's proposal plus the manager's decision. */
export const StoredRecommendationSchema = RecommendationSchema.omit({
  id: true,
  admin_only_reason: true,
}).extend({
  id: IdSchema,
  admin_only_reason: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: TimestampSchema.nullable(),
  decision_reason: z.string().nullable(),
});
export type StoredRecommendation = z.infer<typeof StoredRecommendationSchema>;

export const StoredCorrectiveActionSchema = CorrectiveActionStepSchema.omit({
  recommendation_id: true,
}).extend({
  id: IdSchema,
  recommendation_id: IdSchema.nullable(),
  assignee_user_id: IdSchema.nullable(),
  assignee_name: z.string().nullable(),
  verification_note: z.string().nullable(),
  completed_at: TimestampSchema.nullable(),
  completed_by_name: z.string().nullable(),
});
export type StoredCorrectiveAction = z.infer<typeof StoredCorrectiveActionSchema>;

/** The latest completed analysis of the incident, as the detail view shows it. */
export const StoredAnalysisSchema = z.object({
  run_id: IdSchema,
  analysis: AiAnalysisSchema,
  five_whys: FiveWhysSchema,
  compliance: ComplianceInfoSchema,
  fallback_generated: z.boolean(),
  provider: z.string(),
  model: z.string(),
  ai_confidence_score: z.number().min(0).max(1),
  completed_at: TimestampSchema,
});
export type StoredAnalysis = z.infer<typeof StoredAnalysisSchema>;

/** GET /api/rca/incidents/:id: everything the detail view's analysis panels need, in one call. */
export const IncidentAnalysisResponseSchema = z.object({
  status: AnalysisStatusResponseSchema,
  analysis: StoredAnalysisSchema.nullable(),
  recommendations: z.array(StoredRecommendationSchema),
  corrective_actions: z.array(StoredCorrectiveActionSchema),
  permissions: z.object({
    can_start: z.boolean(),
    can_decide: z.boolean(),
    can_manage_actions: z.boolean(),
  }),
});
export type IncidentAnalysisResponse = z.infer<typeof IncidentAnalysisResponseSchema>;

export const RecommendationParamsSchema = z.object({
  incidentId: IdSchema,
  recId: IdSchema,
  decision: z.enum(['approve', 'reject']),
});

/**
 * POST /api/rca/recommendations/:incidentId/:recId/approve|reject (body: action, spec 02 section 7).
 * WHS Regulation 2011 (Qld) s36: approving an administrative or PPE control when no higher control
 * is approved for the incident needs a written reason.
 */
export const RecommendationDecisionBodySchema = z.object({
  action: z.enum(['approve', 'reject']).optional(),
  reason: z.string().trim().max(2_000).optional(),
});

export const RecommendationDecisionResponseSchema = z.object({
  recommendation: StoredRecommendationSchema,
  /** The corrective actions approving it created (empty for a rejection). */
  corrective_actions: z.array(StoredCorrectiveActionSchema),
});

/** PUT /api/rca/corrective-actions/:id: assign, reschedule, or move PLANNED -> IN_PROGRESS -> COMPLETED. */
export const UpdateCorrectiveActionBodySchema = z.object({
  status: z.enum(CORRECTIVE_ACTION_STATUSES).optional(),
  assignee_user_id: IdSchema.nullable().optional(),
  target_completion_date: z.iso.date().optional(),
  /** Required to complete: how the fix was checked (spec: verification method). */
  verification_note: z.string().trim().max(2_000).optional(),
});

export const UpdateCorrectiveActionResponseSchema = z.object({
  corrective_action: StoredCorrectiveActionSchema,
});
