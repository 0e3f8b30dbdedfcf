import { type ListOutboxResponse, MESSAGES, type OutboxMessage } from '@app/contracts';
import { withTenant } from '../../db/client.js';
import type { Principal } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { type AdminContext, auditChange } from '../admin/context.js';
import {
  findOutboxMessage,
  listOutboxPage,
  type OutboxRow,
  resetOutboxAttempts,
} from './outbox.repository.js';

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

export async function listOutbox(
  ctx: AdminContext,
  query: { status?: OutboxMessage['status'] | undefined; limit: number; offset: number },
): Promise<ListOutboxResponse> {
  const { tenant, deps } = ctx;
  const { rows, total } = await withTenant(deps.database.db, tenant.id, (tx) =>
    listOutboxPage(tx, tenant.id, { status: query.status }, { limit: query.limit, offset: query.offset }),
  );
  return { messages: rows.map(toMessage), total };
}

/**
 * Sends an unsent message again: the mailer gives up after a few attempts, so the count starts
 * over and delivery is kicked after commit. A sent message is never sent twice.
 */
export async function retryOutboxMessage(
  ctx: AdminContext,
  principal: Principal,
  id: string,
): Promise<OutboxMessage> {
  const { tenant, deps } = ctx;
  const row = await withTenant(deps.database.db, tenant.id, async (tx) => {
    const current = await findOutboxMessage(tx, tenant.id, id, { forUpdate: true });
    if (!current) throw notFound('Message not found');
    if (current.sentAt) throw new AppError('INVALID_STATE', MESSAGES.admin.outboxNotFailed);
    await resetOutboxAttempts(tx, tenant.id, id);
    await auditChange(tx, ctx, principal, {
      action: 'outbox.retried',
      entityType: 'outbox',
      entityId: id,
      before: { attempts: current.attempts, error: current.error },
      after: { attempts: 0, error: null },
    });
    return (await findOutboxMessage(tx, tenant.id, id)) ?? current;
  });
  deps.mailer.kick(tenant.id);
  return toMessage(row);
}
