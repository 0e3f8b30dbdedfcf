import {
  type AnalysisStatusResponse,
  type IncidentAnalysisResponse,
  MESSAGES,
  type Role,
  type StartAnalysisResponse,
} from '@app/contracts';
import { BUILTIN_MODEL, BUILTIN_PROVIDER } from '../../ai/analysis/analyze.js';
import { OPENAI_PROVIDER } from '../../ai/llm/openai-analysis.js';
import { providerConfigured } from '../../ai/llm/openai-client.js';
import { type Tx, withTenant } from '../../db/client.js';
import { enqueueJob } from '../../jobs/queue.js';
import { wakeJobRunners } from '../../jobs/signal.js';
import type { Principal } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { auditChange } from '../admin/context.js';
import { findIncident, type IncidentRow, updateIncident } from '../incidents/incidents.repository.js';
import { type IncidentContext, viewerOf } from '../incidents/incidents.service.js';
import { ANALYSIS_JOB } from './analysis.job.js';
import {
  findLatestRun,
  findRun,
  insertRun,
  listActions,
  listRecommendations,
  type RunRow,
} from './rca.repository.js';
import { toAction, toRecommendation, toStatus, toStoredAnalysis } from './rca.view.js';

export const ANALYSE_ROLES = ['MANAGER', 'ADMIN', 'INVESTIGATOR'] as const satisfies readonly Role[];
export const DECIDE_ROLES = ['MANAGER', 'ADMIN'] as const satisfies readonly Role[];
const canAnalyse = (role: Role) => (ANALYSE_ROLES as readonly Role[]).includes(role);
const canDecide = (role: Role) => (DECIDE_ROLES as readonly Role[]).includes(role);

/** Our estimate: the built-in analyzer takes well under a second; a model, up to its time-out. */
const BUILTIN_ESTIMATE_MS = 10_000;

export const checkStatusUrl = (runId: string) => `/api/rca/runs/${runId}`;

/** Not visible is 404 (DESIGN section 6), the same as not existing. */
export async function visibleIncident(
  tx: Tx,
  ctx: IncidentContext,
  principal: Principal,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<IncidentRow> {
  const row = await findIncident(tx, ctx.tenant.id, id, viewerOf(principal), options);
  if (!row) throw notFound(MESSAGES.incident.notFound);
  return row;
}

function startResponse(ctx: IncidentContext, run: RunRow): StartAnalysisResponse {
  const config = ctx.deps.config;
  const estimateMs = BUILTIN_ESTIMATE_MS + (providerConfigured(config) ? config.AI_TIMEOUT_MS : 0);
  const status = toStatus(run);
  return {
    status: status.status,
    run_id: run.id,
    check_status_url: checkStatusUrl(run.id),
    estimated_completion:
      run.status === 'processing' ? new Date(run.createdAt.getTime() + estimateMs).toISOString() : null,
    error: run.error,
  };
}

/**
 * Starts a durable analysis job, or returns the one already running: the incident row lock
 * serialises two starts, and a unique index on processing runs backs it up.
 */
export async function startAnalysis(
  ctx: IncidentContext,
  principal: Principal,
  incidentId: string,
): Promise<StartAnalysisResponse> {
  const { tenant, deps } = ctx;
  const response = await withTenant(deps.database.db, tenant.id, async (tx) => {
    const incident = await visibleIncident(tx, ctx, principal, incidentId, { forUpdate: true });
    if (incident.status === 'DRAFT') throw new AppError('INVALID_STATE', MESSAGES.analysis.draftNotAnalysed);
    const running = await findLatestRun(tx, tenant.id, incidentId, 'processing');
    if (running) return startResponse(ctx, running);
    const useModel = providerConfigured(deps.config);
    const runId = newId();
    await insertRun(tx, {
      id: runId,
      tenantId: tenant.id,
      incidentId,
      status: 'processing',
      provider: useModel ? OPENAI_PROVIDER : BUILTIN_PROVIDER,
      model: useModel ? deps.config.AI_MODEL : BUILTIN_MODEL,
      requestedBy: principal.userId,
    });
    await enqueueJob(tx, {
      tenantId: tenant.id,
      kind: ANALYSIS_JOB,
      refId: runId,
      maxAttempts: deps.config.JOBS_MAX_ATTEMPTS,
    });
    await updateIncident(tx, tenant.id, incidentId, { analysisStatus: 'processing' });
    await auditChange(tx, ctx, principal, {
      action: 'analysis.requested',
      entityType: 'incident',
      entityId: incidentId,
      before: { analysis_status: incident.analysisStatus },
      after: { analysis_status: 'processing', run_id: runId },
    });
    const run = await findRun(tx, tenant.id, runId);
    if (!run) throw new Error('analysis run vanished after insert');
    return startResponse(ctx, run);
  });
  wakeJobRunners(deps.database.db);
  return response;
}

export async function incidentAnalysisStatus(
  ctx: IncidentContext,
  principal: Principal,
  incidentId: string,
): Promise<AnalysisStatusResponse> {
  return withTenant(ctx.deps.database.db, ctx.tenant.id, async (tx) => {
    await visibleIncident(tx, ctx, principal, incidentId);
    return toStatus(await findLatestRun(tx, ctx.tenant.id, incidentId));
  });
}

export async function runStatus(
  ctx: IncidentContext,
  principal: Principal,
  runId: string,
): Promise<AnalysisStatusResponse> {
  return withTenant(ctx.deps.database.db, ctx.tenant.id, async (tx) => {
    const run = await findRun(tx, ctx.tenant.id, runId);
    if (!run) throw notFound(MESSAGES.incident.notFound);
    await visibleIncident(tx, ctx, principal, run.incidentId);
    return toStatus(run);
  });
}

export async function incidentAnalysis(
  ctx: IncidentContext,
  principal: Principal,
  incidentId: string,
): Promise<IncidentAnalysisResponse> {
  const tenantId = ctx.tenant.id;
  return withTenant(ctx.deps.database.db, tenantId, async (tx) => {
    const incident = await visibleIncident(tx, ctx, principal, incidentId);
    const latest = await findLatestRun(tx, tenantId, incidentId);
    const completed =
      latest?.status === 'completed' ? latest : await findLatestRun(tx, tenantId, incidentId, 'completed');
    return {
      status: toStatus(latest),
      analysis: completed ? toStoredAnalysis(completed) : null,
      recommendations: (await listRecommendations(tx, tenantId, incidentId)).map(toRecommendation),
      corrective_actions: (await listActions(tx, tenantId, incidentId)).map(toAction),
      permissions: {
        can_start: canAnalyse(principal.role) && incident.status !== 'DRAFT',
        can_decide: canDecide(principal.role),
        can_manage_actions: canDecide(principal.role),
      },
    };
  });
}
