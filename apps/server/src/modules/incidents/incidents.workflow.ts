import {
  type ChangeStatusBodySchema,
  type IncidentDetail,
  type IncidentStatus,
  MESSAGES,
  type RecordNotificationBodySchema,
  type UpdateIncidentBody,
} from '@app/contracts';
import type { z } from 'zod';
import { withTenant } from '../../db/client.js';
import type { Principal } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { timeZoneOf } from '../admin/context.js';
import { countOpenActions } from '../rca/rca.repository.js';
import { checkLocation, fieldValues, notifiabilityOf, requireComplete } from './incident-fields.js';
import { toDetail } from './incident-view.js';
import {
  type IncidentChanges,
  type IncidentRow,
  updateIncident as updateRow,
} from './incidents.repository.js';
import { type IncidentContext, recordChange, reload, requireVisible, viewerOf } from './incidents.service.js';

const illegal = (from: string, to: string) =>
  new AppError('INVALID_STATE', MESSAGES.incident.illegalTransition(from, to));

/**
 * Spec 02 section 6: only the draft's reporter edits it; with status SUBMITTED the same call
 * completes the draft and sends it to the manager queue (section 4).
 */
export async function editIncident(
  ctx: IncidentContext,
  principal: Principal,
  id: string,
  body: UpdateIncidentBody,
): Promise<IncidentDetail> {
  const { tenant, deps } = ctx;
  const viewer = viewerOf(principal);
  return withTenant(deps.database.db, tenant.id, async (tx) => {
    const current = await requireVisible(tx, ctx, principal, id);
    if (current.reporterUserId !== principal.userId)
      throw new AppError('FORBIDDEN', MESSAGES.incident.notOwner);
    if (current.status !== 'DRAFT') throw illegal(current.status, body.status ?? 'DRAFT (edit)');
    if (body.location_id) await checkLocation(tx, tenant.id, body.location_id);
    const { status: submit, ...fields } = body;
    await updateRow(tx, tenant.id, id, { ...fieldValues(fields), ...notifiabilityOf(fields, current) });
    const before = toDetail(current, viewer, timeZoneOf(ctx));
    if (!submit) {
      const after = toDetail(await reload(tx, ctx, principal, id), viewer, timeZoneOf(ctx));
      await recordChange(tx, ctx, principal, {
        action: 'incident.updated',
        incidentId: id,
        before,
        after,
        event: { kind: 'status', body: 'Draft updated', from: 'DRAFT', to: 'DRAFT' },
      });
      return after;
    }
    requireComplete(await reload(tx, ctx, principal, id));
    // A resubmitted draft has answered the reason it was sent back; the reason stays in the history.
    await updateRow(tx, tenant.id, id, {
      status: 'SUBMITTED',
      submittedAt: new Date(),
      returnedReason: null,
    });
    const after = toDetail(await reload(tx, ctx, principal, id), viewer, timeZoneOf(ctx));
    await recordChange(tx, ctx, principal, {
      action: 'incident.submitted',
      incidentId: id,
      before,
      after,
      event: {
        kind: 'comment',
        body: fields.manager_comments || MESSAGES.incident.draftCompleted,
        from: 'DRAFT',
        to: 'SUBMITTED',
      },
    });
    return after;
  });
}

const REVIEWABLE = new Set<string>(['SUBMITTED', 'UNDER_REVIEW']);

/** The state machine (spec 02 section 4 plus DESIGN section 8's status route): from -> allowed to. */
export const TRANSITIONS: Record<IncidentStatus, readonly IncidentStatus[]> = {
  DRAFT: [],
  SUBMITTED: ['UNDER_REVIEW', 'DRAFT', 'INVESTIGATING'],
  UNDER_REVIEW: ['SUBMITTED', 'DRAFT', 'INVESTIGATING'],
  INVESTIGATING: ['COMPLETED'],
  COMPLETED: ['CLOSED'],
  CLOSED: [],
};

/** Approval moves a reviewed incident into investigation; the approver is the caller, never the body. */
export async function approveIncident(
  ctx: IncidentContext,
  principal: Principal,
  id: string,
  comments: string | undefined,
): Promise<IncidentDetail> {
  return transition(ctx, principal, id, 'INVESTIGATING', { comment: comments, via: 'approve' });
}

export type ChangeStatusBody = z.output<typeof ChangeStatusBodySchema>;

