import type { InvitationResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersApiPaths } from './api-paths';
import { invitationsListQueryKey } from './list-invitations';

/** `PUT /api/invitations/:id` (ADMIN): sends a pending invitation again -> `{ invitation }`. */
export function resendInvitation(id: string): Promise<InvitationResponse> {
  return apiRequest<InvitationResponse>(usersApiPaths.invitation(id), { method: 'PUT', auth: true });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    // Refresh on failure too: the usual cause is that the invitation changed meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsListQueryKey }),
  });
}
