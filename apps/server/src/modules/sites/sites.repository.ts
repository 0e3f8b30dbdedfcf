import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { sites, users } from '../../db/schema/users.js';

export async function isActiveSite(tx: Executor, tenantId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.tenantId, tenantId), eq(sites.id, id), eq(sites.isActive, true)))
    .limit(1);
  return row !== undefined;
}

export interface SiteValues {
  venueName: string;
  venueType: string;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string;
  managerUserId: string | null;
}

export interface SiteRow extends SiteValues {
  id: string;
  managerName: string | null;
  userCount: number;
  isActive: boolean;
}

const manager = alias(users, 'manager');

/** Sites with their manager's name and how many active people are assigned to each. */
function selectSites(tx: Executor, tenantId: string) {
  // One grouped pass over the tenant's users instead of a count per site.
  const assigned = tx
    .select({ locationId: users.locationId, n: sql<number>`count(*)::int`.as('n') })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.isActive, true)))
    .groupBy(users.locationId)
    .as('assigned');
  return tx
    .select({
      id: sites.id,
      venueName: sites.venueName,
      venueType: sites.venueType,
      address: sites.address,
      city: sites.city,
      state: sites.state,
      country: sites.country,
      managerUserId: sites.managerUserId,
      managerName: sql<string | null>`nullif(trim(${manager.firstName} || ' ' || ${manager.lastName}), '')`,
      userCount: sql<number>`coalesce(${assigned.n}, 0)`.mapWith(Number),
      isActive: sites.isActive,
    })
    .from(sites)
    .leftJoin(manager, and(eq(manager.tenantId, sites.tenantId), eq(manager.id, sites.managerUserId)))
    .leftJoin(assigned, eq(assigned.locationId, sites.id));
}

export async function listSites(
  tx: Executor,
  tenantId: string,
  options: { includeInactive: boolean },
): Promise<SiteRow[]> {
  const conditions: SQL[] = [eq(sites.tenantId, tenantId)];
  if (!options.includeInactive) conditions.push(eq(sites.isActive, true));
  return selectSites(tx, tenantId)
    .where(and(...conditions))
    .orderBy(sql`lower(${sites.venueName})`, asc(sites.id));
}

export async function findSiteById(tx: Executor, tenantId: string, id: string): Promise<SiteRow | null> {
  const [row] = await selectSites(tx, tenantId)
    .where(and(eq(sites.tenantId, tenantId), eq(sites.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertSite(
  tx: Executor,
  values: SiteValues & { id: string; tenantId: string },
): Promise<void> {
  await tx.insert(sites).values(values);
}

export async function updateSite(
  tx: Executor,
  tenantId: string,
  id: string,
  values: Partial<SiteValues> & { isActive?: boolean },
): Promise<void> {
  await tx
    .update(sites)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(sites.tenantId, tenantId), eq(sites.id, id)));
}
