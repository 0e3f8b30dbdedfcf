import type { AdminUser, ListUsersResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from './api-paths';

/** The server's largest page of users. */
const ACTOR_PAGE_LIMIT = 500;

/** Users, active or not, to filter the audit log by who did something (`GET /api/admin/users`). */
export async function listActors(): Promise<AdminUser[]> {
  const { users } = await apiRequest<ListUsersResponse>(adminApiPaths.users, {
    auth: true,
    query: { status: 'all', limit: ACTOR_PAGE_LIMIT },
  });
  return [...users].sort((a, b) =>
    `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`, 'en-AU'),
  );
}

export const actorsQueryOptions = queryOptions({ queryKey: ['admin', 'actors'], queryFn: listActors });

export function useActors() {
  return useQuery(actorsQueryOptions);
}
