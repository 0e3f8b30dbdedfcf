import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sitesApiPaths } from './api-paths';
import { sitesQueryKey } from './list-sites';

/** `DELETE /api/admin/sites/:id` (ADMIN): deactivates the site (spec 01 section 4, Sites). */
export function deactivateSite(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(sitesApiPaths.site(id), { method: 'DELETE', auth: true });
}

export function useDeactivateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitesQueryKey }),
  });
}
