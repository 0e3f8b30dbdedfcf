import { Anchor, Badge, Paper, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { EvidenceUpload } from '../../../components/evidence-upload/evidence-upload';
import { paths } from '../../../config/paths';
import { formatMessageTime } from '../../../lib/format';
import { CHAT_STRINGS } from '../strings';
import { type ChatMessage, isNotifiable, pointsToDrafts } from '../utils/chat-message';
import classes from './chat-page.module.css';
import { MessageText } from './message-text';

type MessageBubbleProps = {
  message: ChatMessage;
  clientName: string;
  /** Announce this message assertively: the first notifiable notice of the conversation. */
  announce: boolean;
};

export function MessageBubble({ message, clientName, announce }: MessageBubbleProps) {
  const notifiable = isNotifiable(message);
  const sender = message.isAI ? CHAT_STRINGS.assistant(clientName) : CHAT_STRINGS.you;
  return (
    <li className={message.isAI ? classes.assistant : classes.user}>
      <Paper
        withBorder
        radius="md"
        p="sm"
        className={classes.bubble}
        data-from={message.isAI ? 'assistant' : 'user'}
        data-notifiable={notifiable || undefined}
        role={announce ? 'alert' : undefined}
      >
        <VisuallyHidden>{`${sender}:`}</VisuallyHidden>
        {/* Colour is never the only signal (STYLE rule 21): the notice also says what it is. */}
        {notifiable && (
          <Badge color="red" variant="filled" mb="xs">
            {message.notifiable === 'yes' ? CHAT_STRINGS.notifiable : CHAT_STRINGS.possiblyNotifiable}
          </Badge>
        )}
        <MessageText text={message.text} />
        {message.sources.length > 0 && (
          <Text size="xs" c="gray.7" mt={4}>
            {`${CHAT_STRINGS.sources} ${message.sources.join('; ')}`}
          </Text>
        )}
        <Text size="xs" c="gray.7" mt={4}>
          <time dateTime={message.timestamp.toISOString()}>{formatMessageTime(message.timestamp)}</time>
        </Text>
      </Paper>
      {message.showUpload && message.incidentNumber && (
        <section
          aria-label={CHAT_STRINGS.attachEvidence(message.incidentNumber)}
          className={classes.attachment}
        >
          <EvidenceUpload incidentNumber={message.incidentNumber} />
        </section>
      )}
      {pointsToDrafts(message) && (
        <Anchor component={Link} to={paths.drafts.getHref()} size="sm" className={classes.draftsLink}>
          {CHAT_STRINGS.openDrafts}
        </Anchor>
      )}
    </li>
  );
}
