import { type ComplianceInfo, isAboveAdministrative, type Recommendation } from '@app/contracts';
import type { HazardPattern } from './hazard-types.js';
import type { NotifiableAssessment } from './notifiable.js';
import type { AnalysisInput } from './types.js';

export const GENERATED_BY = 'Vigil built-in analyzer';

/** Cited provisions, all from QLD-WHS-FACTS.md; nothing here may go beyond that file. */
const S = {
  reg35: 'WHS Regulation 2011 (Qld) s35 (eliminate or minimise risks)',
  reg36: 'WHS Regulation 2011 (Qld) s36 (hierarchy of control measures)',
  reg37: 'WHS Regulation 2011 (Qld) s37 (maintain control measures)',
  reg38: 'WHS Regulation 2011 (Qld) s38 (review of control measures)',
  reg55a: 'WHS Regulation 2011 (Qld) s55A (psychosocial hazards)',
  act35: 'WHS Act 2011 (Qld) s35 (notifiable incident)',
  act36: 'WHS Act 2011 (Qld) s36 (serious injury or illness)',
  act37: 'WHS Act 2011 (Qld) s37 (dangerous incident)',
  act38: 'WHS Act 2011 (Qld) s38 (duty to notify)',
  act39: 'WHS Act 2011 (Qld) s39 (duty to preserve incident sites)',
  esa11: 'Electrical Safety Act 2002 (Qld) s11 (serious electrical incident)',
  wcra133: "Workers' Compensation and Rehabilitation Act 2003 (Qld) s133 (employer's report of injury)",
} as const;

export interface ComplianceInput {
  input: AnalysisInput;
  hazard: HazardPattern;
  notifiable: NotifiableAssessment;
  recommendations: readonly Recommendation[];
  confidence: number;
  lastTargetDate: string;
  generatedAt: string;
  processingMs: number;
}

export const complianceInfo = (c: ComplianceInput): ComplianceInfo => {
  const { notifiable, categories } = c.notifiable;
  const sections: string[] = [S.reg35, S.reg36, S.reg37];
  const notes: string[] = [];
  const hierarchyMet =
    // The make-safe step is temporary; the lasting controls are the preventive ones.
    c.recommendations.some((r) => r.type === 'preventive' && isAboveAdministrative(r.control_level)) ||
    c.recommendations.every(
      (r) => r.admin_only_reason !== undefined || isAboveAdministrative(r.control_level),
    );
  notes.push(
    hierarchyMet
      ? 'Recommendations are ranked by the hierarchy of control measures.'
      : 'No control above administrative level is proposed and no reason is recorded.',
  );
  if (notifiable !== 'no') {
    sections.push(S.act35);
    if (categories.includes('serious_injury_or_illness') || categories.includes('death'))
      sections.push(S.act36);
    if (categories.includes('dangerous_incident')) sections.push(S.act37);
    sections.push(S.act38, S.act39, S.reg38);
    notes.push(
      notifiable === 'yes'
        ? 'This looks like a notifiable incident: notify WHSQ immediately by the fastest means (1300 362 128) and keep the record for at least 5 years.'
        : 'This may be a notifiable incident: check the facts and, if it is, notify WHSQ immediately (1300 362 128).',
      'Do not disturb the incident site until an inspector arrives or says otherwise, except to help an injured person or make the site safe.',
      'A notifiable incident means the controls for this risk must be reviewed and, as necessary, revised.',
    );
  }
  if (c.hazard.key === 'electrical') {
    sections.push(S.esa11);
    notes.push(
      'An electric shock treated by a doctor, or any high-voltage shock, is a serious electrical incident for the Electrical Safety Office.',
    );
  }
  if (c.hazard.key === 'aggression') sections.push(S.reg55a);
  const injured =
    c.input.report_type === 'INJURY' ||
    c.input.medical_treatment === 'doctor' ||
    c.input.medical_treatment === 'hospital_inpatient';
  if (injured) {
    sections.push(S.wcra133);
    notes.push(
      'If compensation may be payable, report the injury to WorkCover Queensland (or the self-insurer) within 8 business days.',
    );
  }
  notes.push(
    'Hospital and Health Boards Act and SAC1 clinical incident requirements are not assessed by the built-in analyzer.',
  );
  return {
    whs_act_compliance: hierarchyMet,
    hospital_health_boards_act_compliance: false,
    sac1_requirements_met: false,
    analysis_completion_timeframe: `Corrective actions due by ${c.lastTargetDate}`,
    compliance_notes: notes,
    generated_at: c.generatedAt,
    generated_by: GENERATED_BY,
    processing_time_ms: c.processingMs,
    ai_confidence_score: c.confidence,
    notifiable,
    sections,
  };
};
