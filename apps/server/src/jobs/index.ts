import type { FastifyBaseLogger } from 'fastify';
import { ANALYSIS_JOB, type AnalysisJobDeps, analysisJobHandler } from '../modules/rca/analysis.job.js';
import { WEEKLY_JOB, weeklyJobHandler } from '../modules/weekly/weekly.job.js';
import type { Mailer } from '../platform/mailer.js';
import { JobRunner, type RunnerOptions } from './runner.js';

export { JobRunner } from './runner.js';

/** A runner for every job kind the product has, tuned by the JOBS_* settings. */
export function createJobRunner(
  deps: AnalysisJobDeps & { mailer?: Mailer },
  logger: RunnerOptions['logger'] & Pick<FastifyBaseLogger, 'warn'>,
  overrides: Partial<RunnerOptions> = {},
): JobRunner {
  return new JobRunner(
    deps.database.db,
    {
      [ANALYSIS_JOB]: analysisJobHandler(deps, logger),
      // The Monday report sends e-mail: a runner without a mailer leaves those jobs to one with it.
      ...(deps.mailer ? { [WEEKLY_JOB]: weeklyJobHandler({ ...deps, mailer: deps.mailer }) } : {}),
    },
    {
      leaseMs: deps.config.JOBS_LEASE_MS,
      busyPollMs: deps.config.JOBS_POLL_BUSY_MS,
      idlePollMs: deps.config.JOBS_POLL_IDLE_MS,
      logger,
      ...overrides,
    },
  );
}
