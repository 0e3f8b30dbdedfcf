import { MESSAGES } from '@app/contracts';
import { CHAT_STRINGS } from '../strings';
import { type ChatMessage, isNotifiable } from '../utils/chat-message';
import classes from './chat-page.module.css';
import { MessageBubble } from './message-bubble';
import { ThinkingBubble } from './thinking-bubble';

type MessageListProps = {
  clientName: string;
  /** When the page opened: the greeting's time stamp. */
  openedAt: Date;
  messages: ChatMessage[];
  waiting: boolean;
};

function scrollIntoView(element: HTMLDivElement | null) {
  element?.scrollIntoView({ block: 'end', behavior: 'smooth' });
}

export function MessageList({ clientName, openedAt, messages, waiting }: MessageListProps) {
  // Spec 01 section 2: the greeting follows the client name, which may arrive after the page opens.
  const greeting: ChatMessage = {
    id: 'greeting',
    text: MESSAGES.chat.greeting(clientName),
    isAI: true,
    timestamp: openedAt,
    showUpload: false,
    incidentNumber: null,
    sources: [],
    notifiable: null,
  };
  // One assertive announcement is enough; later notices are styled and labelled but polite.
  const firstNotice = messages.find(isNotifiable)?.id;

  return (
    <div className={classes.conversation}>
      <div role="log" aria-live="polite" aria-label={CHAT_STRINGS.messagesLabel}>
        <ol className={classes.messages}>
          {[greeting, ...messages].map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              clientName={clientName}
              announce={message.id === firstNotice}
            />
          ))}
        </ol>
      </div>
      {waiting && <ThinkingBubble />}
      {/* Keyed so it mounts afresh whenever a message or the thinking bubble arrives, and its ref
          then brings the newest one into view without an effect. */}
      <div key={`${messages.length}-${waiting}`} ref={scrollIntoView} />
    </div>
  );
}
