import type { TenantSettingsResponse, UpdateTenantSettingsBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientQueryOptions } from '../../../lib/client';
import { adminApiPaths } from './api-paths';
import { settingsQueryKey } from './get-settings';

/** `PUT /api/admin/settings` (ADMIN): fields left out stay as they are; `oidc: null` removes it. */
export function updateSettings(body: UpdateTenantSettingsBody): Promise<TenantSettingsResponse> {
  return apiRequest<TenantSettingsResponse>(adminApiPaths.settings, { method: 'PUT', body, auth: true });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      // The navigation bar shows the display name from the client context.
      queryClient.setQueryData(clientQueryOptions.queryKey, (client) =>
        client ? { ...client, name: settings.name } : client,
      );
    },
  });
}
