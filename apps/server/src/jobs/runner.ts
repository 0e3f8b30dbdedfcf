import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, type Executor, type Tx, withTenant } from '../db/client.js';
import { randomToken } from '../platform/ids.js';
import {
  type ClaimedJob,
  claimJob,
  failJob,
  finishJob,
  LeaseLostError,
  releaseJob,
  renewLease,
  retryJob,
} from './queue.js';
import { onJobEnqueued } from './signal.js';

export interface JobHandler {
  /** Does the work; must call `finish(tx)` inside the transaction that stores the result. */
  run(job: ClaimedJob, finish: (tx: Executor) => Promise<void>): Promise<void>;
  /** After the last attempt, in the transaction that marks the job failed: tell the user. */
  giveUp(tx: Tx, job: ClaimedJob, error: string): Promise<void>;
}

export interface RunnerOptions {
  leaseMs: number;
  /** Pause after a job before claiming the next; idle is the poll interval when the queue is empty. */
  busyPollMs: number;
  idlePollMs: number;
  retryDelayMs?: (attempt: number) => number;
  workerId?: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const errorText = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause)).slice(0, 1000);
const defaultRetryDelay = (attempt: number) => Math.min(30_000, 1_000 * 2 ** (attempt - 1));

/**
 * Claims jobs from the database one at a time and runs them. Several runners (threads of one
 * process or many processes) share one queue safely: a claim is a row lock plus a lease that a
 * heartbeat renews; a job whose lease lapses is reclaimed and, within max_attempts, run again.
 */
export class JobRunner {
  readonly workerId: string;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private woken = false;
  private wakeSleeper: (() => void) | null = null;
  private current: ClaimedJob | null = null;
  private unsubscribe: () => void = () => {};
  /** Jobs this runner finished (done or failed for good); the figures script reads it. */
  completed = 0;

  constructor(
    private readonly db: Db,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    private readonly options: RunnerOptions,
  ) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomToken(4)}`;
  }

  start(): this {
    if (this.loop) return this;
    this.stopping = false;
    this.unsubscribe = onJobEnqueued(this.db, () => this.wake());
    this.loop = this.runLoop();
    return this;
  }

  wake(): void {
    this.woken = true;
    this.wakeSleeper?.();
  }

  /** Lets the current job finish; after `graceMs` it is handed back to the queue instead. */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.loop) return;
    this.stopping = true;
    this.unsubscribe();
    this.wake();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      this.loop.then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), graceMs);
      }),
    ]);
    clearTimeout(timer);
    if (timedOut && this.current) await releaseJob(this.db, this.current).catch(() => undefined);
    this.loop = null;
  }

  /** Claims and runs one job; false when none was due. Tests drive a runner with it step by step. */
  async runOnce(): Promise<boolean> {
    const job = await claimJob(this.db, this.workerId, this.options.leaseMs, Object.keys(this.handlers));
    if (!job) return false;
    this.current = job;
    try {
      await this.execute(job);
    } finally {
      this.current = null;
    }
    return true;
  }

  private async runLoop(): Promise<void> {
    while (!this.stopping) {
      let worked = false;
      try {
        worked = await this.runOnce();
      } catch (cause) {
        // The database may be briefly unreachable; the next poll tries again.
        this.options.logger.warn({ err: errorText(cause), worker: this.workerId }, 'job poll failed');
      }
      if (this.stopping) break;
      await this.sleep(worked ? this.options.busyPollMs : this.options.idlePollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken || ms <= 0) {
      this.woken = false;
      return new Promise((resolve) => setImmediate(resolve));
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeSleeper = null;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeSleeper = done;
    });
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const handler = this.handlers[job.kind];
    if (!handler) return this.giveUp(job, undefined, `no handler for job kind ${job.kind}`);
    // A worker died holding it on its last attempt: running it again would exceed max_attempts.
    if (job.attempts > job.maxAttempts) return this.giveUp(job, handler, 'the worker running it stopped');
    const heartbeat = setInterval(
      () => void renewLease(this.db, job, this.options.leaseMs).catch(() => undefined),
      Math.max(100, Math.floor(this.options.leaseMs / 3)),
    );
    try {
      await handler.run(job, (tx) => finishJob(tx, job));
      this.completed++;
    } catch (cause) {
      if (cause instanceof LeaseLostError) {
        this.options.logger.warn({ job: job.id, worker: this.workerId }, 'job lease lost; result discarded');
        return;
      }
      const error = errorText(cause);
      if (job.attempts < job.maxAttempts) {
        const delay = (this.options.retryDelayMs ?? defaultRetryDelay)(job.attempts);
        this.options.logger.warn(
          { job: job.id, kind: job.kind, attempt: job.attempts, error },
          'job failed; retrying',
        );
        await retryJob(this.db, job, error, delay);
      } else {
        await this.giveUp(job, handler, error);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async giveUp(job: ClaimedJob, handler: JobHandler | undefined, error: string): Promise<void> {
    this.options.logger.error(
      { job: job.id, kind: job.kind, attempts: job.attempts, error },
      'job failed for good',
    );
    try {
      await withTenant(this.db, job.tenantId, async (tx) => {
        await failJob(tx, job, error);
        await handler?.giveUp(tx, job, error);
      });
      this.completed++;
    } catch (cause) {
      if (!(cause instanceof LeaseLostError)) throw cause;
    }
  }
}
