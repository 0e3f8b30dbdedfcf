import type { ListSitesResponse } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sitesApiPaths } from './api-paths';

/** Every sites query starts with this key; mutations invalidate it. */
export const sitesQueryKey = ['sites'] as const;

/** `GET /api/admin/sites` (MANAGER, ADMIN). `include_inactive` is honoured for ADMIN only. */
export function listSites(includeInactive: boolean): Promise<ListSitesResponse> {
  return apiRequest<ListSitesResponse>(sitesApiPaths.sites, {
    auth: true,
    query: { include_inactive: includeInactive },
  });
}

export const listSitesQueryOptions = (includeInactive: boolean) =>
  queryOptions({
    queryKey: [...sitesQueryKey, 'list', { includeInactive }],
    queryFn: () => listSites(includeInactive),
    // Keep the cards on screen while the "Show inactive sites" toggle refetches.
    placeholderData: keepPreviousData,
  });

export function useSites(includeInactive: boolean) {
  return useQuery(listSitesQueryOptions(includeInactive));
}
