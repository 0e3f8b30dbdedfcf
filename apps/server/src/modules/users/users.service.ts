import {
  type AdminUser,
  type ListUsersQuery,
  type ListUsersResponse,
  MESSAGES,
  type UpdateUserBody,
} from '@app/contracts';
import { withTenant } from '../../db/client.js';
import type { Principal } from '../../platform/context.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { type AdminContext, auditChange } from '../admin/context.js';
import { revokeUserSessions } from '../auth/sessions.repository.js';
import { isActiveSite } from '../sites/sites.repository.js';
import {
  type AdminUserRow,
  findAdminUserById,
  listUsersPage,
  lockActiveAdminIds,
  updateUserAccess,
} from './users.repository.js';

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: row.role,
    location_id: row.locationId,
    location_name: row.locationName,
    is_active: row.isActive,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

export async function listUsers(ctx: AdminContext, query: ListUsersQuery): Promise<ListUsersResponse> {
  const { tenant, deps } = ctx;
  const { rows, total } = await withTenant(deps.database.db, tenant.id, (tx) =>
    listUsersPage(
      tx,
      tenant.id,
      { search: query.search, role: query.role, status: query.status },
      { limit: query.limit, offset: query.offset },
    ),
  );
  return { users: rows.map(toAdminUser), total };
}

const accessOf = (row: AdminUserRow) => ({
  role: row.role,
  location_id: row.locationId,
  is_active: row.isActive,
});

/**
 * Spec 01 "User Management": an administrator changes a person's role, site or active flag.
 * The tenant always keeps an active administrator, and deactivation signs the person out at once.
 */
export async function updateUser(
  ctx: AdminContext,
  principal: Principal,
  id: string,
  body: UpdateUserBody,
): Promise<AdminUser> {
  const { tenant, deps } = ctx;
  return withTenant(deps.database.db, tenant.id, async (tx) => {
    // Locked before anything is read: two administrators demoting each other at the same moment
    // are serialised here, so the second sees the first's result and the tenant keeps an admin.
    const admins = await lockActiveAdminIds(tx, tenant.id);
    const current = await findAdminUserById(tx, tenant.id, id);
    if (!current) throw notFound('User not found');

    const wasAdmin = current.role === 'ADMIN' && current.isActive;
    const removesAdmin =
      wasAdmin && ((body.role !== undefined && body.role !== 'ADMIN') || body.is_active === false);
    if (removesAdmin && id === principal.userId) {
      throw new AppError('INVALID_STATE', MESSAGES.users.cannotChangeSelf);
    }
    if (removesAdmin && !admins.some((adminId) => adminId !== id)) {
      throw new AppError('INVALID_STATE', MESSAGES.users.lastAdmin);
    }
    // The caller was authenticated before the lock; one demoted meanwhile may no longer decide.
    if (!admins.includes(principal.userId)) throw forbidden();

    // Only a newly chosen site must be active: a person may stay at a site deactivated since.
    const locationId = body.location_id;
    if (locationId && locationId !== current.locationId && !(await isActiveSite(tx, tenant.id, locationId))) {
      throw new AppError('VALIDATION_FAILED', MESSAGES.invitations.unknownSite, [
        { field: 'location_id', message: MESSAGES.invitations.unknownSite },
      ]);
    }

    await updateUserAccess(tx, tenant.id, id, {
      ...(body.role !== undefined && { role: body.role }),
      ...(locationId !== undefined && { locationId }),
      ...(body.is_active !== undefined && { isActive: body.is_active }),
    });
    // Every token of a deactivated person stops working on its next request (DESIGN section 7).
    if (body.is_active === false && current.isActive) await revokeUserSessions(tx, tenant.id, id);

    const updated = (await findAdminUserById(tx, tenant.id, id)) ?? current;
    await auditChange(tx, ctx, principal, {
      action: 'user.updated',
      entityType: 'user',
      entityId: id,
      before: accessOf(current),
      after: accessOf(updated),
    });
    return toAdminUser(updated);
  });
}
