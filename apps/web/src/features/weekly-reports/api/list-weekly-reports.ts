import type { WeeklyReport } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { weeklyApiPaths, weeklyReportsQueryKey } from './api-paths';

export const weeklyReportListKey = [...weeklyReportsQueryKey, 'list'] as const;

/** `GET /api/weekly-reports?limit&status=PUBLISHED`: the history asks for published reports only (spec 02 section 4). */
export function listWeeklyReports(limit: number, signal?: AbortSignal): Promise<{ reports: WeeklyReport[] }> {
  return apiRequest<{ reports: WeeklyReport[] }>(weeklyApiPaths.list, {
    auth: true,
    query: { limit, status: 'PUBLISHED' },
    signal,
  });
}

export const weeklyReportListQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...weeklyReportListKey, limit],
    queryFn: ({ signal }) => listWeeklyReports(limit, signal),
    placeholderData: keepPreviousData,
  });

export function useWeeklyReportList(limit: number) {
  return useQuery(weeklyReportListQueryOptions(limit));
}
