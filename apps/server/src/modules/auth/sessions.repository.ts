import type { Role } from '@app/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions } from '../../db/schema/auth.js';
import { sites, users } from '../../db/schema/users.js';

export interface SessionUser {
  sessionId: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  locationId: string | null;
  locationName: string | null;
}

const sessionUserColumns = {
  sessionId: sessions.id,
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  locationId: users.locationId,
  locationName: sites.venueName,
};

function liveSession(tenantId: string) {
  return and(
    eq(sessions.tenantId, tenantId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    eq(users.isActive, true),
  );
}

/** A session that is live (not revoked, not expired) with an active user, or null. */
export async function findLiveSession(
  tx: Executor,
  tenantId: string,
  by: { sessionId: string; userId: string } | { tokenHash: string },
): Promise<SessionUser | null> {
  const match =
    'tokenHash' in by
      ? and(eq(sessions.tokenHash, by.tokenHash), eq(sessions.kind, 'personal'))
      : and(eq(sessions.id, by.sessionId), eq(sessions.userId, by.userId));
  const [row] = await tx
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .leftJoin(sites, and(eq(sites.tenantId, users.tenantId), eq(sites.id, users.locationId)))
    .where(and(liveSession(tenantId), match))
    .limit(1);
  return row ? { ...row, role: row.role as Role } : null;
}

export async function insertSession(
  tx: Executor,
  values: {
    id: string;
    tenantId: string;
    userId: string;
    expiresAt: Date;
    kind?: 'browser' | 'personal';
    tokenHash?: string;
    name?: string;
  },
): Promise<void> {
  await tx.insert(sessions).values(values);
}

export async function revokeSession(tx: Executor, tenantId: string, sessionId: string): Promise<boolean> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function revokeUserSessions(tx: Executor, tenantId: string, userId: string): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