export async function changeStatus(
  ctx: IncidentContext,
  principal: Principal,
  id: string,
  body: ChangeStatusBody,
): Promise<IncidentDetail> {
  return transition(ctx, principal, id, body.status, { comment: body.reason, via: 'status' });
}

async function transition(
  ctx: IncidentContext,
  principal: Principal,
  id: string,
  to: IncidentStatus,
  options: { comment: string | undefined; via: 'approve' | 'status' },
): Promise<IncidentDetail> {
  const { tenant, deps } = ctx;
  const viewer = viewerOf(principal);
  return withTenant(deps.database.db, tenant.id, async (tx) => {
    const current = await requireVisible(tx, ctx, principal, id);
    const from = current.status as IncidentStatus;
    if (!TRANSITIONS[from].includes(to)) throw illegal(from, to);
    if (to === 'COMPLETED') {
      // An incident is complete only when every corrective action of its investigation is.
      const open = await countOpenActions(tx, tenant.id, id);
      if (open > 0) throw new AppError('INVALID_STATE', MESSAGES.analysis.openActions(open));
    }
    const comment = options.comment || undefined;
    if (to === 'DRAFT' && !comment) {
      throw new AppError('VALIDATION_FAILED', 'reason: Give the reporter a reason for sending it back', [
        { field: 'body.reason', message: 'Give the reporter a reason for sending it back' },
      ]);
    }
    const { changes, action, event } = describe(current, to, comment, principal, options.via);
    await updateRow(tx, tenant.id, id, { ...changes, status: to });
    const after = toDetail(await reload(tx, ctx, principal, id), viewer, timeZoneOf(ctx));
    await recordChange(tx, ctx, principal, {
      action,
      incidentId: id,
      before: toDetail(current, viewer, timeZoneOf(ctx)),
      after,
      event: { ...event, from, to },
    });
    return after;
  });
}

function describe(
  current: IncidentRow,
  to: IncidentStatus,
  comment: string | undefined,
  principal: Principal,
  via: 'approve' | 'status',
): {
  changes: IncidentChanges;
  action: string;
  event: { kind: 'comment' | 'approval' | 'returned' | 'status'; body: string };
} {
  if (to === 'INVESTIGATING' && REVIEWABLE.has(current.status)) {
    const body =
      comment ??
      (via === 'approve' ? MESSAGES.incident.approvedViaQueue : MESSAGES.incident.approvedViaReview);
    return {
      // The approval comment is what section E shows as the manager's comment.
      changes: { reviewedBy: principal.userId, reviewedAt: new Date(), managerComments: body },
      action: 'incident.approved',
      event: { kind: 'approval', body },
    };
  }
  if (to === 'DRAFT') {
    return {
      changes: { returnedReason: comment ?? null },
      action: 'incident.status_changed',
      event: { kind: 'returned', body: comment ?? '' },
    };
  }
  const base = `Status changed from ${current.status} to ${to}`;
  return {
    changes: {},
    action: 'incident.status_changed',
    event: { kind: 'status', body: comment ? `${base}: ${comment}` : base },
  };
}

export type RecordNotificationBody = z.output<typeof RecordNotificationBodySchema>;

/** WHS Act 2011 (Qld) s38: who told WHSQ, when, how and under which reference (kept 5 years, s38(7)). */
export async function recordNotification(
  ctx: IncidentContext,
  principal: Principal,
  id: string,
  body: RecordNotificationBody,
): Promise<IncidentDetail> {
  const { tenant, deps } = ctx;
  const viewer = viewerOf(principal);
  return withTenant(deps.database.db, tenant.id, async (tx) => {
    const current = await requireVisible(tx, ctx, principal, id);
    if (current.notifiable === 'no') {
      throw new AppError('INVALID_STATE', 'This incident was not assessed as notifiable to WHSQ.');
    }
    await updateRow(tx, tenant.id, id, {
      notifiedAt: new Date(body.notified_at),
      notifiedBy: body.notified_by,
      notificationMethod: body.method,
      whsqReference: body.whsq_reference,
      worksafeNotified: true,
    });
    const after = toDetail(await reload(tx, ctx, principal, id), viewer, timeZoneOf(ctx));
    await recordChange(tx, ctx, principal, {
      action: 'incident.notification_recorded',
      incidentId: id,
      before: toDetail(current, viewer, timeZoneOf(ctx)),
      after,
      event: {
        kind: 'comment',
        body: `${MESSAGES.incident.notified} by ${body.method} (reference ${body.whsq_reference}, by ${body.notified_by})`,
      },
    });
    return after;
  });
}
