import { MESSAGES, ROLE_LABELS } from '@app/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';

/** Access denied (spec 01 section 2, /unauthorized). */
export function UnauthorizedPage() {
  const { user } = useSession();
  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={1}>{MESSAGES.unauthorized.title}</Title>
        <Text>{MESSAGES.unauthorized.body}</Text>
        {user && (
          <Text>
            {MESSAGES.unauthorized.currentRole} <strong>{ROLE_LABELS[user.role] ?? user.role}</strong>
          </Text>
        )}
        <Button component={Link} to={paths.chat.getHref()}>
          {MESSAGES.unauthorized.backToChat}
        </Button>
      </Stack>
    </CenteredCard>
  );
}
