import type { IntakeSlots } from '../intake/slots.js';
import { someoneHurt } from './questions.js';
import { AGENT_STRINGS } from './strings.js';

const S = AGENT_STRINGS;

/** YYYY-MM-DD as the en-AU screens show it (dd/mm/yyyy). */
const auDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}/${m}/${y}` : iso;
};

const orNotRecorded = (v: string | null | undefined) => v || S.notRecorded;

function when(s: IntakeSlots): string {
  if (!s.incidentDate) return S.notRecorded;
  return s.incidentTime ? `${auDate(s.incidentDate)} at ${s.incidentTime}` : auDate(s.incidentDate);
}

function where(s: IntakeSlots): string {
  const parts = [s.locationName, s.placeDetail].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(', ') : S.notRecorded;
}

function injury(s: IntakeSlots): string {
  if (someoneHurt(s) === false) return S.nobodyHurt;
  const parts = [s.natureOfInjury, s.bodyPart].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(', ') : S.notRecorded;
}

/** The read-back that ends the intake: every recorded fact, so the worker can spot a mistake. */
export function summaryText(s: IntakeSlots, incidentNumber: string | null): string {
  const L = S.summaryLabels;
  const hurt = someoneHurt(s);
  const lines = [
    `- ${L.when}: ${when(s)}`,
    `- ${L.where}: ${where(s)}`,
    `- ${L.who}: ${hurt === false ? S.nobodyHurt : orNotRecorded(s.injuredPerson)}`,
    `- ${L.injury}: ${injury(s)}`,
    `- ${L.treatment}: ${hurt === false ? S.treatments.none : s.treatment ? S.treatments[s.treatment] : S.notRecorded}`,
    `- ${L.witnesses}: ${orNotRecorded(s.witnesses)}`,
    `- ${L.actions}: ${orNotRecorded(s.immediateActions)}`,
  ];
  return [
    S.summaryIntro,
    lines.join('\n'),
    [S.summaryNumber(incidentNumber), S.summaryUpload, S.summaryDrafts].join(' '),
  ].join('\n\n');
}
