import type { IntakeSlots } from '../intake/slots.js';

export type NotifiableCategory = 'death' | 'serious_injury_or_illness' | 'dangerous_incident';

/** The shape of `assessIntakeNotifiability` (ai/intake/intake-notifiability.ts). */
export interface IntakeNotifiability {
  notifiable: 'yes' | 'possible' | 'no';
  category: NotifiableCategory | null;
  reasons: string[];
}
export type AssessNotifiability = (slots: IntakeSlots) => IntakeNotifiability;

/** WHS Act 2011 (Qld) s35 (a)-(c) and the sections that define each category. */
const CATEGORY: Record<NotifiableCategory, string> = {
  death: 'the death of a person (s35)',
  serious_injury_or_illness: 'a serious injury or illness (s36)',
  dangerous_incident: 'a dangerous incident (s37)',
};

const WHSQ = 'Workplace Health and Safety Queensland (WHSQ) immediately on 1300 362 128';

/** s39 and its exceptions, in plain words (QLD-WHS-FACTS.md). */
export const SITE_PRESERVATION =
  'Do not disturb the site, including any plant, substance or thing involved, until an inspector arrives or directs otherwise (WHS Act s39). ' +
  'The only exceptions are to help an injured person, to remove a deceased person, to make the site safe or prevent a further incident, or for a police investigation.';

/** Said at once when a report first looks notifiable (DESIGN section 11). */
export function notifiableStatement(result: IntakeNotifiability): string {
  const category = result.category ? CATEGORY[result.category] : 'a notifiable incident (s35)';
  if (result.notifiable === 'yes') {
    return [
      `This looks like a notifiable incident under the WHS Act 2011 (Qld): ${category}.`,
      `The business must notify ${WHSQ} (s38).`,
      SITE_PRESERVATION,
      "I've flagged the draft and alerted your safety contacts.",
    ].join(' ');
  }
  return [
    `This may be a notifiable incident under the WHS Act 2011 (Qld): possibly ${category}.`,
    `A manager must check it now; if it is notifiable, the business must notify ${WHSQ} (s38).`,
    `Until then: ${SITE_PRESERVATION}`,
    "I've flagged the draft and alerted your safety contacts.",
  ].join(' ');
}
