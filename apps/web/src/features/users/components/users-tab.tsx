import { MESSAGES, ROLE_LABELS, ROLES, type Role } from '@app/contracts';
import { Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { PageLoader } from '../../../components/ui/page-loader';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { USERS_PAGE_SIZE, type UserStatusFilter, type UsersList } from '../hooks/use-users-list';
import { USERS_STRINGS as S } from '../strings';
import type { SiteOption } from '../utils/format';
import { PageNav } from './page-nav';
import { UserRow } from './user-row';

type Props = { list: UsersList; canEdit: boolean; sites: SiteOption[] };

const ROLE_FILTER = [
  { value: '', label: S.allRoles },
  ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
];
const STATUS_FILTER = [
  { value: 'all', label: S.allStatuses },
  { value: 'active', label: MESSAGES.users.active },
  { value: 'inactive', label: MESSAGES.users.inactive },
];

/** Users tab: server-side search, filters and paging, so thousands of users stay fast. */
export function UsersTab({ list, canEdit, sites }: Props) {
  const isMobile = useIsMobile();
  const { data, isFetching } = list.query;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const from = total === 0 ? 0 : (list.filters.page - 1) * USERS_PAGE_SIZE + 1;
  const to = Math.min(total, (list.filters.page - 1) * USERS_PAGE_SIZE + (data?.users.length ?? 0));

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={S.searchLabel}
          placeholder={S.searchPlaceholder}
          value={list.searchText}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <NativeSelect
          label={S.roleFilter}
          value={list.filters.role ?? ''}
          data={ROLE_FILTER}
          onChange={(event) => list.setRole((event.currentTarget.value || null) as Role | null)}
        />
        <NativeSelect
          label={S.statusFilter}
          value={list.filters.status}
          data={STATUS_FILTER}
          onChange={(event) => list.setStatus(event.currentTarget.value as UserStatusFilter)}
        />
      </Group>
      {!data ? (
        <PageLoader label={S.loadingUsers} />
      ) : (
        <Stack gap="sm" aria-busy={isFetching}>
          <Text size="sm" c="gray.7" role="status">
            {data.users.length === 0 ? MESSAGES.users.noUsers : S.showing(from, to, total)}
          </Text>
          {data.users.length === 0 ? null : isMobile ? (
            <Stack
              component="ul"
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={MESSAGES.users.tabUsers}
            >
              {data.users.map((user) => (
                <UserRow key={user.id} user={user} canEdit={canEdit} sites={sites} layout="card" />
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={800}>
              <Table striped highlightOnHover verticalSpacing="sm" aria-label={MESSAGES.users.tabUsers}>
                <Table.Thead>
                  <Table.Tr>
                    {MESSAGES.users.columns.map((title) => (
                      <Table.Th key={title} scope="col">
                        {title}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.users.map((user) => (
                    <UserRow key={user.id} user={user} canEdit={canEdit} sites={sites} layout="table" />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PageNav label={S.pagesLabel} pages={pages} page={list.filters.page} onChange={list.setPage} />
        </Stack>
      )}
    </Stack>
  );
}
