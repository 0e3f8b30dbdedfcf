/**
 * Chat screen strings that are not in `@app/contracts` MESSAGES.chat (the spec is silent on them).
 * Listed in the hand-over report so they can move into contracts.
 */
export const CHAT_STRINGS = {
  inputLabel: 'Message',
  send: 'Send',
  messagesLabel: 'Conversation',
  inputForm: 'Send a message',
  modeLabel: 'Input mode',
  modeText: 'Text',
  modeVoice: 'Voice',
  /** Voice input is its own issue; until then the switch explains why nothing listens. */
  voiceUnavailable: 'Voice input is not available yet in this browser session. You can keep typing.',
  you: 'You',
  assistant: (clientName: string) => `${clientName} AI`,
  sources: 'Sources:',
  attachEvidence: (incidentNumber: string) => `Attach evidence for ${incidentNumber}`,
  openDrafts: 'Open My Drafts',
  notifiable: 'Notifiable incident',
  possiblyNotifiable: 'Possibly notifiable incident',
} as const;
