import type { PendingIncident } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const queueQueryKey = ['manager-queue'] as const;
export const pendingIncidentsPath = '/api/manager/incidents/pending';

/** `GET /api/manager/incidents/pending`: ordered notifiable first, then severity, by the server. */
export function getPendingIncidents(signal?: AbortSignal): Promise<{ incidents: PendingIncident[] }> {
  return apiRequest<{ incidents: PendingIncident[] }>(pendingIncidentsPath, { auth: true, signal });
}

export const pendingIncidentsQueryOptions = () =>
  queryOptions({
    queryKey: [...queueQueryKey, 'pending'],
    queryFn: ({ signal }) => getPendingIncidents(signal),
  });

export function usePendingIncidents() {
  return useQuery(pendingIncidentsQueryOptions());
}
