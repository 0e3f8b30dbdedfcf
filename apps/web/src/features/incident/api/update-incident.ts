import type { IncidentResponse, UpdateIncidentBody } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client';
import { incidentApiPaths } from './api-paths';
import { useIncidentMutation } from './use-incident-mutation';

/**
 * `PUT /api/manager/incidents/:id` (draft owner): the changed fields, or `{ status: 'SUBMITTED',
 * manager_comments }` to complete the draft (409/400 with the missing fields).
 */
export function updateIncident(id: string, body: UpdateIncidentBody): Promise<IncidentResponse> {
  return apiRequest<IncidentResponse>(incidentApiPaths.incident(id), { method: 'PUT', body, auth: true });
}

export function useUpdateIncident(id: string) {
  return useIncidentMutation(id, (body: UpdateIncidentBody) => updateIncident(id, body));
}
