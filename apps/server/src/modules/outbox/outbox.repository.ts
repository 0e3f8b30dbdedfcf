import type { OutboxMessage } from '@app/contracts';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outbox } from '../../db/schema/ops.js';

type OutboxStatus = OutboxMessage['status'];

export interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: OutboxStatus;
  attempts: number;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** The status is derived, never stored: sent once delivered, failed after an error, else pending. */
const statusSql = sql<OutboxStatus>`case when ${outbox.sentAt} is not null then 'sent' when ${outbox.error} is not null then 'failed' else 'pending' end`;

const STATUS_FILTER: Record<OutboxStatus, SQL | undefined> = {
  sent: isNotNull(outbox.sentAt),
  failed: and(isNull(outbox.sentAt), isNotNull(outbox.error)),
  pending: and(isNull(outbox.sentAt), isNull(outbox.error)),
};

function selectMessages(tx: Executor) {
  // The body is left out: the list is for following delivery, not for reading people's mail.
  return tx
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      kind: outbox.kind,
      status: statusSql,
      attempts: outbox.attempts,
      error: outbox.error,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox);
}

export async function listOutboxPage(
  tx: Executor,
  tenantId: string,
  filters: { status?: OutboxStatus | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = and(
    eq(outbox.tenantId, tenantId),
    filters.status ? STATUS_FILTER[filters.status] : undefined,
  );
  const rows = await selectMessages(tx)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(outbox).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** forUpdate holds the row so a retry and a delivery in flight do not overwrite each other. */
export async function findOutboxMessage(
  tx: Executor,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<OutboxRow | null> {
  const query = selectMessages(tx)
    .where(and(eq(outbox.tenantId, tenantId), eq(outbox.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** A fresh start: the mailer picks up unsent rows with attempts below its limit. */
export async function resetOutboxAttempts(tx: Executor, tenantId: string, id: string): Promise<void> {
  await tx
    .update(outbox)
    .set({ attempts: 0, error: null })
    .where(and(eq(outbox.tenantId, tenantId), eq(outbox.id, id), isNull(outbox.sentAt)));
}
