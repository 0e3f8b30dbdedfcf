import { Box } from '@mantine/core';
import { useState } from 'react';
import { useClient } from '../../../lib/client';
import { useClientLogo } from '../../../lib/logo';
import { ChatHeader } from './chat-header';
import { ChatInputBar } from './chat-input-bar';
import classes from './chat-page.module.css';
import { MessageList } from './message-list';
import { useConversation } from './use-conversation';

/** The chat screen (spec 01 section 2, chat screen; sections 3 to 9 for its rules). */
export function ChatPage() {
  // Spec 01 section 8: a failed client-info call leaves the default display name.
  const { client, name } = useClient();
  const logo = useClientLogo(client);
  const [openedAt] = useState(() => new Date());
  const conversation = useConversation();

  return (
    <Box className={classes.root}>
      <ChatHeader clientName={name} logo={logo} />
      <MessageList
        clientName={name}
        openedAt={openedAt}
        messages={conversation.messages}
        waiting={conversation.waiting}
      />
      <ChatInputBar onSend={conversation.send} waiting={conversation.waiting} />
    </Box>
  );
}
