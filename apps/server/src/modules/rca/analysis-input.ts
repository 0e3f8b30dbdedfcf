import type { MedicalTreatment, ReportType, Severity } from '@app/contracts';
import type { AnalysisInput } from '../../ai/analysis/types.js';
import type { Tx } from '../../db/client.js';
import type { IncidentRow } from '../incidents/incidents.repository.js';
import { listConversationTurns, listEvidence } from './rca.repository.js';

/** The incident as the analyzer reads it: its fields, its intake chat, its evidence list. */
export async function loadAnalysisInput(
  tx: Tx,
  tenantId: string,
  incident: IncidentRow,
): Promise<AnalysisInput> {
  const [turns, evidence] = await Promise.all([
    listConversationTurns(tx, tenantId, incident.id),
    listEvidence(tx, tenantId, incident.id),
  ]);
  return {
    id: incident.id,
    title: incident.title,
    report_type: incident.reportType as ReportType | null,
    severity: incident.severity as Severity,
    description: incident.description,
    nature_of_injury: incident.natureOfInjury,
    body_part: incident.bodyPart,
    immediate_actions_taken: incident.immediateActionsTaken,
    injured_party_name: incident.injuredPartyName,
    witness_names: incident.witnessNames,
    incident_date: incident.incidentDate,
    incident_time: incident.incidentTime,
    location_name: incident.locationName,
    medical_treatment: incident.medicalTreatment as MedicalTreatment | null,
    notifiable: incident.notifiable as AnalysisInput['notifiable'],
    notifiable_category: incident.notifiableCategory as AnalysisInput['notifiable_category'],
    toocs: incident.toocs,
    conversation: turns.map((t) => ({
      role: t.role as 'user' | 'assistant',
      text: t.text,
      at: t.createdAt.toISOString(),
    })),
    attachments: evidence.map((a) => ({
      id: a.id,
      fileName: a.fileName,
      evidenceType: a.evidenceType as AnalysisInput['attachments'][number]['evidenceType'],
    })),
  };
}
