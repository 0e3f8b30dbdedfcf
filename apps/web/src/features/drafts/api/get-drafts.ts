import type { Draft } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const draftsQueryKey = ['drafts'] as const;

export const draftsApiPath = (userId: string) => `/api/incidents/user/${encodeURIComponent(userId)}/drafts`;

/** `GET /api/incidents/user/:userId/drafts`: the signed-in user's unfinished drafts (spec 01 section 7). */
export function getDrafts(userId: string, signal?: AbortSignal): Promise<{ incidents: Draft[] }> {
  return apiRequest<{ incidents: Draft[] }>(draftsApiPath(userId), { auth: true, signal });
}

export const draftsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...draftsQueryKey, userId],
    queryFn: ({ signal }) => getDrafts(userId, signal),
  });

export function useDrafts(userId: string | undefined) {
  return useQuery({ ...draftsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
