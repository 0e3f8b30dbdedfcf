import type { TenantSettingsResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from './api-paths';

export const settingsQueryKey = ['admin', 'settings'] as const;

/** `GET /api/admin/settings` (ADMIN): the organisation's settings. */
export function getSettings(): Promise<TenantSettingsResponse> {
  return apiRequest<TenantSettingsResponse>(adminApiPaths.settings, { auth: true });
}

export const settingsQueryOptions = queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions);
}
