import type { Role } from '@app/contracts';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sites, userIdentities, users } from '../../db/schema/users.js';

export interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  locationId: string | null;
  locationName: string | null;
  isActive: boolean;
}

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  locationId: users.locationId,
  locationName: sites.venueName,
  isActive: users.isActive,
};

function selectUsers(tx: Executor) {
  return tx
    .select(userColumns)
    .from(users)
    .leftJoin(sites, and(eq(sites.tenantId, users.tenantId), eq(sites.id, users.locationId)));
}

/** The database stores the role as text under a CHECK constraint; the contract's union names it. */
const asUserRow = <T extends { role: string }>(row: T): Omit<T, 'role'> & { role: Role } => ({
  ...row,
  role: row.role as Role,
});

export async function findUserByEmail(
  tx: Executor,
  tenantId: string,
  email: string,
): Promise<UserRow | null> {
  const [row] = await selectUsers(tx)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return row ? asUserRow(row) : null;
}

export async function findUserById(tx: Executor, tenantId: string, id: string): Promise<UserRow | null> {
  const [row] = await selectUsers(tx)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .limit(1);
  return row ? asUserRow(row) : null;
}

export async function insertUser(
  tx: Executor,
  values: {
    id: string;
    tenantId: string;
    email: string;
    firstName: string;
    lastName: string;
    role: Role;
    locationId: string | null;
  },
): Promise<void> {
  await tx.insert(users).values(values);
}

export async function touchLastLogin(tx: Executor, tenantId: string, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

export async function countActiveAdmins(tx: Executor, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'ADMIN'), eq(users.isActive, true)));
  return row?.n ?? 0;
}

export async function findUserIdByIdentity(
  tx: Executor,
  tenantId: string,
  issuer: string,
  subject: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(
      and(
        eq(userIdentities.tenantId, tenantId),
        eq(userIdentities.issuer, issuer),
        eq(userIdentities.subject, subject),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

export async function hasIdentityForIssuer(
  tx: Executor,
  tenantId: string,
  userId: string,
  issuer: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(
      and(
        eq(userIdentities.tenantId, tenantId),
        eq(userIdentities.userId, userId),
        eq(userIdentities.issuer, issuer),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertIdentity(
  tx: Executor,
  values: { id: string; tenantId: string; userId: string; issuer: string; subject: string },
): Promise<void> {
  await tx.insert(userIdentities).values(values);
}

/** A user as the administration screens show it. */
export interface AdminUserRow extends UserRow {
  lastLoginAt: Date | null;
}

export interface UserFilters {
  search?: string | undefined;
  role?: Role | undefined;
  status: 'active' | 'inactive' | 'all';
}

/** LIKE treats % and _ as wildcards; a search for "50%" means those characters literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function userFilter(tenantId: string, filters: UserFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(users.tenantId, tenantId)];
  if (filters.search) {
    // No trigram index on users (a tenant has thousands, not millions), so ILIKE under RLS is a
    // filter on the tenant's rows, not the index trap DESIGN section 6 describes for incidents.
    const pattern = likePattern(filters.search);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      ),
    );
  }
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.status !== 'all') conditions.push(eq(users.isActive, filters.status === 'active'));
  return and(...conditions);
}

function selectAdminUsers(tx: Executor) {
  return tx
    .select({ ...userColumns, lastLoginAt: users.lastLoginAt })
    .from(users)
    .leftJoin(sites, and(eq(sites.tenantId, users.tenantId), eq(sites.id, users.locationId)));
}

/** One page of users in name order, and how many match in all. */
export async function listUsersPage(
  tx: Executor,
  tenantId: string,
  filters: UserFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = userFilter(tenantId, filters);
  // lower() gives the same order on PGlite (C collation) and a PostgreSQL server (ICU/libc);
  // the id breaks ties so pages never overlap.
  const rows = await selectAdminUsers(tx)
    .where(where)
    .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return { rows: rows.map(asUserRow), total: count?.n ?? 0 };
}

export async function findAdminUserById(
  tx: Executor,
  tenantId: string,
  id: string,
): Promise<AdminUserRow | null> {
  const [row] = await selectAdminUsers(tx)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .limit(1);
  return row ? asUserRow(row) : null;
}

/**
 * Locks the tenant's active administrators until the transaction ends, in id order so two callers
 * never deadlock. A concurrent change to any of them waits, then sees the committed result.
 */
export async function lockActiveAdminIds(tx: Executor, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'ADMIN'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function updateUserAccess(
  tx: Executor,
  tenantId: string,
  id: string,
  values: { role?: Role; locationId?: string | null; isActive?: boolean },
): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
}

/** The role of an active user of the tenant, or null when there is no such active user. */
export async function findActiveUserRole(tx: Executor, tenantId: string, id: string): Promise<Role | null> {
  const [row] = await tx
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id), eq(users.isActive, true)))
    .limit(1);
  return row ? (row.role as Role) : null;
}
