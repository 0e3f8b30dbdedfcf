import type { ChangeStatusBodySchema, IncidentResponse } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client';
import { incidentApiPaths } from './api-paths';
import { useIncidentMutation } from './use-incident-mutation';

export type ChangeStatusBody = ReturnType<typeof ChangeStatusBodySchema.parse>;

/** `PUT /api/manager/incidents/:id/status { status, reason }` -> `{ incident }`; 409 when illegal. */
export function changeStatus(id: string, body: ChangeStatusBody): Promise<IncidentResponse> {
  return apiRequest<IncidentResponse>(incidentApiPaths.status(id), { method: 'PUT', body, auth: true });
}

export function useChangeStatus(id: string) {
  return useIncidentMutation(id, (body: ChangeStatusBody) => changeStatus(id, body));
}
