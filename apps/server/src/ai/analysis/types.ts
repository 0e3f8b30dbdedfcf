import type { EVIDENCE_TYPES, MedicalTreatment, ReportType, Severity } from '@app/contracts';
import type { StoredToocs } from '../../db/schema/incidents.js';

/** The incident as the analyzer reads it: the report's fields, the intake chat and the evidence list. */
export interface AnalysisInput {
  /** Mixed into recommendation ids so two incidents never share one. */
  id?: string;
  title: string | null;
  report_type: ReportType | null;
  severity: Severity;
  description: string | null;
  nature_of_injury: string | null;
  body_part: string | null;
  immediate_actions_taken: string | null;
  injured_party_name: string | null;
  witness_names: string | null;
  /** YYYY-MM-DD. */
  incident_date: string | null;
  /** HH:MM. */
  incident_time: string | null;
  location_name: string | null;
  medical_treatment: MedicalTreatment | null;
  notifiable: 'yes' | 'possible' | 'no' | null;
  notifiable_category: 'death' | 'serious_injury_or_illness' | 'dangerous_incident' | null;
  toocs: StoredToocs | null;
  conversation: readonly ConversationTurn[];
  attachments: readonly AttachmentRef[];
}

export interface ConversationTurn {
  role: 'user' | 'assistant';
  text: string;
  /** ISO timestamp. */
  at: string;
}

export interface AttachmentRef {
  id: string;
  fileName: string;
  evidenceType: (typeof EVIDENCE_TYPES)[number];
}

export interface AnalyzeOptions {
  now: Date;
  /** IANA zone of the tenant; target dates are calendar days in it. */
  timeZone: string;
  /**
   * A monotonic clock (ms) for processing_time_ms. Left out, the time is 0 so the output stays a
   * pure function of the input; the job runner passes `performance.now`.
   */
  clock?: () => number;
}

/** Report fields the analyzer can quote as evidence. */
export const QUOTABLE_FIELDS = [
  'title',
  'description',
  'nature_of_injury',
  'body_part',
  'immediate_actions_taken',
  'witness_names',
] as const;
export type QuotableField = (typeof QUOTABLE_FIELDS)[number];
