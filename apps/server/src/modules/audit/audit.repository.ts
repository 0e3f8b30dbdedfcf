import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/ops.js';
import { users } from '../../db/schema/users.js';

export interface AuditFilters {
  actorUserId?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** Calendar days (YYYY-MM-DD), both inclusive, read in timeZone. */
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
}

export interface AuditRow {
  id: number;
  at: Date;
  actorUserId: string | null;
  actorName: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

function auditFilter(tenantId: string, f: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [eq(auditLog.tenantId, tenantId)];
  if (f.actorUserId) conditions.push(eq(auditLog.actorUserId, f.actorUserId));
  if (f.entityType) conditions.push(eq(auditLog.entityType, f.entityType));
  if (f.entityId) conditions.push(eq(auditLog.entityId, f.entityId));
  // A day starts at local midnight in the tenant's zone: 'timestamp at time zone' turns that wall
  // clock into an instant, so the range is a plain comparison the (tenant_id, at) index serves.
  if (f.from) {
    conditions.push(sql`${auditLog.at} >= (${f.from}::date::timestamp at time zone ${f.timeZone})`);
  }
  if (f.to) {
    conditions.push(sql`${auditLog.at} < ((${f.to}::date + 1)::timestamp at time zone ${f.timeZone})`);
  }
  return and(...conditions);
}

/** Newest first, with the actor's name (a deleted or system actor reads null). */
export async function listAuditPage(
  tx: Executor,
  tenantId: string,
  filters: AuditFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = auditFilter(tenantId, filters);
  const rows = await tx
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorUserId: auditLog.actorUserId,
      actorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, and(eq(users.tenantId, auditLog.tenantId), eq(users.id, auditLog.actorUserId)))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where);
  return { rows, total: count?.n ?? 0 };
}
