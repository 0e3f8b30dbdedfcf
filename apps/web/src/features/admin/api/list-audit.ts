import type { ListAuditResponse } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from './api-paths';

/** The audit filters as the form holds them; '' means "any". */
export type AuditFilters = {
  entity_type: string;
  entity_id: string;
  actor: string;
  from: string;
  to: string;
};

export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  entity_type: '',
  entity_id: '',
  actor: '',
  from: '',
  to: '',
};

export const auditQueryKey = ['admin', 'audit'] as const;

/** `GET /api/admin/audit` (ADMIN): newest first, `limit`/`offset` paging. */
export function listAudit(filters: AuditFilters, limit: number, offset: number): Promise<ListAuditResponse> {
  const query: Record<string, string | number> = { limit, offset };
  for (const [key, value] of Object.entries(filters)) {
    if (value.trim()) query[key] = value.trim();
  }
  return apiRequest<ListAuditResponse>(adminApiPaths.audit, { auth: true, query });
}

export const auditQueryOptions = (filters: AuditFilters, limit: number, offset: number) =>
  queryOptions({
    queryKey: [...auditQueryKey, { filters, limit, offset }],
    queryFn: () => listAudit(filters, limit, offset),
    placeholderData: keepPreviousData,
  });

export function useAudit(filters: AuditFilters, limit: number, offset: number) {
  return useQuery(auditQueryOptions(filters, limit, offset));
}
