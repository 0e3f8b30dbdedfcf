import {
  DEFAULT_LIST_STATUSES,
  type Draft,
  INCIDENT_STATUSES,
  type IncidentDetail,
  type IncidentFields,
  type IncidentListItem,
  type IncidentStatus,
  type ListIncidentsQuerySchema,
  type ManagerStats,
  MESSAGES,
  type PendingIncident,
  SEVERITIES,
} from '@app/contracts';
import type { z } from 'zod';
import { type Tx, withTenant } from '../../db/client.js';
import type { Principal } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { localDate } from '../../platform/zoned-time.js';
import { type AdminContext, auditChange, timeZoneOf } from '../admin/context.js';
import { checkLocation, fieldValues, notifiabilityOf } from './incident-fields.js';
import { toDetail, toListItem, toPending } from './incident-view.js';
import {
  countByStatusAndSeverity,
  findIncident,
  type IncidentRow,
  insertEvent,
  insertIncident,
  listDrafts,
  listEvents,
  listIncidentsPage,
  listPending,
  listReporters,
  nextIncidentSequence,
  type Viewer,
} from './incidents.repository.js';

export type IncidentContext = AdminContext;
export const viewerOf = (p: Principal): Viewer => ({ userId: p.userId, role: p.role });

/** Not visible is 404, never 403: whether an incident exists is itself information (DESIGN section 6). */
export async function requireVisible(
  tx: Tx,
  ctx: IncidentContext,
  principal: Principal,
  id: string,
): Promise<IncidentRow> {
  const row = await findIncident(tx, ctx.tenant.id, id, viewerOf(principal), { forUpdate: true });
  if (!row) throw notFound(MESSAGES.incident.notFound);
  return row;
}

export async function reload(tx: Tx, ctx: IncidentContext, principal: Principal, id: string) {
  const row = await findIncident(tx, ctx.tenant.id, id, { userId: principal.userId, role: 'ADMIN' });
  if (!row) throw notFound(MESSAGES.incident.notFound);
  return row;
}

/** One audit row and one history row, in the change's own transaction. */
export async function recordChange(
  tx: Tx,
  ctx: IncidentContext,
  principal: Principal,
  change: {
    action: string;
    incidentId: string;
    before: unknown;
    after: unknown;
    event: { kind: 'comment' | 'approval' | 'returned' | 'status'; body: string; from?: string; to?: string };
  },
): Promise<void> {
  await insertEvent(tx, {
    id: newId(),
    tenantId: ctx.tenant.id,
    incidentId: change.incidentId,
    actorUserId: principal.userId,
    kind: change.event.kind,
    body: change.event.body,
    fromStatus: change.event.from ?? null,
    toStatus: change.event.to ?? null,
  });
  await auditChange(tx, ctx, principal, {
    action: change.action,
    entityType: 'incident',
    entityId: change.incidentId,
    before: change.before,
    after: change.after,
  });
}

/** `INC-{year}-{6 digits}`, numbered per tenant and year in the tenant's time zone. */
export async function allocateIncidentNumber(tx: Tx, tenantId: string, timeZone: string): Promise<string> {
  const year = Number(localDate(new Date(), timeZone).slice(0, 4));
  const sequence = await nextIncidentSequence(tx, tenantId, year);
  return `INC-${year}-${String(sequence).padStart(6, '0')}`;
}

/** A new DRAFT owned by the caller; the chat creates drafts through this same function. */
export async function createIncident(
  ctx: IncidentContext,
  principal: Principal,
  fields: IncidentFields,
): Promise<IncidentDetail> {
  const { tenant, deps } = ctx;
  const timeZone = timeZoneOf(ctx);
  return withTenant(deps.database.db, tenant.id, async (tx) => {
    const locationId = fields.location_id ?? principal.locationId;
    if (fields.location_id) await checkLocation(tx, tenant.id, fields.location_id);
    const id = newId();
    await insertIncident(tx, {
      id,
      tenantId: tenant.id,
      incidentNumber: await allocateIncidentNumber(tx, tenant.id, timeZone),
      reporterUserId: principal.userId,
      status: 'DRAFT',
      ...fieldValues(fields),
      locationId: locationId ?? null,
      ...notifiabilityOf(fields),
    });
    const detail = toDetail(await reload(tx, ctx, principal, id), viewerOf(principal), timeZone);
    await recordChange(tx, ctx, principal, {
      action: 'incident.created',
      incidentId: id,
      before: null,
      after: detail,
      event: { kind: 'status', body: 'Draft created', to: 'DRAFT' },
    });
    return detail;
  });
}

