import { z } from 'zod';
import { MEDICAL_TREATMENTS } from './chat.js';
import { IdSchema, TimestampSchema } from './common.js';

/** Spec 02 section 4. PENDING is only a dashboard colour, never stored. */
export const INCIDENT_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'UNDER_REVIEW',
  'INVESTIGATING',
  'COMPLETED',
  'CLOSED',
] as const;
export const IncidentStatusSchema = z.enum(INCIDENT_STATUSES);
export type IncidentStatus = z.infer<typeof IncidentStatusSchema>;

/** Spec 02 section 9: severity order CRITICAL, HIGH, MEDIUM, LOW; default MEDIUM. */
export const SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;
export const SeveritySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof SeveritySchema>;

/** The report types (the spec names the field, not its values); weekly reports split safety from security. */
export const REPORT_TYPES = [
  'INJURY',
  'ILLNESS',
  'NEAR_MISS',
  'HAZARD',
  'DANGEROUS_INCIDENT',
  'PROPERTY_DAMAGE',
  'ENVIRONMENTAL',
  'SECURITY',
] as const;
export const ReportTypeSchema = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof ReportTypeSchema>;

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  INJURY: 'Injury',
  ILLNESS: 'Illness',
  NEAR_MISS: 'Near miss',
  HAZARD: 'Hazard',
  DANGEROUS_INCIDENT: 'Dangerous incident',
  PROPERTY_DAMAGE: 'Property damage',
  ENVIRONMENTAL: 'Environmental',
  SECURITY: 'Security',
};

/** Spec 02 section 9: default status filter of the all-incidents list when none is chosen. */
export const DEFAULT_LIST_STATUSES = [
  'INVESTIGATING',
  'COMPLETED',
  'CLOSED',
] as const satisfies readonly IncidentStatus[];

/** WHS Act 2011 (Qld) ss35-37: whether the incident must be notified to WHSQ. */
export const NOTIFIABLE_VALUES = ['yes', 'possible', 'no'] as const;
export const NOTIFIABLE_CATEGORIES = ['death', 'serious_injury_or_illness', 'dangerous_incident'] as const;
export const NOTIFICATION_METHODS = ['phone', 'online', 'written'] as const;

const ToocsCodeSchema = z.object({
  code: z.string(),
  label: z.string(),
  confidence: z.number().min(0).max(1),
});
export const ToocsSchema = z.object({
  mechanism: ToocsCodeSchema.nullable(),
  nature: ToocsCodeSchema.nullable(),
  bodily_location: ToocsCodeSchema.nullable(),
  agency: ToocsCodeSchema.nullable(),
});
export type Toocs = z.infer<typeof ToocsSchema>;

export const IncidentListItemSchema = z.object({
  id: IdSchema,
  incident_number: z.string(),
  title: z.string().nullable(),
  report_type: ReportTypeSchema.nullable(),
  reporter_user_id: IdSchema,
  reporter_name: z.string().nullable(),
  location_id: IdSchema.nullable(),
  location_name: z.string().nullable(),
  severity: SeveritySchema,
  status: IncidentStatusSchema,
  notifiable: z.enum(NOTIFIABLE_VALUES),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type IncidentListItem = z.infer<typeof IncidentListItemSchema>;

export const PendingIncidentSchema = IncidentListItemSchema.extend({ days_since_created: z.number().int() });
export type PendingIncident = z.infer<typeof PendingIncidentSchema>;

/** What the caller may do with this incident, decided by the server (role, ownership, state). */
export const IncidentPermissionsSchema = z.object({
  can_edit: z.boolean(),
  can_complete: z.boolean(),
  can_approve: z.boolean(),
  can_change_status: z.boolean(),
  can_manage_attachments: z.boolean(),
  can_record_notification: z.boolean(),
});

export const IncidentDetailSchema = IncidentListItemSchema.extend({
  incident_date: z.iso.date().nullable(),
  incident_time: z.string().nullable(),
  injured_party_name: z.string().nullable(),
  witness_names: z.string().nullable(),
  description: z.string().nullable(),
  nature_of_injury: z.string().nullable(),
  body_part: z.string().nullable(),
  immediate_actions_taken: z.string().nullable(),
  medical_attention_required: z.boolean(),
  medical_treatment: z.enum(MEDICAL_TREATMENTS).nullable(),
  worksafe_notified: z.boolean(),
  police_notified: z.boolean(),
  manager_comments: z.string().nullable(),
  returned_reason: z.string().nullable(),
  detailed_description: z.string().nullable(),
  reviewed_at: TimestampSchema.nullable(),
  reviewed_by: z.string().nullable(),
  submitted_at: TimestampSchema.nullable(),
  toocs: ToocsSchema,
  notifiable_category: z.enum(NOTIFIABLE_CATEGORIES).nullable(),
  notified_at: TimestampSchema.nullable(),
  notified_by: z.string().nullable(),
  notification_method: z.enum(NOTIFICATION_METHODS).nullable(),
  whsq_reference: z.string().nullable(),
  /** Injury incidents: the WorkCover report deadline (s133, 8 business days), else null. */
  workcover_due_date: z.iso.date().nullable(),
  permissions: IncidentPermissionsSchema,
});
export type IncidentDetail = z.infer<typeof IncidentDetailSchema>;

/** `?status=SUBMITTED,INVESTIGATING`: a comma list of enum values. */
const commaList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []))
    .pipe(z.array(z.enum(values)));

