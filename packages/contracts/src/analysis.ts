import { z } from 'zod';
import { NOTIFIABLE_VALUES, SEVERITIES } from './incidents.js';

/**
 * Root-cause analysis output (spec 02 section 3: AI analysis, Five whys result, Recommendation,
 * Corrective action step, Compliance info). The built-in analyzer and any LLM provider both produce
 * exactly this shape, so one schema validates either.
 */

/** WHS Regulation 2011 (Qld) s35-s36: elimination first, then substitution, isolation, engineering, admin, PPE. */
export const CONTROL_LEVELS = [
  'elimination',
  'substitution',
  'isolation',
  'engineering',
  'administrative',
  'ppe',
] as const;
export const ControlLevelSchema = z.enum(CONTROL_LEVELS);
export type ControlLevel = z.infer<typeof ControlLevelSchema>;

export const CONTROL_LEVEL_LABELS: Record<ControlLevel, string> = {
  elimination: 'Elimination',
  substitution: 'Substitution',
  isolation: 'Isolation',
  engineering: 'Engineering control',
  administrative: 'Administrative control',
  ppe: 'Personal protective equipment',
};

/** Levels a plan needs at least one of, unless it says why none is reasonably practicable. */
export const CONTROL_LEVELS_ABOVE_ADMIN: readonly ControlLevel[] = [
  'elimination',
  'substitution',
  'isolation',
  'engineering',
];
export const isAboveAdministrative = (level: ControlLevel): boolean =>
  CONTROL_LEVELS_ABOVE_ADMIN.includes(level);

export const FACTOR_CATEGORIES = ['people', 'task', 'equipment', 'environment', 'organisation'] as const;
export const FactorCategorySchema = z.enum(FACTOR_CATEGORIES);
export type FactorCategory = z.infer<typeof FactorCategorySchema>;
export const FACTOR_CATEGORY_LABELS: Record<FactorCategory, string> = {
  people: 'People',
  task: 'Task',
  equipment: 'Equipment',
  environment: 'Environment',
  organisation: 'Organisation',
};

/** Priority and factor severity share the incident severity scale so one colour order serves all. */
export const PrioritySchema = z.enum(SEVERITIES);
export type Priority = z.infer<typeof PrioritySchema>;

export const ACTION_TYPES = ['IMMEDIATE', 'SHORT_TERM', 'LONG_TERM', 'SYSTEM_IMPROVEMENT'] as const;
export const ActionTypeSchema = z.enum(ACTION_TYPES);
export type ActionType = z.infer<typeof ActionTypeSchema>;
export const ACTION_TYPE_LABELS: Record<ActionType, string> = {
  IMMEDIATE: 'Immediate',
  SHORT_TERM: 'Short term',
  LONG_TERM: 'Long term',
  SYSTEM_IMPROVEMENT: 'System improvement',
};
/**
 * Days from the analysis to each action type's target date. Our choice (the spec names the types
 * only): make safe within a day, fix procedures within a fortnight, physical controls within a
 * quarter, system changes within half a year.
 */
export const ACTION_TYPE_DAYS: Record<ActionType, number> = {
  IMMEDIATE: 1,
  SHORT_TERM: 14,
  LONG_TERM: 90,
  SYSTEM_IMPROVEMENT: 180,
};
export const IMPLEMENTATION_TIMEFRAMES: Record<ActionType, string> = {
  IMMEDIATE: 'Within 1 day',
  SHORT_TERM: 'Within 14 days',
  LONG_TERM: 'Within 90 days',
  SYSTEM_IMPROVEMENT: 'Within 180 days',
};

export const RECOMMENDATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const CORRECTIVE_ACTION_STATUSES = ['PLANNED', 'IN_PROGRESS', 'COMPLETED'] as const;
export const RECOMMENDATION_TYPES = ['corrective', 'preventive'] as const;

const score01 = z.number().min(0).max(1);
const CodedSchema = z.object({ code: z.string(), label: z.string(), confidence: score01 });

export const ClassificationSchema = z.object({
  incident_type_name: z.string(),
  /** The TOOCS mechanism major group label. */
  category: z.string(),
  confidence_score: score01,
});

export const AnalysisToocsSchema = z.object({
  mechanism: CodedSchema,
  agency: CodedSchema,
  nature: CodedSchema.nullable(),
  bodily_location: CodedSchema.nullable(),
});

/** A 5 x 5 matrix: likelihood (1-5) times consequence (1-5), so 1-25; 15 and above is high. */
export const RISK_SCORE_MAX = 25;
export const AiScoresSchema = z.object({
  risk_score: z.number().int().min(1).max(RISK_SCORE_MAX),
  confidence_score: score01,
});

