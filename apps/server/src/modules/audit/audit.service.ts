import type { AuditEntry, ListAuditQuery, ListAuditResponse } from '@app/contracts';
import { withTenant } from '../../db/client.js';
import { type AdminContext, timeZoneOf } from '../admin/context.js';
import { type AuditRow, listAuditPage } from './audit.repository.js';

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor_user_id: row.actorUserId,
  actor_name: row.actorName,
  action: row.action,
  entity_type: row.entityType,
  entity_id: row.entityId,
  before: row.before,
  after: row.after,
});

/**
 * The audit log, newest first. from/to are whole days in the tenant's own time zone (its setting,
 * else TZ_DEFAULT), as the administrator reads the calendar, not UTC days.
 */
export async function listAudit(ctx: AdminContext, query: ListAuditQuery): Promise<ListAuditResponse> {
  const { tenant, deps } = ctx;
  const { rows, total } = await withTenant(deps.database.db, tenant.id, (tx) =>
    listAuditPage(
      tx,
      tenant.id,
      {
        actorUserId: query.actor,
        entityType: query.entity_type,
        entityId: query.entity_id,
        from: query.from,
        to: query.to,
        timeZone: timeZoneOf(ctx),
      },
      { limit: query.limit, offset: query.offset },
    ),
  );
  return { entries: rows.map(toEntry), total };
}
