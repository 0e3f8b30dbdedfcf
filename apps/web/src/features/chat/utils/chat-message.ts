import type { AskAgentResponse } from '@app/contracts';

/** Spec 01 section 3 (chat message), plus what the reply rests on and whether it is notifiable. */
export type ChatMessage = {
  id: string;
  text: string;
  isAI: boolean;
  timestamp: Date;
  showUpload: boolean;
  incidentNumber: string | null;
  sources: string[];
  notifiable: AskAgentResponse['notifiable'];
};

function baseMessage(text: string, isAI: boolean): ChatMessage {
  return {
    id: crypto.randomUUID(),
    text,
    isAI,
    timestamp: new Date(),
    showUpload: false,
    incidentNumber: null,
    sources: [],
    notifiable: null,
  };
}

export function userMessage(text: string): ChatMessage {
  return baseMessage(text, false);
}

export function failedMessage(text: string): ChatMessage {
  return baseMessage(text, true);
}

/** Spec 01 section 3 (agent reply): action 'upload_file' shows the upload component. */
export function replyMessage(reply: AskAgentResponse): ChatMessage {
  return {
    ...baseMessage(reply.response, true),
    showUpload: reply.action === 'upload_file' && reply.incidentNumber !== null,
    incidentNumber: reply.incidentNumber,
    sources: reply.sources,
    notifiable: reply.notifiable,
  };
}

export function isNotifiable(message: ChatMessage): boolean {
  return message.notifiable === 'yes' || message.notifiable === 'possible';
}

// The closing summary tells the worker where the draft lives; offer the way there.
const MY_DRAFTS = /\bmy drafts\b/i;

export function pointsToDrafts(message: ChatMessage): boolean {
  return message.showUpload && MY_DRAFTS.test(message.text);
}
