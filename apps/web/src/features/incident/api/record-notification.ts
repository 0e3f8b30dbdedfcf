import type { IncidentResponse, RecordNotificationBodySchema } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client';
import { incidentApiPaths } from './api-paths';
import { useIncidentMutation } from './use-incident-mutation';

export type RecordNotificationBody = ReturnType<typeof RecordNotificationBodySchema.parse>;

/** `POST /api/manager/incidents/:id/notification` -> `{ incident }` (WHS Act 2011 (Qld) s38). */
export function recordNotification(id: string, body: RecordNotificationBody): Promise<IncidentResponse> {
  return apiRequest<IncidentResponse>(incidentApiPaths.notification(id), {
    method: 'POST',
    body,
    auth: true,
  });
}

export function useRecordNotification(id: string) {
  return useIncidentMutation(id, (body: RecordNotificationBody) => recordNotification(id, body));
}
