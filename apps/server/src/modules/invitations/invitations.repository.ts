import type { InvitationStatus, Role } from '@app/contracts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { invitations } from '../../db/schema/auth.js';
import { sites, users } from '../../db/schema/users.js';

export interface InvitationRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  locationId: string | null;
  locationName: string | null;
  /** What the clock says: a lapsed pending invitation reads EXPIRED. */
  status: InvitationStatus;
  /** What is stored: only a stored PENDING invitation may be resent or revoked. */
  storedStatus: InvitationStatus;
  code: string;
  expiresAt: Date;
  createdAt: Date;
  acceptedAt: Date | null;
  invitedBy: string | null;
  invitedByName: string | null;
}

const inviter = alias(users, 'inviter');

/** A pending invitation past its expiry reads as EXPIRED without a sweeper job. */
const effectiveStatus = sql<InvitationStatus>`case when ${invitations.status} = 'PENDING' and ${invitations.expiresAt} <= now() then 'EXPIRED' else ${invitations.status} end`;

function selectInvitations(tx: Executor) {
  return tx
    .select({
      id: invitations.id,
      email: invitations.email,
      firstName: invitations.firstName,
      lastName: invitations.lastName,
      role: invitations.role,
      locationId: invitations.locationId,
      locationName: sites.venueName,
      status: effectiveStatus,
      storedStatus: invitations.status,
      code: invitations.code,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
      acceptedAt: invitations.acceptedAt,
      invitedBy: invitations.invitedBy,
      invitedByName: sql<string | null>`nullif(trim(${inviter.firstName} || ' ' || ${inviter.lastName}), '')`,
    })
    .from(invitations)
    .leftJoin(sites, and(eq(sites.tenantId, invitations.tenantId), eq(sites.id, invitations.locationId)))
    .leftJoin(
      inviter,
      and(eq(inviter.tenantId, invitations.tenantId), eq(inviter.id, invitations.invitedBy)),
    );
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectInvitations>['execute']>>[number];
const asRow = (row: Selected): InvitationRow => ({
  ...row,
  role: row.role as Role,
  storedStatus: row.storedStatus as InvitationStatus,
});

export async function findInvitationByCode(tx: Executor, tenantId: string, code: string) {
  const [row] = await selectInvitations(tx)
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.code, code)))
    .limit(1);
  return row ? asRow(row) : null;
}

export async function findInvitationById(tx: Executor, tenantId: string, id: string) {
  const [row] = await selectInvitations(tx)
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id)))
    .limit(1);
  return row ? asRow(row) : null;
}

/** The live (pending, unexpired) invitation for an address, if any. */
export async function findPendingInvitationByEmail(tx: Executor, tenantId: string, email: string) {
  const [row] = await selectInvitations(tx)
    .where(
      and(
        eq(invitations.tenantId, tenantId),
        sql`lower(${invitations.email}) = lower(${email})`,
        eq(invitations.status, 'PENDING'),
        sql`${invitations.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return row ? asRow(row) : null;
}

export async function listInvitations(tx: Executor, tenantId: string, limit = 1000) {
  const rows = await selectInvitations(tx)
    .where(eq(invitations.tenantId, tenantId))
    .orderBy(desc(invitations.createdAt))
    .limit(limit);
  return rows.map(asRow);
}

/** Stores the lapse of expired pending invitations so a new one for the same address can be made. */
export async function expireLapsedInvitations(
  tx: Executor,
  tenantId: string,
  emails: string[],
): Promise<void> {
  if (emails.length === 0) return;
  await tx
    .update(invitations)
    .set({ status: 'EXPIRED', updatedAt: sql`now()` })
    .where(
      and(
        eq(invitations.tenantId, tenantId),
        eq(invitations.status, 'PENDING'),
        lt(invitations.expiresAt, sql`now()`),
        sql`lower(${invitations.email}) in (${sql.join(
          emails.map((e) => sql`${e.toLowerCase()}`),
          sql`, `,
        )})`,
      ),
    );
}

export async function insertInvitations(
  tx: Executor,
  rows: {
    id: string;
    tenantId: string;
    email: string;
    firstName: string;
    lastName: string;
    role: Role;
    locationId: string | null;
    code: string;
    expiresAt: Date;
    invitedBy: string | null;
  }[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(invitations).values(rows);
}

export async function markInvitationAccepted(tx: Executor, tenantId: string, id: string, userId: string) {
  await tx
    .update(invitations)
    .set({ status: 'ACCEPTED', acceptedAt: sql`now()`, acceptedUserId: userId, updatedAt: sql`now()` })
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id)));
}

export async function updateInvitation(
  tx: Executor,
  tenantId: string,
  id: string,
  values: { status?: InvitationStatus; expiresAt?: Date },
) {
  await tx
    .update(invitations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id)));
}
