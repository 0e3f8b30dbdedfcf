import type { IncidentResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { incidentApiPaths } from './api-paths';

/** Every query about one incident starts with this key; mutations invalidate it. */
export const incidentQueryKey = (id: string) => ['incident', id] as const;

/** `GET /api/manager/incidents/:id` -> `{ incident }`; 404 when missing or not visible. */
export function getIncident(id: string, signal?: AbortSignal): Promise<IncidentResponse> {
  return apiRequest<IncidentResponse>(incidentApiPaths.incident(id), { auth: true, signal });
}

export const incidentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...incidentQueryKey(id), 'detail'],
    queryFn: ({ signal }) => getIncident(id, signal),
  });

export function useIncident(id: string) {
  return useQuery(incidentQueryOptions(id));
}