export async function getIncident(ctx: IncidentContext, principal: Principal, id: string) {
  return withTenant(ctx.deps.database.db, ctx.tenant.id, async (tx) => {
    const row = await findIncident(tx, ctx.tenant.id, id, viewerOf(principal));
    if (!row) throw notFound(MESSAGES.incident.notFound);
    return toDetail(row, viewerOf(principal), timeZoneOf(ctx));
  });
}

export async function getComments(ctx: IncidentContext, principal: Principal, id: string) {
  return withTenant(ctx.deps.database.db, ctx.tenant.id, async (tx) => {
    const row = await findIncident(tx, ctx.tenant.id, id, viewerOf(principal));
    if (!row) throw notFound(MESSAGES.incident.notFound);
    const events = await listEvents(tx, ctx.tenant.id, id);
    return events.map((e) => ({
      id: e.id,
      author_name: e.authorName,
      body: e.body,
      kind: e.kind as 'comment' | 'approval' | 'returned' | 'status',
      created_at: e.createdAt.toISOString(),
    }));
  });
}

export type ListQuery = z.output<typeof ListIncidentsQuerySchema>;

export async function listIncidents(
  ctx: IncidentContext,
  principal: Principal,
  query: ListQuery,
): Promise<{ incidents: IncidentListItem[]; total: number }> {
  const statuses: readonly IncidentStatus[] = query.status.length > 0 ? query.status : DEFAULT_LIST_STATUSES;
  const { rows, total } = await withTenant(ctx.deps.database.db, ctx.tenant.id, (tx) =>
    listIncidentsPage(
      tx,
      ctx.tenant.id,
      viewerOf(principal),
      {
        statuses,
        severities: query.severity,
        reportTypes: query.report_type,
        reporterId: query.reporter,
        search: query.search || undefined,
        direction: query.sort_direction,
      },
      { limit: query.limit, offset: query.offset },
    ),
  );
  return { incidents: rows.map(toListItem), total };
}

export async function pendingIncidents(ctx: IncidentContext): Promise<PendingIncident[]> {
  const rows = await withTenant(ctx.deps.database.db, ctx.tenant.id, (tx) => listPending(tx, ctx.tenant.id));
  const now = new Date();
  return rows.map((r) => toPending(r, now));
}

/** Dashboard counts; drafts are nobody's business but their reporter's, so none are counted. */
export async function managerStats(ctx: IncidentContext): Promise<ManagerStats> {
  const groups = await withTenant(ctx.deps.database.db, ctx.tenant.id, (tx) =>
    countByStatusAndSeverity(tx, ctx.tenant.id),
  );
  const sum = (pick: (g: (typeof groups)[number]) => boolean) =>
    groups.filter(pick).reduce((n, g) => n + g.n, 0);
  return {
    total_incidents: sum(() => true),
    pending_review: sum((g) => g.status === 'SUBMITTED' || g.status === 'UNDER_REVIEW'),
    by_severity: SEVERITIES.map((severity) => ({ severity, count: sum((g) => g.severity === severity) })),
    by_status: INCIDENT_STATUSES.filter((s) => s !== 'DRAFT').map((status) => ({
      status,
      count: sum((g) => g.status === status),
    })),
  };
}

/** A person's own drafts only: someone else's list is refused outright (the route names the user). */
export async function userDrafts(
  ctx: IncidentContext,
  principal: Principal,
  userId: string,
): Promise<Draft[]> {
  if (userId !== principal.userId) throw forbidden();
  const rows = await withTenant(ctx.deps.database.db, ctx.tenant.id, (tx) =>
    listDrafts(tx, ctx.tenant.id, userId),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    report_type: r.reportType as Draft['report_type'],
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function reporters(ctx: IncidentContext) {
  const rows = await withTenant(ctx.deps.database.db, ctx.tenant.id, (tx) =>
    listReporters(tx, ctx.tenant.id),
  );
  return rows
    .map((r) => ({ id: r.id, name: r.name ?? r.email }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
}
