import {
  CONTROL_LEVELS_ABOVE_ADMIN,
  type ControlLevel,
  isAboveAdministrative,
  MESSAGES,
  type RecommendationDecisionBodySchema,
  type RecommendationDecisionResponseSchema,
} from '@app/contracts';
import type { z } from 'zod';
import { withTenant } from '../../db/client.js';
import type { Principal } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { type IncidentContext, recordChange } from '../incidents/incidents.service.js';
import {
  countApproved,
  findRecommendation,
  findRun,
  insertActions,
  listActions,
  updateRecommendation,
} from './rca.repository.js';
import { visibleIncident } from './rca.service.js';
import { toAction, toRecommendation } from './rca.view.js';
import { RCA_STRINGS } from './strings.js';

export type Decision = 'approve' | 'reject';
type DecisionBody = z.output<typeof RecommendationDecisionBodySchema>;
type DecisionResponse = z.output<typeof RecommendationDecisionResponseSchema>;

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ field, message }]);

/**
 * A manager's decision on one proposal. Approving creates the corrective actions the run proposed
 * for it. WHS Regulation 2011 (Qld) s36: an administrative or PPE control approved while no higher
 * control is approved for the incident needs a written reason.
 */
export async function decideRecommendation(
  ctx: IncidentContext,
  principal: Principal,
  params: { incidentId: string; recId: string; decision: Decision },
  body: DecisionBody,
): Promise<DecisionResponse> {
  const { incidentId, recId, decision } = params;
  if (body.action && body.action !== decision)
    throw invalid('body.action', `action must match the path (${decision})`);
  const tenantId = ctx.tenant.id;
  return withTenant(ctx.deps.database.db, tenantId, async (tx) => {
    // The incident lock serialises decisions, so two approvals cannot both skip the reason rule.
    await visibleIncident(tx, ctx, principal, incidentId, { forUpdate: true });
    const rec = await findRecommendation(tx, tenantId, incidentId, recId);
    if (!rec) throw notFound(MESSAGES.analysis.recommendationNotFound);
    if (rec.status !== 'PENDING') throw new AppError('CONFLICT', MESSAGES.analysis.alreadyDecided);
    const reason = body.reason || null;
    if (decision === 'approve' && !isAboveAdministrative(rec.controlLevel as ControlLevel) && !reason) {
      const higher = await countApproved(tx, tenantId, incidentId, CONTROL_LEVELS_ABOVE_ADMIN);
      if (higher === 0) throw invalid('body.reason', MESSAGES.analysis.reasonRequired);
    }
    const status = decision === 'approve' ? 'APPROVED' : 'REJECTED';
    await updateRecommendation(tx, tenantId, rec.id, {
      status,
      decidedBy: principal.userId,
      decidedAt: new Date(),
      decisionReason: reason,
    });
    const created: string[] = [];
    if (decision === 'approve') {
      const run = await findRun(tx, tenantId, rec.runId);
      const steps = (run?.result?.corrective_actions ?? []).filter((a) => a.recommendation_id === rec.recKey);
      const rows = steps.map((step, position) => ({
        id: newId(),
        tenantId,
        incidentId,
        recommendationId: rec.id,
        position,
        actionType: step.action_type,
        description: step.description,
        priority: step.priority,
        status: 'PLANNED',
        responsiblePerson: step.responsible_person,
        targetCompletionDate: step.target_completion_date,
        verificationMethod: step.verification_method,
      }));
      await insertActions(tx, rows);
      created.push(...rows.map((r) => r.id));
    }
    const updated = await findRecommendation(tx, tenantId, incidentId, rec.id);
    if (!updated) throw notFound(MESSAGES.analysis.recommendationNotFound);
    const actions = (await listActions(tx, tenantId, incidentId)).filter((a) => created.includes(a.id));
    const verb = decision === 'approve' ? 'approved' : 'rejected';
    await recordChange(tx, ctx, principal, {
      action: `recommendation.${verb}`,
      incidentId,
      before: toRecommendation(rec),
      after: { recommendation: toRecommendation(updated), corrective_actions: actions.map(toAction) },
      event: {
        kind: 'comment',
        body: `Recommendation ${verb}: ${rec.title}${reason ? ` (${RCA_STRINGS.reasonLabel}: ${reason})` : ''}`,
      },
    });
    return { recommendation: toRecommendation(updated), corrective_actions: actions.map(toAction) };
  });
}
