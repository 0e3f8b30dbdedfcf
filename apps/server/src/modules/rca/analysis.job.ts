import { performance } from 'node:perf_hooks';
import { type AnalysisResult, MESSAGES } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { analyzeWithProvider } from '../../ai/llm/openai-analysis.js';
import type { AppConfig } from '../../config.js';
import { type Database, type Executor, type Tx, withTenant } from '../../db/client.js';
import { tenants } from '../../db/schema/tenants.js';
import type { ClaimedJob } from '../../jobs/queue.js';
import type { JobHandler } from '../../jobs/runner.js';
import { recordAudit } from '../../platform/audit.js';
import { newId } from '../../platform/ids.js';
import { findIncident, updateIncident } from '../incidents/incidents.repository.js';
import { loadAnalysisInput } from './analysis-input.js';
import {
  decidedKeys,
  deletePendingRecommendations,
  findRun,
  insertRecommendations,
  updateRun,
} from './rca.repository.js';
import { analysisStatusOf } from './rca.view.js';

export const ANALYSIS_JOB = 'analysis';

export interface AnalysisJobDeps {
  config: AppConfig;
  database: Database;
}

const SYSTEM_VIEWER = { userId: '00000000-0000-0000-0000-000000000000', role: 'ADMIN' as const };

async function tenantTimeZone(tx: Executor, tenantId: string, fallback: string): Promise<string> {
  const [row] = await tx.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.settings.timeZone ?? fallback;
}

/**
 * Runs one analysis: read the incident, analyse it (provider or built-in, outside any transaction
 * since a model call may take seconds), then store everything in one transaction with the job's end.
 */
export function analysisJobHandler(deps: AnalysisJobDeps, log: Pick<FastifyBaseLogger, 'warn'>): JobHandler {
  const db = deps.database.db;
  return {
    async run(job, finish) {
      const loaded = await withTenant(db, job.tenantId, async (tx) => {
        const run = await findRun(tx, job.tenantId, job.refId);
        if (run?.status !== 'processing') return null;
        const incident = await findIncident(tx, job.tenantId, run.incidentId, SYSTEM_VIEWER);
        if (!incident) throw new Error(`incident ${run.incidentId} of run ${run.id} not found`);
        await updateRun(tx, job.tenantId, run.id, {
          attempts: job.attempts,
          startedAt: run.startedAt ?? new Date(),
        });
        return {
          run,
          input: await loadAnalysisInput(tx, job.tenantId, incident),
          timeZone: await tenantTimeZone(tx, job.tenantId, deps.config.TZ_DEFAULT),
        };
      });
      if (!loaded) {
        // The run was settled by an earlier attempt; only the job is left to close.
        await withTenant(db, job.tenantId, finish);
        return;
      }
      const result = await analyzeWithProvider(
        deps.config,
        loaded.input,
        { now: new Date(), timeZone: loaded.timeZone, clock: () => performance.now() },
        log,
      );
      await withTenant(db, job.tenantId, async (tx) => {
        await storeResult(tx, job, loaded.run.incidentId, result);
        await finish(tx);
      });
    },
    async giveUp(tx, job, error) {
      const run = await findRun(tx, job.tenantId, job.refId, { forUpdate: true });
      if (run?.status !== 'processing') return;
      await updateRun(tx, job.tenantId, run.id, {
        status: 'failed',
        attempts: job.attempts,
        error: MESSAGES.analysis.failedTryAgain,
        finishedAt: new Date(),
      });
      await updateIncident(tx, job.tenantId, run.incidentId, { analysisStatus: 'failed' });
      await recordAudit(tx, {
        tenantId: job.tenantId,
        actorUserId: null,
        action: 'analysis.failed',
        entityType: 'incident',
        entityId: run.incidentId,
        after: { run_id: run.id, attempts: job.attempts, error },
      });
    },
  };
}

/** The run, its recommendations and the incident's list fields move together or not at all. */
async function storeResult(
  tx: Tx,
  job: ClaimedJob,
  incidentId: string,
  result: AnalysisResult,
): Promise<void> {
  const run = await findRun(tx, job.tenantId, job.refId, { forUpdate: true });
  if (run?.status !== 'processing') return;
  const confidence = result.analysis.ai_scores.confidence_score;
  const finished = { status: 'completed', fallbackGenerated: result.fallback_generated } as const;
  await updateRun(tx, job.tenantId, run.id, {
    ...finished,
    attempts: job.attempts,
    provider: result.provider,
    model: result.model,
    aiConfidenceScore: confidence,
    result,
    error: null,
    finishedAt: new Date(),
  });
  // Decisions stand: a rerun replaces only undecided proposals and does not propose a decided one again.
  await deletePendingRecommendations(tx, job.tenantId, incidentId);
  const decided = await decidedKeys(tx, job.tenantId, incidentId);
  await insertRecommendations(
    tx,
    result.recommendations
      .filter((r) => !decided.has(r.id))
      .map((r, position) => ({
        id: newId(),
        tenantId: job.tenantId,
        incidentId,
        runId: run.id,
        recKey: r.id,
        position,
        title: r.title,
        description: r.description,
        category: r.category,
        priority: r.priority,
        implementationTimeframe: r.implementation_timeframe,
        responsibleRole: r.responsible_role,
        aiConfidenceScore: r.ai_confidence_score,
        controlLevel: r.control_level,
        type: r.type,
        severity: r.severity,
        adminOnlyReason: r.admin_only_reason ?? null,
      })),
  );
  await updateIncident(tx, job.tenantId, incidentId, {
    analysisStatus: analysisStatusOf(finished),
    aiConfidenceScore: confidence,
  });
  await recordAudit(tx, {
    tenantId: job.tenantId,
    actorUserId: null,
    action: 'analysis.completed',
    entityType: 'incident',
    entityId: incidentId,
    after: {
      run_id: run.id,
      provider: result.provider,
      model: result.model,
      fallback_generated: result.fallback_generated,
      ai_confidence_score: confidence,
      recommendations: result.recommendations.length,
    },
  });
}
