import { BRAND_NAME, MESSAGES } from '@app/contracts';
import { Alert, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session-context';
import { useSiteOptions } from '../api/list-site-options';
import { useUsersList } from '../hooks/use-users-list';
import { USERS_STRINGS as S } from '../strings';
import { toSiteOptions } from '../utils/format';
import { InvitationsTab } from './invitations-tab';
import { SendInvitationsModal } from './send-invitations-modal';
import { UsersTab } from './users-tab';

type Tab = 'users' | 'invitations';

/**
 * User Management (/users, MANAGER or ADMIN; spec 01 section 2). Administrators edit users and
 * manage invitations; managers view. The tab lives in the URL so a reload keeps it.
 */
export function UsersPage() {
  const { user } = useSession();
  const isAdmin = user?.role === 'ADMIN';
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'invitations' ? 'invitations' : 'users';
  const [inviteOpen, setInviteOpen] = useState(false);
  const list = useUsersList();
  const sites = toSiteOptions(useSiteOptions(isAdmin).data?.sites);

  const heading = (
    <>
      <title>{`${MESSAGES.users.title} · ${BRAND_NAME}`}</title>
      <Title order={1}>{MESSAGES.users.title}</Title>
    </>
  );

  // Spec 01 section 8 (Users): a failed users fetch replaces the whole screen with 'Error: {message}'.
  if (list.query.isError) {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="red">
          <Stack gap="sm" align="flex-start">
            {MESSAGES.users.screenError(list.query.error.message || MESSAGES.users.fetchFailed)}
            <Button size="xs" variant="default" onClick={() => void list.query.refetch()}>
              {S.tryAgain}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        {heading}
        {tab === 'invitations' && isAdmin ? (
          <Button onClick={() => setInviteOpen(true)}>{MESSAGES.invitationsTab.sendButton}</Button>
        ) : null}
      </Group>
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) =>
          setParams(value === 'invitations' ? { tab: 'invitations' } : {}, { replace: true })
        }
      >
        <Tabs.List aria-label={S.tabsLabel}>
          <Tabs.Tab value="users">{MESSAGES.users.tabUsers}</Tabs.Tab>
          <Tabs.Tab value="invitations">{MESSAGES.users.tabInvitations}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersTab list={list} canEdit={isAdmin} sites={sites} />
        </Tabs.Panel>
        <Tabs.Panel value="invitations" pt="md">
          <InvitationsTab canManage={isAdmin} />
        </Tabs.Panel>
      </Tabs>
      {isAdmin ? (
        <SendInvitationsModal opened={inviteOpen} onClose={() => setInviteOpen(false)} sites={sites} />
      ) : null}
    </Stack>
  );
}
