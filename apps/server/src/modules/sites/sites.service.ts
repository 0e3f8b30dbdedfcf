import { MESSAGES, type Site, type SiteInputSchema } from '@app/contracts';
import type { z } from 'zod';
import { type Tx, withTenant } from '../../db/client.js';
import type { Principal } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { type AdminContext, auditChange } from '../admin/context.js';
import { findActiveUserRole } from '../users/users.repository.js';
import {
  findSiteById,
  insertSite,
  listSites as listSiteRows,
  type SiteRow,
  type SiteValues,
  updateSite as updateSiteRow,
} from './sites.repository.js';

/** The body after the contract's normalisation (trimmed, empty to null, country defaulted). */
export type SiteBody = z.output<typeof SiteInputSchema>;

export function toSite(row: SiteRow): Site {
  return {
    id: row.id,
    venue_name: row.venueName,
    venue_type: row.venueType as Site['venue_type'],
    address: row.address,
    city: row.city,
    state: row.state as Site['state'],
    country: row.country,
    manager_user_id: row.managerUserId,
    manager_name: row.managerName,
    user_count: row.userCount,
    is_active: row.isActive,
  };
}

const valuesOf = (body: SiteBody): SiteValues => ({
  venueName: body.venue_name,
  venueType: body.venue_type,
  address: body.address,
  city: body.city,
  state: body.state,
  country: body.country,
  managerUserId: body.manager_user_id,
});

/** Spec 01 section 6: only administrators see deactivated sites, and only when they ask. */
export async function listSites(
  ctx: AdminContext,
  principal: Principal,
  query: { include_inactive: boolean },
): Promise<Site[]> {
  const includeInactive = query.include_inactive && principal.role === 'ADMIN';
  const rows = await withTenant(ctx.deps.database.db, ctx.tenant.id, (tx) =>
    listSiteRows(tx, ctx.tenant.id, { includeInactive }),
  );
  return rows.map(toSite);
}

async function requireManager(tx: Tx, tenantId: string, userId: string): Promise<void> {
  const role = await findActiveUserRole(tx, tenantId, userId);
  if (role !== 'MANAGER' && role !== 'ADMIN') {
    throw new AppError('VALIDATION_FAILED', MESSAGES.sites.managerMustBeManager, [
      { field: 'manager_user_id', message: MESSAGES.sites.managerMustBeManager },
    ]);
  }
}

async function requireSite(tx: Tx, tenantId: string, id: string): Promise<SiteRow> {
  const site = await findSiteById(tx, tenantId, id);
  if (!site) throw notFound(MESSAGES.sites.notFound);
  return site;
}

export async function createSite(ctx: AdminContext, principal: Principal, body: SiteBody): Promise<Site> {
  const { tenant, deps } = ctx;
  return withTenant(deps.database.db, tenant.id, async (tx) => {
    if (body.manager_user_id) await requireManager(tx, tenant.id, body.manager_user_id);
    const id = newId();
    await insertSite(tx, { id, tenantId: tenant.id, ...valuesOf(body) });
    const site = toSite(await requireSite(tx, tenant.id, id));
    await auditChange(tx, ctx, principal, {
      action: 'site.created',
      entityType: 'site',
      entityId: id,
      before: null,
      after: site,
    });
    return site;
  });
}

export async function updateSite(
  ctx: AdminContext,
  principal: Principal,
  id: string,
  body: SiteBody,
): Promise<Site> {
  const { tenant, deps } = ctx;
  return withTenant(deps.database.db, tenant.id, async (tx) => {
    const current = await requireSite(tx, tenant.id, id);
    // Only a newly chosen manager is checked: editing the address of a site whose manager has
    // since left must not force choosing a new manager in the same step.
    if (body.manager_user_id && body.manager_user_id !== current.managerUserId) {
      await requireManager(tx, tenant.id, body.manager_user_id);
    }
    const reactivate = body.is_active === true ? { isActive: true } : {};
    await updateSiteRow(tx, tenant.id, id, { ...valuesOf(body), ...reactivate });
    const site = toSite(await requireSite(tx, tenant.id, id));
    await auditChange(tx, ctx, principal, {
      action: 'site.updated',
      entityType: 'site',
      entityId: id,
      before: toSite(current),
      after: site,
    });
    return site;
  });
}

/**
 * Spec 01 "Sites": Deactivate is a soft delete. The row stays so incidents, invitations and people
 * keep pointing at it; it leaves the default list and can no longer be chosen.
 */
export async function deactivateSite(ctx: AdminContext, principal: Principal, id: string): Promise<void> {
  const { tenant, deps } = ctx;
  await withTenant(deps.database.db, tenant.id, async (tx) => {
    const current = await requireSite(tx, tenant.id, id);
    if (!current.isActive) return;
    await updateSiteRow(tx, tenant.id, id, { isActive: false });
    await auditChange(tx, ctx, principal, {
      action: 'site.deactivated',
      entityType: 'site',
      entityId: id,
      before: { is_active: true },
      after: { is_active: false },
    });
  });
}
