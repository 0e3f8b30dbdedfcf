import type { SiteInput, SiteResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sitesApiPaths } from './api-paths';
import { sitesQueryKey } from './list-sites';

/** `PUT /api/admin/sites/:id` (ADMIN) with the whole site input -> `{ site }`. */
export function updateSite({ id, body }: { id: string; body: SiteInput }): Promise<SiteResponse> {
  return apiRequest<SiteResponse>(sitesApiPaths.site(id), { method: 'PUT', body, auth: true });
}

export function useUpdateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitesQueryKey }),
  });
}
