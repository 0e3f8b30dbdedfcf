import { type Invitation, type InvitationStatus, MESSAGES, ROLE_LABELS } from '@app/contracts';
import { Alert, Button, Card, Group, type MantineColor, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { userFullName } from '../../../lib/format';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useInvitations } from '../api/list-invitations';
import { USERS_STRINGS as S } from '../strings';
import { formatExpiry } from '../utils/format';
import { InvitationActions } from './invitation-actions';
import { PageNav } from './page-nav';
import { StatusBadge } from './status-badge';

const T = MESSAGES.invitationsTab;
const STATUS_COLOR: Record<InvitationStatus, MantineColor> = {
  PENDING: 'blue',
  ACCEPTED: 'green',
  EXPIRED: 'gray',
  REVOKED: 'red',
};

/** The cells of one invitation, in column order (spec 01 section 2: eight columns). */
function cells(invitation: Invitation, canManage: boolean) {
  return [
    userFullName(invitation.first_name, invitation.last_name),
    invitation.email,
    ROLE_LABELS[invitation.role],
    invitation.location_name ?? MESSAGES.users.noSite,
    <StatusBadge
      key="status"
      label={S.invitationStatus[invitation.status]}
      color={STATUS_COLOR[invitation.status]}
    />,
    invitation.invited_by_name || invitation.invited_by || MESSAGES.invite.notAvailable,
    formatExpiry(invitation.expires_at),
    // Spec 01 section 4: only PENDING offers Copy Link, Resend and Revoke.
    canManage && invitation.status === 'PENDING' ? (
      <InvitationActions key="actions" invitation={invitation} />
    ) : null,
  ];
}

/** Invitations tab: every invitation of the organisation with its status and actions. */
/** Rendering hundreds of rows at once made the tab slow to open; 50 a page keeps it instant. */
const PAGE_SIZE = 50;

export function InvitationsTab({ canManage }: { canManage: boolean }) {
  const isMobile = useIsMobile();
  const { data, error, isPending, refetch, isRefetching } = useInvitations();
  const [page, setPage] = useState(1);

  if (isPending) return <PageLoader label={S.loadingInvitations} />;
  if (error) {
    return (
      <Alert color="red" title={MESSAGES.invitations.loadFailed}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error.message || MESSAGES.invitations.fetchFailed}</Text>
          <Button size="xs" variant="default" loading={isRefetching} onClick={() => void refetch()}>
            {S.tryAgain}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const all = data.invitations;
  if (all.length === 0) return <Text c="gray.7">{T.empty}</Text>;
  const pages = Math.ceil(all.length / PAGE_SIZE);
  const current = Math.min(page, pages);
  const invitations = all.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const pager = (
    <>
      <Text size="sm" c="gray.7">
        {S.showing((current - 1) * PAGE_SIZE + 1, (current - 1) * PAGE_SIZE + invitations.length, all.length)}
      </Text>
      <PageNav label={S.invitationPagesLabel} pages={pages} page={current} onChange={setPage} />
    </>
  );

  if (isMobile) {
    return (
      <Stack gap="sm">
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={MESSAGES.users.tabInvitations}
        >
          {invitations.map((invitation) => {
            const row = cells(invitation, canManage);
            return (
              <Card key={invitation.id} component="li" withBorder padding="sm" aria-label={invitation.email}>
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{row[0]}</Text>
                    {row[4]}
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {row[1]}
                  </Text>
                  {[2, 3, 5, 6].map((i) => (
                    <Text key={T.columns[i]} size="sm">
                      <Text span c="gray.7">{`${T.columns[i]}: `}</Text>
                      {row[i]}
                    </Text>
                  ))}
                  {row[7]}
                </Stack>
              </Card>
            );
          })}
        </Stack>
        {pager}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={1000}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={MESSAGES.users.tabInvitations}>
          <Table.Thead>
            <Table.Tr>
              {T.columns.map((title) => (
                <Table.Th key={title} scope="col">
                  {title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((invitation) => (
              <Table.Tr key={invitation.id}>
                {cells(invitation, canManage).map((cell, i) => (
                  <Table.Td key={T.columns[i]}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pager}
    </Stack>
  );
}
