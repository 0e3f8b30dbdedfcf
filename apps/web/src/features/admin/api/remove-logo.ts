import type { TenantSettingsResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from './api-paths';
import { applyLogoChange } from './upload-logo';

/** `DELETE /api/admin/settings/logo` (ADMIN): back to the initials tile. Replies with the settings or `{ ok }`. */
export function removeLogo(): Promise<TenantSettingsResponse | { ok: true }> {
  return apiRequest<TenantSettingsResponse | { ok: true }>(adminApiPaths.settingsLogo, {
    method: 'DELETE',
    auth: true,
  });
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLogo,
    onSuccess: (reply) => applyLogoChange(queryClient, 'slug' in reply ? reply : undefined),
  });
}
