import type { TenantSettingsResponse, UploadLogoBody } from '@app/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearLogoCache } from '../../../lib/logo';
import { adminApiPaths } from './api-paths';
import { settingsQueryKey } from './get-settings';

/** `PUT /api/admin/settings/logo` (ADMIN) with the image as base64. */
export function uploadLogo(body: UploadLogoBody): Promise<TenantSettingsResponse> {
  return apiRequest<TenantSettingsResponse>(adminApiPaths.settingsLogo, { method: 'PUT', body, auth: true });
}

/**
 * After a logo change: the new settings (or a reload of them when the reply has none), and the
 * navigation bar's cached logo is dropped so it reloads.
 */
export function applyLogoChange(queryClient: QueryClient, settings?: TenantSettingsResponse) {
  if (settings?.slug) queryClient.setQueryData(settingsQueryKey, settings);
  else void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
  clearLogoCache();
  return queryClient.invalidateQueries({ queryKey: ['logo'] });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (settings) => applyLogoChange(queryClient, settings),
  });
}
