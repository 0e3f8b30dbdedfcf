import type { IntakeNotifiability } from '../../ai/agent/notifiable-statement.js';
import { type IntakeSlots, toStoredToocs } from '../../ai/intake/slots.js';
import type { IncidentChanges } from '../incidents/incidents.repository.js';

/** The narrative, with where on site added when the worker's words do not already say it. */
function description(s: IntakeSlots): string | null {
  if (!s.narrative) return s.placeDetail ? `Where on site: ${s.placeDetail}` : null;
  if (!s.placeDetail || s.narrative.toLowerCase().includes(s.placeDetail.toLowerCase())) return s.narrative;
  return `${s.narrative}\n\nWhere on site: ${s.placeDetail}`;
}

/**
 * The draft's columns as the conversation knows them. Only what is known is written: a slot the
 * chat has not filled leaves the column as the worker may have set it on the form.
 */
export function draftChanges(s: IntakeSlots, notifiability: IntakeNotifiability): IncidentChanges {
  const out: IncidentChanges = {
    toocs: toStoredToocs(s),
    notifiable: notifiability.notifiable,
    notifiableCategory: notifiability.notifiable === 'no' ? null : notifiability.category,
  };
  const set = <K extends keyof IncidentChanges>(key: K, value: IncidentChanges[K] | null) => {
    if (value !== null && value !== undefined) out[key] = value;
  };
  set('title', s.title);
  set('reportType', s.reportType);
  set('severity', s.severity);
  set('incidentDate', s.incidentDate);
  set('incidentTime', s.incidentTime);
  set('locationId', s.locationId);
  set('injuredPartyName', s.injuredPerson);
  set('witnessNames', s.witnesses);
  set('description', description(s));
  set('natureOfInjury', s.natureOfInjury);
  set('bodyPart', s.bodyPart);
  set('immediateActionsTaken', s.immediateActions);
  set('medicalTreatment', s.treatment);
  if (s.treatment)
    out.medicalAttentionRequired = s.treatment === 'doctor' || s.treatment === 'hospital_inpatient';
  return out;
}
