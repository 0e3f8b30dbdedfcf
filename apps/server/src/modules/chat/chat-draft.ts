import type { Tx } from '../../db/client.js';
import type { Principal } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { auditChange, timeZoneOf } from '../admin/context.js';
import { toDetail } from '../incidents/incident-view.js';
import {
  findIncident,
  type IncidentChanges,
  insertIncident,
  updateIncident,
} from '../incidents/incidents.repository.js';
import {
  allocateIncidentNumber,
  type IncidentContext,
  recordChange,
  reload,
  viewerOf,
} from '../incidents/incidents.service.js';

/**
 * The chat's draft is written with the incidents module's own building blocks (number, history and
 * audit rows as createIncident and editIncident make them), but inside the chat turn's transaction
 * so the messages, the conversation state and the draft commit together.
 */
export async function createChatDraft(
  tx: Tx,
  ctx: IncidentContext,
  principal: Principal,
  changes: IncidentChanges,
): Promise<{ id: string; incidentNumber: string }> {
  const timeZone = timeZoneOf(ctx);
  const id = newId();
  const incidentNumber = await allocateIncidentNumber(tx, ctx.tenant.id, timeZone);
  await insertIncident(tx, {
    ...changes,
    id,
    tenantId: ctx.tenant.id,
    incidentNumber,
    reporterUserId: principal.userId,
    status: 'DRAFT',
    locationId: changes.locationId ?? principal.locationId ?? null,
  });
  const after = toDetail(await reload(tx, ctx, principal, id), viewerOf(principal), timeZone);
  await recordChange(tx, ctx, principal, {
    action: 'incident.created',
    incidentId: id,
    before: null,
    after,
    event: { kind: 'status', body: 'Draft created from the chat', to: 'DRAFT' },
  });
  return { id, incidentNumber };
}

/**
 * Updates the conversation's draft while it is still a DRAFT of this user's; once submitted (or
 * somehow not theirs) the chat leaves it alone. Returns the number and the notifiability before.
 */
export async function updateChatDraft(
  tx: Tx,
  ctx: IncidentContext,
  principal: Principal,
  id: string,
  changes: IncidentChanges | null,
): Promise<{ incidentNumber: string; writable: boolean } | null> {
  const viewer = viewerOf(principal);
  const current = await findIncident(tx, ctx.tenant.id, id, viewer, { forUpdate: true });
  if (!current) return null;
  const writable = current.status === 'DRAFT' && current.reporterUserId === principal.userId;
  if (!writable || !changes) return { incidentNumber: current.incidentNumber, writable };
  const timeZone = timeZoneOf(ctx);
  await updateIncident(tx, ctx.tenant.id, id, changes);
  // Audited every turn, but not added to the incident's history: a five-message report would
  // otherwise fill the history with five identical 'draft updated' lines.
  await auditChange(tx, ctx, principal, {
    action: 'incident.updated',
    entityType: 'incident',
    entityId: id,
    before: toDetail(current, viewer, timeZone),
    after: toDetail(await reload(tx, ctx, principal, id), viewer, timeZone),
  });
  return { incidentNumber: current.incidentNumber, writable };
}
