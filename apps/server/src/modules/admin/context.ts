import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AppDeps, Principal, Tenant } from '../../platform/context.js';

/** What every administration service needs from the request; services never see the request itself. */
export interface AdminContext {
  deps: AppDeps;
  tenant: Tenant;
  requestId: string;
}

export function adminContext(deps: AppDeps, request: FastifyRequest): AdminContext {
  return { deps, tenant: request.tenant, requestId: request.id };
}

/** The tenant's time zone: its own setting, else the deployment default (DESIGN section 4). */
export function timeZoneOf(ctx: AdminContext): string {
  return ctx.tenant.settings.timeZone ?? ctx.deps.config.TZ_DEFAULT;
}

/** One audit row for an administrative change, written in the change's own transaction. */
export function auditChange(
  tx: Tx,
  ctx: AdminContext,
  principal: Principal,
  entry: { action: string; entityType: string; entityId: string; before: unknown; after: unknown },
): Promise<void> {
  return recordAudit(tx, {
    tenantId: ctx.tenant.id,
    actorUserId: principal.userId,
    requestId: ctx.requestId,
    ...entry,
  });
}
