import type { ManagerStats } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const managerStatsQueryKey = ['manager-stats'] as const;
export const managerStatsPath = '/api/manager/stats';

/** `GET /api/manager/stats`: totals, pending review and counts by severity and by status. */
export function getManagerStats(signal?: AbortSignal): Promise<ManagerStats> {
  return apiRequest<ManagerStats>(managerStatsPath, { auth: true, signal });
}

export const managerStatsQueryOptions = () =>
  queryOptions({ queryKey: managerStatsQueryKey, queryFn: ({ signal }) => getManagerStats(signal) });

export function useManagerStats() {
  return useQuery(managerStatsQueryOptions());
}
