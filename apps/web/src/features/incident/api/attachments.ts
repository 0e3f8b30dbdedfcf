import type { AttachmentListSchema } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { incidentApiPaths } from './api-paths';
import { incidentQueryKey } from './get-incident';

export type AttachmentList = ReturnType<typeof AttachmentListSchema.parse>;

export const attachmentApiPaths = {
  list: (id: string) => `${incidentApiPaths.incident(id)}/attachments`,
  delete: (id: string, attachmentId: string) =>
    `${incidentApiPaths.incident(id)}/attachments/${encodeURIComponent(attachmentId)}/delete`,
} as const;

/** `GET /api/manager/incidents/:id/attachments` -> `{ attachments }` (section F). */
export function getAttachments(id: string, signal?: AbortSignal): Promise<AttachmentList> {
  return apiRequest<AttachmentList>(attachmentApiPaths.list(id), { auth: true, signal });
}

export const attachmentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...incidentQueryKey(id), 'attachments'],
    queryFn: ({ signal }) => getAttachments(id, signal),
  });

export function useAttachments(id: string) {
  return useQuery(attachmentsQueryOptions(id));
}

/** Reloads the list after an upload or delete; the signed links in it are fresh each time. */
export function useRefreshAttachments(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: attachmentsQueryOptions(id).queryKey });
}

/** `POST /api/manager/incidents/:id/attachments/:attachmentId/delete` with `{ action: 'delete' }`. */
export function deleteAttachment(id: string, attachmentId: string): Promise<unknown> {
  return apiRequest<unknown>(attachmentApiPaths.delete(id, attachmentId), {
    method: 'POST',
    body: { action: 'delete' },
    auth: true,
  });
}

export function useDeleteAttachment(id: string) {
  const refresh = useRefreshAttachments(id);
  return useMutation({
    mutationFn: (attachmentId: string) => deleteAttachment(id, attachmentId),
    onSuccess: refresh,
  });
}
