import type { Role } from '@app/contracts';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useUsers } from '../api/list-users';

export const USERS_PAGE_SIZE = 50;
export const SEARCH_DEBOUNCE_MS = 300;

export type UserStatusFilter = 'all' | 'active' | 'inactive';
export type UsersListFilters = { search: string; role: Role | null; status: UserStatusFilter; page: number };

/**
 * The users list state: what is typed in the search box, the filters the server is asked for and
 * the page. Typing is debounced 300 ms; any change of search or filter goes back to page 1.
 */
export function useUsersList() {
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<UsersListFilters>({
    search: '',
    role: null,
    status: 'all',
    page: 1,
  });
  const commitSearch = useDebouncedCallback((value: string) => {
    setFilters((f) => (f.search === value ? f : { ...f, search: value, page: 1 }));
  }, SEARCH_DEBOUNCE_MS);

  const query = useUsers({
    search: filters.search || undefined,
    role: filters.role ?? undefined,
    status: filters.status,
    limit: USERS_PAGE_SIZE,
    offset: (filters.page - 1) * USERS_PAGE_SIZE,
  });

  return {
    query,
    filters,
    searchText,
    setSearch: (value: string) => {
      setSearchText(value);
      commitSearch(value.trim());
    },
    setRole: (role: Role | null) => setFilters((f) => ({ ...f, role, page: 1 })),
    setStatus: (status: UserStatusFilter) => setFilters((f) => ({ ...f, status, page: 1 })),
    setPage: (page: number) => setFilters((f) => ({ ...f, page })),
  };
}

export type UsersList = ReturnType<typeof useUsersList>;
