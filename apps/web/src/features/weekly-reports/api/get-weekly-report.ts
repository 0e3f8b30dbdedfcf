import type { WeeklyReportDetail } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { weeklyApiPaths, weeklyReportsQueryKey } from './api-paths';

/** `GET /api/weekly-reports/:id`: the report with the details the viewer draws. */
export function getWeeklyReport(id: string, signal?: AbortSignal): Promise<WeeklyReportDetail> {
  return apiRequest<WeeklyReportDetail>(weeklyApiPaths.detail(id), { auth: true, signal });
}

export const weeklyReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...weeklyReportsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getWeeklyReport(id, signal),
  });

export function useWeeklyReport(id: string) {
  return useQuery(weeklyReportQueryOptions(id));
}
