import type { WeeklyReport, WeeklySummary } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { weeklyApiPaths, weeklyReportsQueryKey } from './api-paths';

export type GenerateWeeklyReportResult = { report_id: string; summary: WeeklySummary; report: WeeklyReport };

/** `POST /api/weekly-reports/generate`; the server takes the generating user from the token. */
export function generateWeeklyReport(week: { week_start: string; week_end: string }) {
  return apiRequest<GenerateWeeklyReportResult>(weeklyApiPaths.generate, {
    method: 'POST',
    auth: true,
    body: week,
  });
}

export function useGenerateWeeklyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateWeeklyReport,
    // A regenerated week replaces its report, so both the history and any open detail are stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weeklyReportsQueryKey }),
  });
}
