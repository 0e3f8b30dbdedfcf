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
  you: 'You',
  assistant: (clientName: string) => `${clientName} AI`,
  sources: 'Sources:',
  attachEvidence: (incidentNumber: string) => `Attach evidence for ${incidentNumber}`,
  openDrafts: 'Open My Drafts',
  notifiable: 'Notifiable incident',
  possiblyNotifiable: 'Possibly notifiable incident',
} as const;
