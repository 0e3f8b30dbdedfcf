import { type Invitation, MESSAGES } from '@app/contracts';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { USERS_STRINGS as S } from '../strings';
import { copyText } from '../utils/copy-text';

const T = MESSAGES.invitationsTab;

async function copyLink(link: string) {
  const copied = await copyText(link);
  // Spec 01 section 2: Copy Link ends with this alert.
  window.alert(copied ? T.copied : S.copyFailed(link));
}

function notifyFailure(error: Error, fallback: string) {
  notifications.show({ color: 'red', message: error.message || fallback });
}

/** Copy Link, Resend and Revoke for a PENDING invitation (ADMIN only; spec 01 sections 2 and 4). */
export function InvitationActions({ invitation }: { invitation: Invitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const { email } = invitation;
  const busy = resend.isPending || revoke.isPending;

  function onResend() {
    resend.mutate(invitation.id, {
      onSuccess: () => notifications.show({ color: 'green', message: S.resent(email) }),
      onError: (error) => notifyFailure(error, MESSAGES.invitations.resendFailed),
    });
  }

  function onRevoke() {
    if (!window.confirm(T.revokeConfirm)) return;
    revoke.mutate(invitation.id, {
      onSuccess: () => notifications.show({ color: 'green', message: S.revoked(email) }),
      onError: (error) => notifyFailure(error, MESSAGES.invitations.revokeFailed),
    });
  }

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        variant="light"
        aria-label={S.copyLinkFor(email)}
        onClick={() => void copyLink(invitation.invitation_link)}
      >
        {T.copyLink}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={resend.isPending}
        disabled={busy && !resend.isPending}
        aria-label={S.resendFor(email)}
        onClick={onResend}
      >
        {T.resend}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        loading={revoke.isPending}
        disabled={busy && !revoke.isPending}
        aria-label={S.revokeFor(email)}
        onClick={onRevoke}
      >
        {T.revoke}
      </Button>
    </Group>
  );
}
