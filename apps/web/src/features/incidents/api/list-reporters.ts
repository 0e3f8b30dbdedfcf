import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type Reporter = { id: string; name: string };
export const reportersPath = '/api/incidents/reporters';

/** `GET /api/incidents/reporters`: the people who reported incidents, for the reporter filter. */
export function listReporters(signal?: AbortSignal): Promise<{ reporters: Reporter[] }> {
  return apiRequest<{ reporters: Reporter[] }>(reportersPath, { auth: true, signal });
}

export const reportersQueryOptions = () =>
  queryOptions({
    queryKey: ['incident-reporters'],
    queryFn: ({ signal }) => listReporters(signal),
    staleTime: 5 * 60_000,
  });

export function useReporters() {
  return useQuery(reportersQueryOptions());
}
