import {
  type CORRECTIVE_ACTION_STATUSES,
  MESSAGES,
  type StoredCorrectiveAction,
  type UpdateCorrectiveActionBodySchema,
} from '@app/contracts';
import type { z } from 'zod';
import { withTenant } from '../../db/client.js';
import type { Principal } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { auditChange } from '../admin/context.js';
import type { IncidentContext } from '../incidents/incidents.service.js';
import { findActiveUserRole } from '../users/users.repository.js';
import { type ActionRow, findAction, updateAction } from './rca.repository.js';
import { visibleIncident } from './rca.service.js';
import { toAction } from './rca.view.js';
import { RCA_STRINGS } from './strings.js';

type ActionStatus = (typeof CORRECTIVE_ACTION_STATUSES)[number];
type UpdateBody = z.output<typeof UpdateCorrectiveActionBodySchema>;

/**
 * Work moves forward one step at a time; IN_PROGRESS may go back to PLANNED (work paused or handed
 * over). COMPLETED is final: it carries the verification, so a reopened problem gets a new action.
 */
export const ACTION_TRANSITIONS: Record<ActionStatus, readonly ActionStatus[]> = {
  PLANNED: ['IN_PROGRESS'],
  IN_PROGRESS: ['COMPLETED', 'PLANNED'],
  COMPLETED: [],
};

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ field, message }]);

function changesFor(current: ActionRow, body: UpdateBody, principal: Principal) {
  const from = current.status as ActionStatus;
  const to = body.status ?? from;
  const changes: Parameters<typeof updateAction>[3] = {};
  if (to !== from) {
    if (!ACTION_TRANSITIONS[from].includes(to))
      throw new AppError('INVALID_STATE', MESSAGES.analysis.illegalActionTransition(from, to));
    changes.status = to;
    if (to === 'COMPLETED') {
      if (!body.verification_note)
        throw invalid('body.verification_note', MESSAGES.analysis.verificationRequired);
      changes.verificationNote = body.verification_note;
      changes.completedBy = principal.userId;
      changes.completedAt = new Date();
    }
  } else if (body.verification_note !== undefined) {
    changes.verificationNote = body.verification_note || null;
  }
  if (body.assignee_user_id !== undefined) changes.assigneeUserId = body.assignee_user_id;
  if (body.target_completion_date !== undefined) changes.targetCompletionDate = body.target_completion_date;
  return changes;
}

export async function updateCorrectiveAction(
  ctx: IncidentContext,
  principal: Principal,
  id: string,
  body: UpdateBody,
): Promise<StoredCorrectiveAction> {
  const tenantId = ctx.tenant.id;
  return withTenant(ctx.deps.database.db, tenantId, async (tx) => {
    const current = await findAction(tx, tenantId, id, { forUpdate: true });
    if (!current) throw notFound(MESSAGES.analysis.actionNotFound);
    await visibleIncident(tx, ctx, principal, current.incidentId);
    const changes = changesFor(current, body, principal);
    if (Object.keys(changes).length === 0) return toAction(current);
    if (current.status === 'COMPLETED') throw new AppError('INVALID_STATE', RCA_STRINGS.completedIsFinal);
    if (changes.assigneeUserId && !(await findActiveUserRole(tx, tenantId, changes.assigneeUserId)))
      throw invalid('body.assignee_user_id', RCA_STRINGS.assigneeInactive);
    await updateAction(tx, tenantId, id, changes);
    const updated = await findAction(tx, tenantId, id);
    if (!updated) throw notFound(MESSAGES.analysis.actionNotFound);
    await auditChange(tx, ctx, principal, {
      action: 'corrective_action.updated',
      entityType: 'corrective_action',
      entityId: id,
      before: toAction(current),
      after: toAction(updated),
    });
    return toAction(updated);
  });
}