/** Filtering, search and paging all happen in the database (DESIGN section 12). */
export const ListIncidentsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
  status: commaList(INCIDENT_STATUSES),
  severity: commaList(SEVERITIES),
  report_type: commaList(REPORT_TYPES),
  /** A reporter's user id, from GET /api/incidents/reporters. */
  reporter: IdSchema.optional(),
  search: z.string().trim().max(100).optional(),
  sort_by: z.enum(['created_at']).default('created_at'),
  sort_direction: z.enum(['asc', 'desc']).default('desc'),
});
export type ListIncidentsQuery = z.input<typeof ListIncidentsQuerySchema>;

export const ListIncidentsResponseSchema = z.object({
  incidents: z.array(IncidentListItemSchema),
  pagination: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
});
export type ListIncidentsResponse = z.infer<typeof ListIncidentsResponseSchema>;

export const ManagerStatsSchema = z.object({
  total_incidents: z.number().int(),
  pending_review: z.number().int(),
  by_severity: z.array(z.object({ severity: SeveritySchema, count: z.number().int() })),
  by_status: z.array(z.object({ status: IncidentStatusSchema, count: z.number().int() })),
});
export type ManagerStats = z.infer<typeof ManagerStatsSchema>;

export const PendingIncidentsResponseSchema = z.object({ incidents: z.array(PendingIncidentSchema) });
export const IncidentResponseSchema = z.object({ incident: IncidentDetailSchema });
export type IncidentResponse = z.infer<typeof IncidentResponseSchema>;

const text = (max: number) => z.string().trim().max(max).nullish();

/** Fields a draft owner edits (spec 02 section 6), also used to create a draft. */
export const IncidentFieldsSchema = z.object({
  title: text(200),
  report_type: ReportTypeSchema.nullish(),
  severity: SeveritySchema.optional(),
  incident_date: z.iso.date().nullish(),
  incident_time: z
    .string()
    .regex(/^\d{2}:\d{2}$/, 'Time must be HH:MM')
    .nullish(),
  location_id: IdSchema.nullish(),
  injured_party_name: text(200),
  witness_names: text(500),
  description: text(10_000),
  nature_of_injury: text(500),
  body_part: text(200),
  immediate_actions_taken: text(5_000),
  medical_attention_required: z.boolean().optional(),
  medical_treatment: z.enum(MEDICAL_TREATMENTS).nullish(),
  worksafe_notified: z.boolean().optional(),
  police_notified: z.boolean().optional(),
  manager_comments: text(5_000),
});
export type IncidentFields = z.infer<typeof IncidentFieldsSchema>;

/** PUT /manager/incidents/:id: edited fields, or (complete draft) status SUBMITTED with a comment. */
export const UpdateIncidentBodySchema = IncidentFieldsSchema.extend({
  status: z.literal('SUBMITTED').optional(),
});
export type UpdateIncidentBody = z.infer<typeof UpdateIncidentBodySchema>;

export const ApproveIncidentBodySchema = z.object({
  comments: z.string().trim().max(5_000).optional(),
  /** Sent by the spec's client; ignored: the approver is the caller. */
  manager_id: z.unknown().optional(),
});

/** PUT /manager/incidents/:id/status: the other transitions of the state machine. */
export const ChangeStatusBodySchema = z.object({
  status: IncidentStatusSchema,
  reason: z.string().trim().max(2_000).optional(),
});

export const RecordNotificationBodySchema = z.object({
  notified_at: TimestampSchema,
  method: z.enum(NOTIFICATION_METHODS),
  whsq_reference: z.string().trim().min(1, 'Enter the WHSQ reference').max(100),
  notified_by: z.string().trim().min(1, 'Enter who notified WHSQ').max(200),
});

export const CommentSchema = z.object({
  id: IdSchema,
  author_name: z.string().nullable(),
  body: z.string(),
  kind: z.enum(['comment', 'approval', 'returned', 'status']),
  created_at: TimestampSchema,
});
export const CommentsResponseSchema = z.object({ comments: z.array(CommentSchema) });

export const DraftSchema = z.object({
  id: IdSchema,
  title: z.string().nullable(),
  report_type: ReportTypeSchema.nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export const DraftsResponseSchema = z.object({ incidents: z.array(DraftSchema) });
export type Draft = z.infer<typeof DraftSchema>;

export const ReportersResponseSchema = z.object({
  reporters: z.array(z.object({ id: IdSchema, name: z.string() })),
});

export const LocationResponseSchema = z.object({
  venue_name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
