import type { ListIncidentsQuery, ListIncidentsResponse } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every incidents-list query starts with this key; mutations elsewhere may invalidate it. */
export const incidentsListQueryKey = ['incidents-list'] as const;
export const listIncidentsPath = '/api/manager/incidents';

/** The list query as sent: enum lists are comma-joined (`?status=SUBMITTED,INVESTIGATING`). */
export type IncidentsQuery = {
  limit: number;
  offset: number;
  status: string;
  severity?: string;
  report_type?: string;
  reporter?: string;
  search?: string;
  sort_by: 'created_at';
  sort_direction: NonNullable<ListIncidentsQuery['sort_direction']>;
};

/** `GET /api/manager/incidents`: filtering, search, sorting and paging all run on the server. */
export function listIncidents(query: IncidentsQuery, signal?: AbortSignal): Promise<ListIncidentsResponse> {
  return apiRequest<ListIncidentsResponse>(listIncidentsPath, { auth: true, query, signal });
}

export const listIncidentsQueryOptions = (query: IncidentsQuery) =>
  queryOptions({
    queryKey: [...incidentsListQueryKey, query],
    queryFn: ({ signal }) => listIncidents(query, signal),
    placeholderData: keepPreviousData,
  });

export function useIncidentsList(query: IncidentsQuery) {
  return useQuery(listIncidentsQueryOptions(query));
}
