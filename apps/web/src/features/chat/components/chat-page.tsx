import { ActionIcon, Box, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { LogoTile } from '../../../components/ui/logo-tile';
import { WEB_STRINGS } from '../../../config/strings';
import { useClient } from '../../../lib/client';
import { formatMessageTime } from '../../../lib/format';
import { useClientLogo } from '../../../lib/logo';
import classes from './chat-page.module.css';

/**
 * Chat screen shell (spec 01 section 2, chat screen): header, the first assistant message and a
 * disabled input. The conversation itself is built by a later issue.
 */
export function ChatPage() {
  const { client, name } = useClient();
  const logo = useClientLogo(client);
  const [openedAt] = useState(() => new Date());
  const title = WEB_STRINGS.chat.title(name);

  return (
    <Box className={classes.root}>
      <title>{title}</title>
      <Group component="header" gap="sm" wrap="nowrap" className={classes.header}>
        <LogoTile name={name} src={logo.logoUrl} failed={logo.failed} size={40} />
        <div>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text size="sm" c="gray.7">
            {WEB_STRINGS.chat.subtitle}
          </Text>
        </div>
      </Group>

      <Stack component="ol" aria-label={WEB_STRINGS.chat.messagesLabel} className={classes.messages}>
        <li className={classes.assistant}>
          <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{WEB_STRINGS.chat.greeting(name)}</Text>
            <Text size="xs" c="gray.7" mt={4}>
              <time dateTime={openedAt.toISOString()}>{formatMessageTime(openedAt)}</time>
            </Text>
          </Paper>
        </li>
      </Stack>

      <Group component="form" className={classes.inputBar} gap="xs" wrap="nowrap" align="flex-end">
        <Textarea
          className={classes.input}
          aria-label={WEB_STRINGS.chat.inputLabel}
          placeholder={WEB_STRINGS.chat.placeholder}
          autosize
          minRows={1}
          maxRows={4}
          disabled
        />
        <ActionIcon type="submit" size="lg" aria-label={WEB_STRINGS.chat.send} disabled>
          <span aria-hidden="true">{'➤'}</span>
        </ActionIcon>
      </Group>
    </Box>
  );
}
