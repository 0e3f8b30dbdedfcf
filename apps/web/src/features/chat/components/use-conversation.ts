import { MESSAGES } from '@app/contracts';
import { useRef, useState } from 'react';
import { useAskAgent } from '../api/ask-agent';
import { type ChatMessage, failedMessage, replyMessage, userMessage } from '../utils/chat-message';
import { newChatSessionId } from '../utils/session-id';

export type Conversation = {
  messages: ChatMessage[];
  waiting: boolean;
  /** Sends the text; false when it was not sent (blank, or a reply is still awaited). */
  send: (text: string) => boolean;
};

/** The chat conversation of this page load (spec 01 sections 3, 4 and 8). */
export function useConversation(): Conversation {
  const [sessionId] = useState(newChatSessionId);
  // Spec 01 section 4: true until the first agent call, whatever that call's outcome.
  const isFirstMessage = useRef(true);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const ask = useAskAgent();

  const append = (message: ChatMessage) => setMessages((previous) => [...previous, message]);

  const send = (text: string): boolean => {
    const inputText = text.trim();
    // Spec 01 section 5: empty or whitespace-only messages are not sent.
    if (!inputText || ask.isPending) return false;
    append(userMessage(inputText));
    const first = isFirstMessage.current;
    isFirstMessage.current = false;
    ask.mutate(
      { inputText, sessionId, isFirstMessage: first },
      {
        onSuccess: (reply) => append(replyMessage(reply)),
        onError: () => append(failedMessage(MESSAGES.chat.failed)),
      },
    );
    return true;
  };

  return { messages, waiting: ask.isPending, send };
}
