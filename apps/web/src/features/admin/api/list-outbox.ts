import type { ListOutboxResponse, OutboxMessage } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from './api-paths';

export type OutboxStatus = OutboxMessage['status'];

export const outboxQueryKey = ['admin', 'outbox'] as const;

/** `GET /api/admin/outbox` (ADMIN): e-mails the server queued, newest first. */
export function listOutbox(status: OutboxStatus | null, limit: number, offset: number) {
  return apiRequest<ListOutboxResponse>(adminApiPaths.outbox, {
    auth: true,
    query: { status, limit, offset },
  });
}

export const outboxQueryOptions = (status: OutboxStatus | null, limit: number, offset: number) =>
  queryOptions({
    queryKey: [...outboxQueryKey, { status, limit, offset }],
    queryFn: () => listOutbox(status, limit, offset),
    placeholderData: keepPreviousData,
  });

export function useOutbox(status: OutboxStatus | null, limit: number, offset: number) {
  return useQuery(outboxQueryOptions(status, limit, offset));
}
