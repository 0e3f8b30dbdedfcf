import type { SiteInput, SiteResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sitesApiPaths } from './api-paths';
import { sitesQueryKey } from './list-sites';

/** `POST /api/admin/sites` (ADMIN) -> 201 `{ site }`. */
export function createSite(body: SiteInput): Promise<SiteResponse> {
  return apiRequest<SiteResponse>(sitesApiPaths.sites, { method: 'POST', body, auth: true });
}

export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitesQueryKey }),
  });
}
