import { and, eq, sql } from 'drizzle-orm';
import { type Db, type Executor, queryRows } from '../db/client.js';
import { jobs } from '../db/schema/rca.js';
import { newId } from '../platform/ids.js';

export interface ClaimedJob {
  id: string;
  tenantId: string;
  kind: string;
  refId: string;
  /** Counting this claim: 1 on the first run. */
  attempts: number;
  maxAttempts: number;
  workerId: string;
}

/** The claim lost its lease to another worker; its result must not be committed. */
export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`job ${jobId} is no longer held by this worker`);
  }
}

/** Written in the caller's transaction, so the job exists exactly when the change that needs it does. */
export async function enqueueJob(
  tx: Executor,
  job: { tenantId: string; kind: string; refId: string; maxAttempts: number },
): Promise<string> {
  const id = newId();
  await tx.insert(jobs).values({ id, ...job });
  return id;
}

interface ClaimRow {
  id: string;
  tenant_id: string;
  kind: string;
  ref_id: string;
  attempts: number;
  max_attempts: number;
}

/**
 * Takes the oldest due job, or one whose worker stopped renewing its lease (a crash, a killed
 * server). SKIP LOCKED lets many workers claim at once without waiting on or taking the same row.
 */
export async function claimJob(
  db: Db,
  workerId: string,
  leaseMs: number,
  kinds: readonly string[],
): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null;
  // A worker takes only the kinds it can run: an older worker beside a newer one leaves new kinds alone.
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const [row] = await queryRows<ClaimRow>(
    db,
    sql`update jobs set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
          locked_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
        where id = (
          select id from jobs
          where kind in (${kindList})
            and ((status = 'queued' and run_after <= now())
              or (status = 'running' and locked_until < now()))
          order by run_after, id
          for update skip locked
          limit 1
        )
        returning id, tenant_id, kind, ref_id, attempts, max_attempts`,
  );
  if (!row) return null;
  return {
    id: row.id,
    tenantId: row.tenant_id,
    kind: row.kind,
    refId: row.ref_id,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    workerId,
  };
}

const heldBy = (job: ClaimedJob) =>
  and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.workerId), eq(jobs.status, 'running'));

/** Renews the lease; false when another worker has taken the job over. */
export async function renewLease(db: Db, job: ClaimedJob, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`, updatedAt: sql`now()` })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Marks the job done inside the transaction that stores its result: if the lease was lost the
 * transaction rolls back, so a job's work commits once even when two workers ran it.
 */
export async function finishJob(tx: Executor, job: ClaimedJob): Promise<void> {
  const rows = await tx
    .update(jobs)
    .set({ status: 'done', lockedBy: null, lockedUntil: null, lastError: null, updatedAt: sql`now()` })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  if (rows.length === 0) throw new LeaseLostError(job.id);
}

export async function failJob(tx: Executor, job: ClaimedJob, error: string): Promise<void> {
  const rows = await tx
    .update(jobs)
    .set({ status: 'failed', lockedBy: null, lockedUntil: null, lastError: error, updatedAt: sql`now()` })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  if (rows.length === 0) throw new LeaseLostError(job.id);
}

/** Back in the queue after a delay; false when the lease had already been lost. */
export async function retryJob(db: Db, job: ClaimedJob, error: string, delayMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'queued',
      lockedBy: null,
      lockedUntil: null,
      lastError: error,
      runAfter: sql`now() + ${delayMs} * interval '1 millisecond'`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Gives a held job back untouched (graceful stop): the next claim runs it without counting this one. */
export async function releaseJob(db: Db, job: ClaimedJob): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(job));
}
