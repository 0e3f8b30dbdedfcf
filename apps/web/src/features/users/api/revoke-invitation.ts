import type { InvitationResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersApiPaths } from './api-paths';
import { invitationsListQueryKey } from './list-invitations';

/** `DELETE /api/invitations/:id` (ADMIN): revokes a pending invitation -> `{ invitation }`. */
export function revokeInvitation(id: string): Promise<InvitationResponse> {
  return apiRequest<InvitationResponse>(usersApiPaths.invitation(id), {
    method: 'DELETE',
    auth: true,
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    // Refresh on failure too: the usual cause is that the invitation changed meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsListQueryKey }),
  });
}
