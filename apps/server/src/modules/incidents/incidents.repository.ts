import type { IncidentStatus, Role } from '@app/contracts';
import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.js';
import { incidentCounters, incidentEvents, incidents } from '../../db/schema/incidents.js';
import { sites, users } from '../../db/schema/users.js';

export type IncidentRow = typeof incidents.$inferSelect & {
  reporterName: string | null;
  locationName: string | null;
};
export type IncidentInsert = typeof incidents.$inferInsert;
export type IncidentChanges = Partial<Omit<IncidentInsert, 'id' | 'tenantId' | 'incidentNumber'>>;

const reporter = alias(users, 'reporter');
const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;

/** Who is asking: role and id decide visibility (DESIGN section 6). */
export interface Viewer {
  userId: string;
  role: Role;
}

/**
 * DESIGN section 6: STAFF see what they reported; MANAGER and ADMIN everything; INVESTIGATOR and
 * INSURER non-drafts. A draft is its reporter's (and ADMIN's) only.
 */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.role === 'ADMIN') return undefined;
  if (viewer.role === 'STAFF') return eq(incidents.reporterUserId, viewer.userId);
  return or(ne(incidents.status, 'DRAFT'), eq(incidents.reporterUserId, viewer.userId));
}

function selectIncidents(tx: Executor) {
  return tx
    .select({
      incident: incidents,
      reporterName: fullName(reporter),
      locationName: sites.venueName,
    })
    .from(incidents)
    .leftJoin(
      reporter,
      and(eq(reporter.tenantId, incidents.tenantId), eq(reporter.id, incidents.reporterUserId)),
    )
    .leftJoin(sites, and(eq(sites.tenantId, incidents.tenantId), eq(sites.id, incidents.locationId)));
}

type Selected = {
  incident: typeof incidents.$inferSelect;
  reporterName: string | null;
  locationName: string | null;
};
const flatten = (r: Selected): IncidentRow => ({
  ...r.incident,
  reporterName: r.reporterName,
  locationName: r.locationName,
});

export async function findIncident(
  tx: Executor,
  tenantId: string,
  id: string,
  viewer: Viewer,
  options: { forUpdate?: boolean } = {},
): Promise<IncidentRow | null> {
  const query = selectIncidents(tx)
    .where(and(eq(incidents.tenantId, tenantId), eq(incidents.id, id), visibleTo(viewer)))
    .limit(1);
  // Row lock on the incident only: two managers acting at once are serialised, not lost.
  const [row] = options.forUpdate ? await query.for('update', { of: incidents }) : await query;
  return row ? flatten(row) : null;
}

/** Per tenant and year; the upsert's row lock makes concurrent allocations wait, never collide. */
export async function nextIncidentSequence(tx: Executor, tenantId: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(incidentCounters)
    .values({ tenantId, year, last: 1 })
    .onConflictDoUpdate({
      target: [incidentCounters.tenantId, incidentCounters.year],
      set: { last: sql`${incidentCounters.last} + 1` },
    })
    .returning({ last: incidentCounters.last });
  if (!row) throw new Error('incident counter upsert returned no row');
  return row.last;
}

export async function insertIncident(tx: Executor, values: IncidentInsert): Promise<void> {
  await tx.insert(incidents).values(values);
}

export async function updateIncident(
  tx: Executor,
  tenantId: string,
  id: string,
  changes: IncidentChanges,
): Promise<void> {
  await tx
    .update(incidents)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(incidents.tenantId, tenantId), eq(incidents.id, id)));
}

export async function insertEvent(tx: Executor, values: typeof incidentEvents.$inferInsert): Promise<void> {
  await tx.insert(incidentEvents).values(values);
}

export async function listEvents(tx: Executor, tenantId: string, incidentId: string) {
  const author = alias(users, 'author');
  return tx
    .select({
      id: incidentEvents.id,
      authorName: fullName(author),
      body: incidentEvents.body,
      kind: incidentEvents.kind,
      createdAt: incidentEvents.createdAt,
    })
    .from(incidentEvents)
    .leftJoin(
      author,
      and(eq(author.tenantId, incidentEvents.tenantId), eq(author.id, incidentEvents.actorUserId)),
    )
    .where(and(eq(incidentEvents.tenantId, tenantId), eq(incidentEvents.incidentId, incidentId)))
    .orderBy(asc(incidentEvents.createdAt), asc(incidentEvents.id));
}

export interface ListFilters {
  statuses: readonly IncidentStatus[];
  severities: readonly string[];
  reportTypes: readonly string[];
  reporterId?: string | undefined;
  search?: string | undefined;
  direction: 'asc' | 'desc';
}

/**
 * The filters of the list, on incidents' own columns only (no joins), so paging and counting can be
 * index-only scans of incidents_tenant_list_idx / incidents_tenant_reporter_list_idx (migration 0005).
 * Search goes through incident_search_ids(): under row-level security ILIKE is not leakproof and
 * could never use a trigram index (DESIGN section 6). The function is given the transaction's own
 * tenant (the setting withTenant made), never a client value, and refuses any other.
 */
