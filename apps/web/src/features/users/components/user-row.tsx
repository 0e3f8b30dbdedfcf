import { type AdminUser, MESSAGES } from '@app/contracts';
import { Alert, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUserEdit } from '../hooks/use-user-edit';
import { type SiteOption, withCurrentSite } from '../utils/format';
import { ActiveField, RoleField, SiteField, UserActions } from './user-fields';

type Props = { user: AdminUser; canEdit: boolean; sites: SiteOption[]; layout: 'table' | 'card' };

const C = MESSAGES.users.columns;

/** One user, as a table row on desktop or a card on mobile; both edit in place. */
export function UserRow({ user, canEdit, sites, layout }: Props) {
  const edit = useUserEdit(user);
  const fields = { user, edit, sites: withCurrentSite(sites, user.location_id, user.location_name) };
  const error = edit.error ? (
    <Alert color="red" variant="light" p="xs">
      {edit.error}
    </Alert>
  ) : null;

  if (layout === 'card') {
    return (
      <Card withBorder padding="sm" component="li" aria-label={edit.name}>
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{edit.name}</Text>
            <ActiveField {...fields} />
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Labelled label={C[2]}>
            <RoleField {...fields} />
          </Labelled>
          <Labelled label={C[3]}>
            <SiteField {...fields} />
          </Labelled>
          {error}
          <UserActions edit={edit} canEdit={canEdit} />
        </Stack>
      </Card>
    );
  }

  return (
    <>
      <Table.Tr>
        <Table.Td>{edit.name}</Table.Td>
        <Table.Td>{user.email}</Table.Td>
        <Table.Td>
          <RoleField {...fields} />
        </Table.Td>
        <Table.Td>
          <SiteField {...fields} />
        </Table.Td>
        <Table.Td>
          <ActiveField {...fields} />
        </Table.Td>
        <Table.Td>
          <UserActions edit={edit} canEdit={canEdit} />
        </Table.Td>
      </Table.Tr>
      {error ? (
        <Table.Tr>
          <Table.Td colSpan={C.length}>{error}</Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text size="sm" c="gray.7" w={48}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ flex: 1 }}>
        {children}
      </Text>
    </Group>
  );
}
