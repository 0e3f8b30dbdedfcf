/** The agent's own wording (not in the spec, so not in MESSAGES). */
export const AGENT_STRINGS = {
  smallTalk:
    "Hi! I'm here to help. You can tell me about an incident, near miss or hazard and I'll write up a draft report with you, or ask me a workplace safety question.",
  thanks: "You're welcome. If anything else comes up, just tell me what happened or ask a safety question.",
  call000Now:
    'If anyone is seriously hurt, unconscious or bleeding heavily, call 000 now, before anything else.',
  startReport: "I'm sorry that happened. I've started a draft report so nothing is lost.",
  safetyQuestion:
    'First: is everyone safe now? If anyone needs an ambulance or urgent help, call 000 straight away.',
  safetyThanks: 'Good to hear everyone is safe.',
  safetyNotYet:
    'Please call 000 now if anyone needs emergency help, and make sure no one else can be hurt. We can finish this report when things are under control.',
  resumeAfterAnswer: (question: string) => `When you're ready, back to your report: ${question}`,
  addedDetails: (number: string | null) =>
    number
      ? `Thanks, I've added that to draft ${number}. You can review and complete it in My Drafts.`
      : "Thanks, I've added that to your draft. You can review and complete it in My Drafts.",
  noNewDetails: (number: string | null) =>
    number
      ? `Noted. Your draft ${number} is in My Drafts whenever you're ready to review and complete it.`
      : "Noted. Your draft is in My Drafts whenever you're ready to review and complete it.",
  freshReport: "Understood, that's a separate incident, so I've started a new draft report for it.",
  questions: {
    when: 'When did it happen? A date and a rough time is fine.',
    where: (siteNames: readonly string[]) =>
      siteNames.length > 0 && siteNames.length <= 5
        ? `Where did it happen? Which site (${siteNames.join(', ')}), and whereabouts on it?`
        : 'Where did it happen? Which site, and whereabouts on it?',
    injuryUnknown: 'Was anyone hurt? If so, who, what was the injury, and which part of the body?',
    injuryBoth: 'What was the injury, and which part of the body was hurt?',
    injuryNature: 'What kind of injury was it (for example a cut, sprain, burn or fracture)?',
    injuryBodyPart: 'Which part of the body was hurt?',
    treatment: 'What treatment did they get: none, first aid, a doctor, or hospital?',
    treatmentSelf: 'What treatment did you get: none, first aid, a doctor, or hospital?',
    witnesses: 'Did anyone see it happen? If so, who?',
    immediateActions: 'What was done straight away to help or to make the area safe?',
  },
  summaryIntro: "Thanks, that's everything I need for now. Here's what I've recorded:",
  summaryLabels: {
    when: 'When',
    where: 'Where',
    who: 'Who was hurt',
    injury: 'Injury',
    treatment: 'Treatment',
    witnesses: 'Witnesses',
    actions: 'Actions taken',
  },
  notRecorded: 'not recorded yet',
  nobodyHurt: 'Nobody',
  treatments: {
    none: 'None',
    first_aid: 'First aid',
    doctor: 'Seen by a doctor',
    hospital_inpatient: 'Admitted to hospital',
    unknown: 'Not known',
  },
  summaryNumber: (number: string | null) =>
    number ? `Your draft report is ${number}.` : 'Your draft report is saved.',
  summaryUpload: 'If you have photos or documents of the scene, you can upload them below.',
  summaryDrafts: 'To review and complete the report, open My Drafts.',
} as const;
