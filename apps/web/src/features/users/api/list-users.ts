import type { ListUsersQuery, ListUsersResponse } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersApiPaths } from './api-paths';

/** Every users query starts with this key; mutations invalidate it. */
export const usersQueryKey = ['users'] as const;

/**
 * `GET /api/admin/users` (MANAGER, ADMIN). Search, filters and paging run on the server, so a
 * tenant with thousands of users only ever sends one page.
 */
export function listUsers(query: ListUsersQuery, signal?: AbortSignal): Promise<ListUsersResponse> {
  return apiRequest<ListUsersResponse>(usersApiPaths.users, {
    auth: true,
    query: {
      search: query.search || undefined,
      role: query.role,
      status: query.status,
      limit: query.limit,
      offset: query.offset,
    },
    signal,
  });
}

export const listUsersQueryOptions = (query: ListUsersQuery) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'list', query],
    queryFn: ({ signal }) => listUsers(query, signal),
    // Keep the current page on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });

export function useUsers(query: ListUsersQuery) {
  return useQuery(listUsersQueryOptions(query));
}
