import { CONTROL_LEVELS } from '@app/contracts';
import type { AnalysisInput } from '../analysis/types.js';

const SYSTEM = [
  'You are a workplace health and safety investigator in Queensland, Australia.',
  'Analyse the incident below and answer with one JSON object only, with the keys',
  '"analysis", "five_whys", "recommendations", "corrective_actions" and "compliance".',
  'analysis: classification {incident_type_name, category (TOOCS mechanism group), confidence_score 0-1},',
  'toocs {mechanism, agency, nature, bodily_location: {code, label, confidence} or null for the last two},',
  'ai_scores {risk_score 1-25, confidence_score 0-1}, extracted_facts {what_happened, when_occurred,',
  'where_occurred, who_involved, task_being_performed}, contributing_factors [{name, description,',
  'severity CRITICAL|HIGH|MEDIUM|LOW, category people|task|equipment|environment|organisation,',
  'is_primary_cause}], responses {}, five_whys_analysis {question: answer}, primary_root_cause.',
  'five_whys: why1..why5 each {question, answer, evidence [{kind field|conversation|attachment, ref, quote}],',
  'hypothesis}, plus root_cause_summary. An answer with no evidence quoted from the incident must have',
  'hypothesis true. Never give "human error", "carelessness" or "be more careful" as a root cause:',
  'find the system condition that allowed the error.',
  'recommendations: [{id, title, description, category, priority, implementation_timeframe,',
  `responsible_role, ai_confidence_score, status "PENDING", control_level (${CONTROL_LEVELS.join('|')}),`,
  'type corrective|preventive, severity}], at least one above administrative level where reasonably practicable.',
  'corrective_actions: [{action_type IMMEDIATE|SHORT_TERM|LONG_TERM|SYSTEM_IMPROVEMENT, description, priority,',
  'status "PLANNED", responsible_person (a role), target_completion_date YYYY-MM-DD, verification_method,',
  'recommendation_id (the id of its recommendation)}].',
  'compliance: {whs_act_compliance, hospital_health_boards_act_compliance, sac1_requirements_met,',
  'analysis_completion_timeframe, compliance_notes [], ai_confidence_score, notifiable yes|possible|no,',
  'sections [] citing only provisions of the WHS Act 2011 (Qld) or WHS Regulation 2011 (Qld) you are sure of]}.',
].join(' ');

/** The incident as the model sees it: the same facts the built-in analyzer reads, nothing more. */
export function analysisMessages(input: AnalysisInput, today: string) {
  const incident = {
    title: input.title,
    report_type: input.report_type,
    severity: input.severity,
    description: input.description,
    nature_of_injury: input.nature_of_injury,
    body_part: input.body_part,
    immediate_actions_taken: input.immediate_actions_taken,
    injured_party_name: input.injured_party_name,
    witness_names: input.witness_names,
    incident_date: input.incident_date,
    incident_time: input.incident_time,
    location_name: input.location_name,
    medical_treatment: input.medical_treatment,
    conversation: input.conversation.map((turn, index) => ({
      turn: index,
      role: turn.role,
      text: turn.text,
    })),
    attachments: input.attachments.map((a) => ({ id: a.id, file_name: a.fileName, type: a.evidenceType })),
  };
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `Today is ${today}. Incident:\n${JSON.stringify(incident)}` },
  ];
}
