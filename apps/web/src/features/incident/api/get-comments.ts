import type { CommentsResponseSchema } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { incidentApiPaths } from './api-paths';
import { incidentQueryKey } from './get-incident';

export type CommentsResponse = ReturnType<typeof CommentsResponseSchema.parse>;
export type IncidentComment = CommentsResponse['comments'][number];

/** `GET /api/manager/incidents/:id/comments` -> `{ comments }` (the history list, section E). */
export function getComments(id: string, signal?: AbortSignal): Promise<CommentsResponse> {
  return apiRequest<CommentsResponse>(incidentApiPaths.comments(id), { auth: true, signal });
}

export const commentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...incidentQueryKey(id), 'comments'],
    queryFn: ({ signal }) => getComments(id, signal),
  });

export function useComments(id: string) {
  return useQuery(commentsQueryOptions(id));
}