export const ExtractedFactsSchema = z.object({
  what_happened: z.string(),
  when_occurred: z.string().nullable(),
  where_occurred: z.string().nullable(),
  who_involved: z.string().nullable(),
  task_being_performed: z.string().nullable(),
});

export const ContributingFactorSchema = z.object({
  name: z.string(),
  description: z.string(),
  severity: PrioritySchema,
  category: FactorCategorySchema,
  is_primary_cause: z.boolean(),
});
export type ContributingFactor = z.infer<typeof ContributingFactorSchema>;

export const AiAnalysisSchema = z.object({
  classification: ClassificationSchema,
  toocs: AnalysisToocsSchema,
  ai_scores: AiScoresSchema,
  extracted_facts: ExtractedFactsSchema,
  contributing_factors: z.array(ContributingFactorSchema),
  responses: z.record(z.string(), z.object({ response: z.string(), timestamp: z.string() })),
  five_whys_analysis: z.record(z.string(), z.string()),
  primary_root_cause: z.string(),
});
export type AiAnalysis = z.infer<typeof AiAnalysisSchema>;

export const EVIDENCE_KINDS = ['field', 'conversation', 'attachment'] as const;
/** `ref`: a report field name, a conversation turn index, or an attachment id. */
export const EvidenceSchema = z.object({
  kind: z.enum(EVIDENCE_KINDS),
  ref: z.string(),
  quote: z.string(),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

/** An answer with no evidence must be a hypothesis; the refine keeps LLM output to that rule too. */
export const WhySchema = z
  .object({
    question: z.string(),
    answer: z.string(),
    evidence: z.array(EvidenceSchema),
    hypothesis: z.boolean(),
  })
  .refine((w) => w.hypothesis || w.evidence.length > 0, {
    message: 'An answer without evidence must be marked as a hypothesis',
  });
export type Why = z.infer<typeof WhySchema>;

export const FiveWhysSchema = z.object({
  why1: WhySchema,
  why2: WhySchema,
  why3: WhySchema,
  why4: WhySchema,
  why5: WhySchema,
  root_cause_summary: z.string(),
});
export type FiveWhys = z.infer<typeof FiveWhysSchema>;

export const RecommendationSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: FactorCategorySchema,
  priority: PrioritySchema,
  implementation_timeframe: z.string(),
  responsible_role: z.string(),
  ai_confidence_score: score01,
  status: z.enum(RECOMMENDATION_STATUSES),
  control_level: ControlLevelSchema,
  type: z.enum(RECOMMENDATION_TYPES),
  severity: PrioritySchema,
  /** Set on administrative/PPE recommendations when no higher control is reasonably practicable. */
  admin_only_reason: z.string().optional(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

export const CorrectiveActionStepSchema = z.object({
  action_type: ActionTypeSchema,
  description: z.string(),
  priority: PrioritySchema,
  status: z.enum(CORRECTIVE_ACTION_STATUSES),
  /** A role, not a person: the manager assigns a person later. */
  responsible_person: z.string(),
  target_completion_date: z.iso.date(),
  verification_method: z.string(),
  recommendation_id: z.string(),
});
export type CorrectiveActionStep = z.infer<typeof CorrectiveActionStepSchema>;

export const ComplianceInfoSchema = z.object({
  whs_act_compliance: z.boolean(),
  /** Not assessed by the built-in analyzer (false, with a note): it has no Hospital and Health Boards Act rules. */
  hospital_health_boards_act_compliance: z.boolean(),
  sac1_requirements_met: z.boolean(),
  analysis_completion_timeframe: z.string(),
  compliance_notes: z.array(z.string()),
  generated_at: z.iso.datetime({ offset: true }),
  generated_by: z.string(),
  processing_time_ms: z.number().int().min(0),
  ai_confidence_score: score01,
  notifiable: z.enum(NOTIFIABLE_VALUES),
  /** Cited provisions, e.g. 'WHS Act 2011 (Qld) s38'. */
  sections: z.array(z.string()),
});
export type ComplianceInfo = z.infer<typeof ComplianceInfoSchema>;

export const AnalysisResultSchema = z.object({
  analysis: AiAnalysisSchema,
  five_whys: FiveWhysSchema,
  recommendations: z.array(RecommendationSchema),
  corrective_actions: z.array(CorrectiveActionStepSchema),
  compliance: ComplianceInfoSchema,
  fallback_generated: z.boolean(),
  provider: z.string(),
  model: z.string(),
});
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;

/** Spec 02 section 4: under this confidence (or a fallback) the analysis is preliminary. */
export const PRELIMINARY_CONFIDENCE = 0.5;
export const isPreliminary = (r: { fallback_generated: boolean; confidence: number }): boolean =>
  r.fallback_generated || r.confidence < PRELIMINARY_CONFIDENCE;
