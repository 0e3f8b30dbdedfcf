import type { ListInvitationsResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersApiPaths } from './api-paths';

/** The invitations list; send, resend and revoke invalidate it. */
export const invitationsListQueryKey = ['invitations', 'list'] as const;

/** `GET /api/invitations` (MANAGER, ADMIN). */
export function listInvitations(signal?: AbortSignal): Promise<ListInvitationsResponse> {
  return apiRequest<ListInvitationsResponse>(usersApiPaths.invitations, { auth: true, signal });
}

export const listInvitationsQueryOptions = queryOptions({
  queryKey: invitationsListQueryKey,
  queryFn: ({ signal }) => listInvitations(signal),
});

export function useInvitations() {
  return useQuery(listInvitationsQueryOptions);
}
