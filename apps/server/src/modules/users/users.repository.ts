import type { Role } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
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

const asUserRow = (row: Omit<UserRow, 'role'> & { role: string }): UserRow => ({
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
