import type {
  IncidentDetail,
  IncidentListItem,
  MedicalTreatment,
  PendingIncident,
  Toocs,
} from '@app/contracts';
import { localDate } from '../../platform/zoned-time.js';
import type { IncidentRow, Viewer } from './incidents.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toListItem(row: IncidentRow): IncidentListItem {
  return {
    id: row.id,
    incident_number: row.incidentNumber,
    title: row.title,
    report_type: row.reportType as IncidentListItem['report_type'],
    reporter_user_id: row.reporterUserId,
    reporter_name: row.reporterName,
    location_id: row.locationId,
    location_name: row.locationName,
    severity: row.severity as IncidentListItem['severity'],
    status: row.status as IncidentListItem['status'],
    notifiable: row.notifiable as IncidentListItem['notifiable'],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPending(row: IncidentRow, now: Date): PendingIncident {
  return {
    ...toListItem(row),
    days_since_created: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / 86_400_000)),
  };
}

const NO_TOOCS: Toocs = { mechanism: null, nature: null, bodily_location: null, agency: null };

/**
 * Workers' Compensation and Rehabilitation Act 2003 (Qld) s133: the report to the insurer is an
 * offence if not given within 8 business days. Business days here are Monday to Friday; public
 * holidays are not subtracted, so the date shown is never later than the real deadline.
 */
export function addBusinessDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
}

export const WORKCOVER_BUSINESS_DAYS = 8;
const COMPENSABLE_TYPES = new Set(['INJURY', 'ILLNESS']);
const MANAGERS = new Set(['MANAGER', 'ADMIN']);
const LOCKED_FOR_ATTACHMENTS = new Set(['INVESTIGATING', 'COMPLETED', 'CLOSED']);

/** What the caller may do; the routes enforce the same rules, this only tells the screen. */
export function permissionsFor(row: IncidentRow, viewer: Viewer): IncidentDetail['permissions'] {
  const ownDraft = row.reporterUserId === viewer.userId && row.status === 'DRAFT';
  const manager = MANAGERS.has(viewer.role);
  return {
    can_edit: ownDraft,
    can_complete: ownDraft,
    can_approve: manager && (row.status === 'SUBMITTED' || row.status === 'UNDER_REVIEW'),
    can_change_status: manager,
    // Spec 02 section 4: the draft owner, or (DESIGN section 6: managers) while not yet under investigation.
    can_manage_attachments: ownDraft || (manager && !LOCKED_FOR_ATTACHMENTS.has(row.status)),
    can_record_notification: manager && row.notifiable !== 'no',
  };
}

export function toDetail(row: IncidentRow, viewer: Viewer, timeZone: string): IncidentDetail {
  const clockStart = row.incidentDate ?? localDate(row.createdAt, timeZone);
  return {
    ...toListItem(row),
    incident_date: row.incidentDate,
    incident_time: row.incidentTime,
    injured_party_name: row.injuredPartyName,
    witness_names: row.witnessNames,
    description: row.description,
    nature_of_injury: row.natureOfInjury,
    body_part: row.bodyPart,
    immediate_actions_taken: row.immediateActionsTaken,
    medical_attention_required: row.medicalAttentionRequired,
    medical_treatment: (row.medicalTreatment as MedicalTreatment | null) ?? null,
    worksafe_notified: row.worksafeNotified,
    police_notified: row.policeNotified,
    manager_comments: row.managerComments,
    returned_reason: row.returnedReason,
    detailed_description: row.detailedDescription,
    reviewed_at: iso(row.reviewedAt),
    reviewed_by: row.reviewedBy,
    submitted_at: iso(row.submittedAt),
    toocs: row.toocs ?? NO_TOOCS,
    notifiable_category: row.notifiableCategory as IncidentDetail['notifiable_category'],
    notified_at: iso(row.notifiedAt),
    notified_by: row.notifiedBy,
    notification_method: row.notificationMethod as IncidentDetail['notification_method'],
    whsq_reference: row.whsqReference,
    workcover_due_date:
      row.reportType && COMPENSABLE_TYPES.has(row.reportType)
        ? addBusinessDays(clockStart, WORKCOVER_BUSINESS_DAYS)
        : null,
    permissions: permissionsFor(row, viewer),
  };
}
