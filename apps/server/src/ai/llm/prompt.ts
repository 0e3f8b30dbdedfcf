import type { AskedSlot, ExtractContext, IntakeSlots } from '../intake/slots.js';

/** The local date and time in the tenant's zone, so "yesterday arvo" resolves as the worker means it. */
function localNow(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    weekday: 'long',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')} ${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

const INSTRUCTIONS = `You read one message from a worker chatting with a Queensland workplace safety assistant.
Return ONE JSON object: {"intent": ..., "slots": {...}}.
intent: "incident_report" (describes something that happened or a hazard, or answers the assistant's question about a report), "safety_question" (asks about safety, law or procedure), or "small_talk".
slots: only facts the message states; omit anything not stated. Keys:
title (short headline under 80 characters), reportType (INJURY, ILLNESS, NEAR_MISS, HAZARD, DANGEROUS_INCIDENT, PROPERTY_DAMAGE, ENVIRONMENTAL, SECURITY),
incidentDate (YYYY-MM-DD, local), incidentTime (HH:MM 24-hour, local), siteName (one of the listed sites, exactly as listed), placeDetail (where on site),
injuredPerson (name; the reporter's name for "I"/"me"), nobodyHurt (true when nobody was hurt), natureOfInjury, bodyPart, witnesses (names, or "None"),
immediateActions, treatment (none, first_aid, doctor, hospital_inpatient, unknown), severity (CRITICAL, HIGH, MEDIUM, LOW),
mechanism, nature, bodilyLocation, agency: TOOCS 3.2 codes as {"code": "...", "label": "...", "confidence": 0-1}.`;

/** The two chat messages sent to the model for one worker message. */
export function intakeMessages(
  text: string,
  ctx: ExtractContext,
  known: IntakeSlots,
  pending: AskedSlot | 'safety' | null,
): { role: 'system' | 'user'; content: string }[] {
  const context = {
    now: localNow(ctx.now, ctx.timeZone),
    timeZone: ctx.timeZone,
    reporterName: ctx.reporterName,
    sites: ctx.sites.map((s) => s.name),
    pendingQuestion: pending,
    alreadyKnown: Object.fromEntries(
      Object.entries(known).filter(([key, value]) => value !== null && key !== 'narrative'),
    ),
  };
  return [
    { role: 'system', content: `${INSTRUCTIONS}\nContext: ${JSON.stringify(context)}` },
    { role: 'user', content: text },
  ];
}
