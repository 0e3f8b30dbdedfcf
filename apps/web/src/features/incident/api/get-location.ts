import type { LocationResponseSchema } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { incidentApiPaths } from './api-paths';

export type LocationResponse = ReturnType<typeof LocationResponseSchema.parse>;

/** `GET /api/locations/:id` -> `{ venue_name, address, city, state }`. */
export function getLocation(id: string, signal?: AbortSignal): Promise<LocationResponse> {
  return apiRequest<LocationResponse>(incidentApiPaths.location(id), { auth: true, signal });
}

export const locationQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['location', id], queryFn: ({ signal }) => getLocation(id, signal) });

/** Only asked when the incident carries a location id but no name. */
export function useLocationName(id: string | null, enabled: boolean) {
  return useQuery({ ...locationQueryOptions(id ?? ''), enabled: enabled && Boolean(id) });
}
