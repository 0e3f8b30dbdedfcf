import { MESSAGES } from '@app/contracts';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card';
import { paths } from '../../../config/paths';

/** Spec 01 section 2 (/requires-invitation): the message depends on the `error` parameter. */
export function requiresInvitationMessage(error: string | null): string {
  if (error === 'invalid') return MESSAGES.requiresInvitation.invalid;
  if (error === 'mismatch') return MESSAGES.requiresInvitation.mismatch;
  return MESSAGES.requiresInvitation.other;
}

export function RequiresInvitationPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={1}>{MESSAGES.requiresInvitation.title}</Title>
        <Alert color="yellow">{requiresInvitationMessage(searchParams.get('error'))}</Alert>
        <Text size="sm" c="gray.7">
          {MESSAGES.requiresInvitation.note}
        </Text>
        <Button onClick={() => navigate(paths.login.getHref())}>
          {MESSAGES.requiresInvitation.backToLogin}
        </Button>
      </Stack>
    </CenteredCard>
  );
}
