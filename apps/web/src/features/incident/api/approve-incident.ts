import type { ApproveIncidentBodySchema, IncidentResponse } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client';
import { incidentApiPaths } from './api-paths';
import { useIncidentMutation } from './use-incident-mutation';

export type ApproveIncidentBody = ReturnType<typeof ApproveIncidentBodySchema.parse>;

/** `POST /api/manager/incidents/:id/approve { comments }` -> `{ incident }`. */
export function approveIncident(id: string, body: ApproveIncidentBody): Promise<IncidentResponse> {
  return apiRequest<IncidentResponse>(incidentApiPaths.approve(id), { method: 'POST', body, auth: true });
}

export function useApproveIncident(id: string) {
  return useIncidentMutation(id, (body: ApproveIncidentBody) => approveIncident(id, body));
}
