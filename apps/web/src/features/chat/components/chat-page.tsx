import { Box } from '@mantine/core';
import { useState } from 'react';
import { useClient } from '../../../lib/client';
import { useClientLogo } from '../../../lib/logo';
import { ChatHeader } from './chat-header';
import { ChatInputBar } from './chat-input-bar';
import classes from './chat-page.module.css';
import { MessageList } from './message-list';
import { useChatVoice } from './use-chat-voice';
import { useConversation } from './use-conversation';

/** The chat screen (spec 01 section 2, chat screen; sections 3 to 9 for its rules). */
export function ChatPage() {
  // Spec 01 section 8: a failed client-info call leaves the default display name.
  const { client, name } = useClient();
  const logo = useClientLogo(client);
  const [openedAt] = useState(() => new Date());
  const conversation = useConversation();
  // The box is shared by typing and speech, so it lives here, next to both.
  const [text, setText] = useState('');
  const voice = useChatVoice({
    messages: conversation.messages,
    waiting: conversation.waiting,
    send: conversation.send,
    setText,
  });

  return (
    <Box className={classes.root}>
      <ChatHeader clientName={name} logo={logo} />
      <MessageList
        clientName={name}
        openedAt={openedAt}
        messages={conversation.messages}
        waiting={conversation.waiting}
      />
      <ChatInputBar
        text={text}
        onTextChange={(value) => {
          setText(value);
          voice.inputEdited(value);
        }}
        waiting={conversation.waiting}
        voice={voice}
      />
    </Box>
  );
}
