import type { ValidateInvitationResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/invite/:code` (public): is this invitation usable? */
export function validateInvitation(code: string): Promise<ValidateInvitationResponse> {
  return apiRequest<ValidateInvitationResponse>(apiPaths.validateInvitation(code));
}

export const validateInvitationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['invitations', 'validate', code],
    queryFn: () => validateInvitation(code),
    retry: false,
    staleTime: 0,
  });

export function useValidateInvitation(code: string | undefined) {
  return useQuery({ ...validateInvitationQueryOptions(code ?? ''), enabled: Boolean(code) });
}
