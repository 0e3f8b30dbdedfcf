import { type IncidentFields, MESSAGES } from '@app/contracts';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { isActiveSite } from '../sites/sites.repository.js';
import type { IncidentChanges, IncidentRow } from './incidents.repository.js';
import { assessNotifiability } from './notifiability.js';

/** Only the fields the body names change: an omitted field keeps its value, null clears it. */
export function fieldValues(f: IncidentFields): IncidentChanges {
  const out: IncidentChanges = {};
  const set = <K extends keyof IncidentChanges>(key: K, value: IncidentChanges[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  // Empty strings after trimming mean "cleared", as the form sends them.
  const text = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
  set('title', text(f.title));
  set('reportType', f.report_type);
  set('severity', f.severity);
  set('incidentDate', f.incident_date);
  set('incidentTime', f.incident_time);
  set('locationId', f.location_id);
  set('injuredPartyName', text(f.injured_party_name));
  set('witnessNames', text(f.witness_names));
  set('description', text(f.description));
  set('natureOfInjury', text(f.nature_of_injury));
  set('bodyPart', text(f.body_part));
  set('immediateActionsTaken', text(f.immediate_actions_taken));
  set('medicalAttentionRequired', f.medical_attention_required);
  set('medicalTreatment', f.medical_treatment);
  set('worksafeNotified', f.worksafe_notified);
  set('policeNotified', f.police_notified);
  set('managerComments', text(f.manager_comments));
  return out;
}

/** WHS Act 2011 (Qld) ss35-37, assessed from the words of the report as it stands after the change. */
export function notifiabilityOf(fields: IncidentFields, current?: IncidentRow) {
  const pick = <T>(value: T | undefined, existing: T) => (value === undefined ? existing : value);
  const result = assessNotifiability({
    title: pick(fields.title, current?.title ?? null),
    report_type: pick(fields.report_type, current?.reportType ?? null),
    description: pick(fields.description, current?.description ?? null),
    nature_of_injury: pick(fields.nature_of_injury, current?.natureOfInjury ?? null),
    body_part: pick(fields.body_part, current?.bodyPart ?? null),
    immediate_actions_taken: pick(fields.immediate_actions_taken, current?.immediateActionsTaken ?? null),
    medical_attention_required: pick(
      fields.medical_attention_required,
      current?.medicalAttentionRequired ?? false,
    ),
  });
  return { notifiable: result.notifiable, notifiableCategory: result.notifiable_category };
}

/** A location must be one of the tenant's active sites: a foreign or retired id is bad input. */
export async function checkLocation(tx: Executor, tenantId: string, locationId: string): Promise<void> {
  if (await isActiveSite(tx, tenantId, locationId)) return;
  throw new AppError('VALIDATION_FAILED', `location_id: ${MESSAGES.sites.notFound}`, [
    { field: 'body.location_id', message: MESSAGES.sites.notFound },
  ]);
}

const REQUIRED_FOR_SUBMIT = [
  ['title', 'Title'],
  ['reportType', 'Report type'],
  ['incidentDate', 'Incident date'],
  ['description', 'Description'],
] as const;
const FIELD_NAMES: Record<(typeof REQUIRED_FOR_SUBMIT)[number][0], string> = {
  title: 'title',
  reportType: 'report_type',
  incidentDate: 'incident_date',
  description: 'description',
};

/**
 * Completing a draft (spec 02 section 4) needs what a manager must have to triage it. Missing
 * fields are bad input: 400 VALIDATION_FAILED naming each field, like every other form error.
 */
export function requireComplete(row: IncidentRow): void {
  const missing = REQUIRED_FOR_SUBMIT.filter(([key]) => !row[key]);
  if (missing.length === 0) return;
  throw new AppError(
    'VALIDATION_FAILED',
    MESSAGES.incident.draftIncomplete(missing.map(([, label]) => label)),
    missing.map(([key, label]) => ({ field: `body.${FIELD_NAMES[key]}`, message: `${label} is required` })),
  );
}
