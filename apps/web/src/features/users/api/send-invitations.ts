import type { SendInvitationsBody, SendInvitationsResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersApiPaths } from './api-paths';
import { invitationsListQueryKey } from './list-invitations';

/** `POST /api/invitations` (ADMIN): manual rows or CSV text, one role and an optional site -> 201. */
export function sendInvitations(body: SendInvitationsBody): Promise<SendInvitationsResponse> {
  return apiRequest<SendInvitationsResponse>(usersApiPaths.invitations, {
    method: 'POST',
    body,
    auth: true,
  });
}

export function useSendInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsListQueryKey }),
  });
}
