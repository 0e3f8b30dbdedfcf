import type { FastifyBaseLogger } from 'fastify';
import { ANALYSIS_JOB, type AnalysisJobDeps, analysisJobHandler } from '../modules/rca/analysis.job.js';
import { JobRunner, type RunnerOptions } from './runner.js';

export { JobRunner } from './runner.js';

/** A runner for every job kind the product has, tuned by the JOBS_* settings. */
export function createJobRunner(
  deps: AnalysisJobDeps,
  logger: RunnerOptions['logger'] & Pick<FastifyBaseLogger, 'warn'>,
  overrides: Partial<RunnerOptions> = {},
): JobRunner {
  return new JobRunner(
    deps.database.db,
    { [ANALYSIS_JOB]: analysisJobHandler(deps, logger) },
    {
      leaseMs: deps.config.JOBS_LEASE_MS,
      busyPollMs: deps.config.JOBS_POLL_BUSY_MS,
      idlePollMs: deps.config.JOBS_POLL_IDLE_MS,
      logger,
      ...overrides,
    },
  );
}
