import type { OutboxMessage } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from './api-paths';
import { outboxQueryKey } from './list-outbox';

/** `POST /api/admin/outbox/:id/retry` (ADMIN): queue an unsent e-mail for another attempt. */
export function retryOutboxMessage(id: string): Promise<{ message: OutboxMessage }> {
  return apiRequest<{ message: OutboxMessage }>(adminApiPaths.retryOutboxMessage(id), {
    method: 'POST',
    auth: true,
  });
}

export function useRetryOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
  });
}