function listWhere(
  tenantId: string,
  viewer: Viewer,
  f: ListFilters & { searchIds?: readonly string[] },
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(incidents.tenantId, tenantId),
    visibleTo(viewer),
    // The list never shows another person's draft, not even to ADMIN (it is not theirs to manage).
    or(ne(incidents.status, 'DRAFT'), eq(incidents.reporterUserId, viewer.userId)),
  ];
  if (f.statuses.length > 0) conditions.push(inArray(incidents.status, [...f.statuses]));
  if (f.severities.length > 0) conditions.push(inArray(incidents.severity, [...f.severities]));
  if (f.reportTypes.length > 0) conditions.push(inArray(incidents.reportType, [...f.reportTypes]));
  if (f.reporterId) conditions.push(eq(incidents.reporterUserId, f.reporterId));
  // The ids incident_search_ids() matched, as one uuid[] literal (uuids need no quoting).
  if (f.searchIds) conditions.push(sql`${incidents.id} = any(${`{${f.searchIds.join(',')}}`}::uuid[])`);
  return and(...conditions);
}

/** Spec 02 section 9 / DESIGN section 12: filtering and paging in SQL, with the total. */
export async function listIncidentsPage(
  tx: Executor,
  tenantId: string,
  viewer: Viewer,
  filters: ListFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: IncidentRow[]; total: number }> {
  // Search runs once per request (not once for the page and again for the total).
  let searchIds: string[] | undefined;
  if (filters.search) {
    const matched = await queryRows<{ id: string }>(
      tx,
      sql`select m.id from incident_search_ids(nullif(current_setting('app.tenant_id', true), '')::uuid, ${filters.search}) as m(id)`,
    );
    if (matched.length === 0) return { rows: [], total: 0 };
    searchIds = matched.map((m) => m.id);
  }
  const where = listWhere(tenantId, viewer, { ...filters, searchIds });
  const order = filters.direction === 'asc' ? asc : desc;
  // Deferred join: the page's ids come from the covering index (a deep offset skips index entries,
  // not heap rows), then only those rows are read and joined to their reporter and location.
  const pageIds = tx
    .select({ id: incidents.id })
    .from(incidents)
    .where(where)
    .orderBy(order(incidents.createdAt), order(incidents.id))
    .limit(page.limit)
    .offset(page.offset);
  const rows = await selectIncidents(tx)
    .where(and(eq(incidents.tenantId, tenantId), inArray(incidents.id, pageIds)))
    .orderBy(order(incidents.createdAt), order(incidents.id));
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(incidents).where(where);
  return { rows: rows.map(flatten), total: count?.n ?? 0 };
}

/** Spec 02 section 4: notifiable first (s38 "immediately"), then severity, then oldest first. */
export async function listPending(tx: Executor, tenantId: string): Promise<IncidentRow[]> {
  const rows = await selectIncidents(tx)
    .where(and(eq(incidents.tenantId, tenantId), inArray(incidents.status, ['SUBMITTED', 'UNDER_REVIEW'])))
    .orderBy(
      sql`case ${incidents.notifiable} when 'yes' then 0 when 'possible' then 0 else 1 end`,
      sql`case ${incidents.severity} when 'CRITICAL' then 0 when 'HIGH' then 1 when 'MEDIUM' then 2 else 3 end`,
      asc(incidents.createdAt),
      asc(incidents.id),
    );
  return rows.map(flatten);
}

/** Counts by status and severity of every non-draft incident, in one grouped pass. */
export async function countByStatusAndSeverity(tx: Executor, tenantId: string) {
  return tx
    .select({ status: incidents.status, severity: incidents.severity, n: sql<number>`count(*)::int` })
    .from(incidents)
    .where(and(eq(incidents.tenantId, tenantId), ne(incidents.status, 'DRAFT')))
    .groupBy(incidents.status, incidents.severity);
}

export async function listDrafts(tx: Executor, tenantId: string, userId: string) {
  return tx
    .select({
      id: incidents.id,
      title: incidents.title,
      reportType: incidents.reportType,
      createdAt: incidents.createdAt,
      updatedAt: incidents.updatedAt,
    })
    .from(incidents)
    .where(
      and(
        eq(incidents.tenantId, tenantId),
        eq(incidents.reporterUserId, userId),
        eq(incidents.status, 'DRAFT'),
      ),
    )
    .orderBy(desc(incidents.updatedAt), desc(incidents.id));
}

export async function listReporters(tx: Executor, tenantId: string) {
  return tx
    .selectDistinct({ id: users.id, name: fullName(users), email: users.email })
    .from(incidents)
    .innerJoin(users, and(eq(users.tenantId, incidents.tenantId), eq(users.id, incidents.reporterUserId)))
    .where(and(eq(incidents.tenantId, tenantId), ne(incidents.status, 'DRAFT')));
}

export async function countIncidents(tx: Executor, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(incidents)
    .where(eq(incidents.tenantId, tenantId));
  return row?.n ?? 0;
}
