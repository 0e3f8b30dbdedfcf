import type { AdminUser, ListUsersResponse, Role } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sitesApiPaths } from './api-paths';

/** The server's largest page; a tenant has far fewer managers and admins than this. */
const MANAGER_PAGE_LIMIT = 500;

function listActiveUsers(role: Role): Promise<ListUsersResponse> {
  return apiRequest<ListUsersResponse>(sitesApiPaths.users, {
    auth: true,
    query: { role, status: 'active', limit: MANAGER_PAGE_LIMIT },
  });
}

/**
 * Who may manage a site: active MANAGER and ADMIN users (`GET /api/admin/users` once per role),
 * combined, de-duplicated and sorted by name.
 */
export async function listSiteManagers(): Promise<AdminUser[]> {
  const pages = await Promise.all([listActiveUsers('MANAGER'), listActiveUsers('ADMIN')]);
  const byId = new Map<string, AdminUser>();
  for (const user of pages.flatMap((page) => page.users)) byId.set(user.id, user);
  return [...byId.values()].sort((a, b) =>
    `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`, 'en-AU'),
  );
}

export const siteManagersQueryOptions = queryOptions({
  queryKey: ['site-managers'],
  queryFn: listSiteManagers,
});

export function useSiteManagers() {
  return useQuery(siteManagersQueryOptions);
}
