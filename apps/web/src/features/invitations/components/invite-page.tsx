import { type LoginProvider, MESSAGES, ROLE_LABELS, type ValidateInvitationResponse } from '@app/contracts';
import { Alert, Badge, Button, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useClient } from '../../../lib/client';
import { formatInvitationExpiry } from '../../../lib/format';
import { startLogin } from '../../../lib/session';
import { useValidateInvitation } from '../api/validate-invitation';

type InviteView =
  | { kind: 'validating' }
  | { kind: 'valid'; invitation: NonNullable<ValidateInvitationResponse['invitation']> }
  | { kind: 'accepted' }
  | { kind: 'invalid'; message: string }
  | { kind: 'notFound' };

/** Spec 01 sections 2, 4 and 8: validating, then valid, accepted, invalid or not found. */
function toView(
  code: string | undefined,
  result: { data?: ValidateInvitationResponse; error: Error | null; isPending: boolean },
): InviteView {
  if (!code) return { kind: 'invalid', message: MESSAGES.invite.missingCode };
  if (result.error) {
    if (result.error instanceof ApiError && result.error.status === 404) return { kind: 'notFound' };
    return { kind: 'invalid', message: result.error.message || MESSAGES.invite.validateFailed };
  }
  if (result.isPending || !result.data) return { kind: 'validating' };
  const { valid, error, invitation } = result.data;
  if (invitation?.status === 'ACCEPTED') return { kind: 'accepted' };
  if (valid && invitation) return { kind: 'valid', invitation };
  if (!valid) return { kind: 'invalid', message: error || MESSAGES.invite.invalidOrExpired };
  return { kind: 'notFound' };
}

export function InvitePage() {
  const { code } = useParams();
  const { client } = useClient();
  const query = useValidateInvitation(code);
  const view = toView(code, query);

  if (view.kind === 'validating') {
    return (
      <main>
        <PageLoader label={MESSAGES.invite.validating} />
      </main>
    );
  }

  const signUp = (provider: LoginProvider) => startLogin({ provider, client, invitation: code });

  return (
    <CenteredCard>
      {view.kind === 'valid' && (
        <Stack gap="md">
          <Title order={1}>{MESSAGES.invite.validTitle}</Title>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {view.invitation.email}
          </Text>
          <div>
            <Badge size="lg" variant="light" tt="none">
              {ROLE_LABELS[view.invitation.role] ?? view.invitation.role}
            </Badge>
          </div>
          <Text>
            <time dateTime={view.invitation.expires_at}>
              {formatInvitationExpiry(view.invitation.expires_at)}
            </time>
          </Text>
          <Stack gap="sm">
            <Button onClick={() => signUp('email')}>{MESSAGES.invite.signUp}</Button>
            <Button variant="outline" onClick={() => signUp('oidc')}>
              {MESSAGES.invite.signUpMicrosoft}
            </Button>
            <Button variant="subtle" component={Link} to={paths.login.getHref()}>
              {MESSAGES.invite.alreadyHaveAccount}
            </Button>
          </Stack>
        </Stack>
      )}
      {view.kind === 'accepted' && (
        <Stack gap="md">
          <Title order={1}>{MESSAGES.invite.acceptedTitle}</Title>
          <Text>{MESSAGES.invite.acceptedBody}</Text>
          <Button component={Link} to={paths.login.getHref()}>
            {MESSAGES.invite.continueToLogin}
          </Button>
        </Stack>
      )}
      {view.kind === 'invalid' && (
        <Stack gap="md">
          <Title order={1}>{MESSAGES.invite.invalidTitle}</Title>
          <Alert color="red">{view.message}</Alert>
          <Button component={Link} to={paths.login.getHref()}>
            {MESSAGES.invite.goToLogin}
          </Button>
        </Stack>
      )}
      {view.kind === 'notFound' && (
        <Stack gap="md">
          <Title order={1}>{MESSAGES.invite.notFoundTitle}</Title>
          <Text>{MESSAGES.invite.notFoundBody}</Text>
          <Button component={Link} to={paths.login.getHref()}>
            {MESSAGES.invite.goToLogin}
          </Button>
        </Stack>
      )}
    </CenteredCard>
  );
}
