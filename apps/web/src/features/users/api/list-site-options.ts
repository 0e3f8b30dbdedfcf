import type { ListSitesResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersApiPaths } from './api-paths';

/**
 * `GET /api/admin/sites`: the active sites, for the Site selects. The key matches the sites
 * screen's list of active sites, so a site added or renamed there refreshes these options too.
 */
export function listSiteOptions(): Promise<ListSitesResponse> {
  return apiRequest<ListSitesResponse>(usersApiPaths.sites, {
    auth: true,
    query: { include_inactive: false },
  });
}

export const siteOptionsQueryOptions = queryOptions({
  queryKey: ['sites', 'list', { includeInactive: false }],
  queryFn: listSiteOptions,
});

/** Only administrators edit sites on users and invitations, so only they load the options. */
export function useSiteOptions(enabled: boolean) {
  return useQuery({ ...siteOptionsQueryOptions, enabled });
}
