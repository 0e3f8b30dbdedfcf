import { MESSAGES } from '@app/contracts';
import { Group, Text, Title } from '@mantine/core';
import { LogoTile } from '../../../components/ui/logo-tile';
import classes from './chat-page.module.css';

type ChatHeaderProps = {
  clientName: string;
  logo: { logoUrl: string | null; failed: boolean };
};

/** Spec 01 section 2 (chat screen): logo, '{client name} AI' and the subtitle. */
export function ChatHeader({ clientName, logo }: ChatHeaderProps) {
  const title = MESSAGES.chat.title(clientName);
  return (
    <Group component="header" gap="sm" wrap="nowrap" className={classes.header}>
      <title>{title}</title>
      <LogoTile name={clientName} src={logo.logoUrl} failed={logo.failed} size={40} />
      <div>
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text size="sm" c="gray.7">
          {MESSAGES.chat.subtitle}
        </Text>
      </div>
    </Group>
  );
}
