import {
  type Invitation,
  LIMITS,
  MESSAGES,
  parseInvitationCsv,
  type Role,
  type SendInvitationsBody,
  type ValidateInvitationResponse,
} from '@app/contracts';
import { type Tx, withTenant } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AppDeps, Principal, Tenant } from '../../platform/context.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { newId, newInvitationCode } from '../../platform/ids.js';
import { isActiveSite } from '../sites/sites.repository.js';
import { findUserByEmail } from '../users/users.repository.js';
import { invitationEmail } from './invitation-email.js';
import {
  expireLapsedInvitations,
  findInvitationByCode,
  findInvitationById,
  findPendingInvitationByEmail,
  type InvitationRow,
  insertInvitations,
  listInvitations as listInvitationRows,
  markInvitationAccepted,
  updateInvitation,
} from './invitations.repository.js';

export interface InvitationsContext {
  deps: AppDeps;
  tenant: Tenant;
  /** The tenant's own origin (scheme + host), for links in e-mails and in the list. */
  origin: string;
  requestId: string;
}

const expiryFromNow = () => new Date(Date.now() + LIMITS.invitationExpiryDays * 86_400_000);
const linkFor = (origin: string, code: string) => `${origin}/invite/${code}`;

export function toInvitation(origin: string, row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    location_id: row.locationId,
    location_name: row.locationName,
    status: row.status,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    invited_by: row.invitedBy,
    invited_by_name: row.invitedByName,
    invitation_code: row.code,
    invitation_link: linkFor(origin, row.code),
  };
}

interface Invitee {
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
}

/** Manual rows or CSV text become one list; a CSV with bad rows is refused naming every bad line. */
function collectInvitees(body: SendInvitationsBody): Invitee[] {
  const invitees: Invitee[] = (body.emails ?? []).map((row) => ({ ...row, role: body.role }));
  if (body.csvContent?.trim()) {
    const parsed = parseInvitationCsv(body.csvContent);
    if (parsed.errors.length > 0) {
      const lines = parsed.errors.map((e) => MESSAGES.invitations.csvRowError(e.line, e.message));
      throw new AppError('VALIDATION_FAILED', lines.join('\n'), parsed.errors);
    }
    invitees.push(...parsed.rows.map((row) => ({ ...row, role: row.role ?? body.role })));
  }
  if (invitees.length === 0) throw new AppError('VALIDATION_FAILED', MESSAGES.invitations.noRecipients);
  return invitees;
}

export async function sendInvitations(
  ctx: InvitationsContext,
  principal: Principal,
  body: SendInvitationsBody,
): Promise<Invitation[]> {
  const { tenant, deps } = ctx;
  const invitees = collectInvitees(body);
  const locationId = body.location_id ?? null;
  const created = await withTenant(deps.database.db, tenant.id, async (tx) => {
    if (locationId && !(await isActiveSite(tx, tenant.id, locationId))) {
      throw new AppError('VALIDATION_FAILED', MESSAGES.invitations.unknownSite, [{ field: 'location_id' }]);
    }
    await refuseConflicts(tx, tenant.id, invitees);
    const rows = invitees.map((invitee) => ({
      id: newId(),
      tenantId: tenant.id,
      email: invitee.email,
      firstName: invitee.first_name,
      lastName: invitee.last_name,
      role: invitee.role,
      locationId,
      code: newInvitationCode(),
      expiresAt: expiryFromNow(),
      invitedBy: principal.userId,
    }));
    await expireLapsedInvitations(
      tx,
      tenant.id,
      rows.map((r) => r.email),
    );
    await insertInvitations(tx, rows);
    const result: InvitationRow[] = [];
    for (const row of rows) {
      const saved = await findInvitationById(tx, tenant.id, row.id);
      if (!saved) continue;
      result.push(saved);
      await queueInvitationEmail(tx, ctx, saved);
      await audit(tx, ctx, principal, 'invitation.created', saved.id, null, {
        email: saved.email,
        role: saved.role,
      });
    }
    return result;
  });
  deps.mailer.kick(tenant.id);
  return created.map((row) => toInvitation(ctx.origin, row));
}

async function refuseConflicts(tx: Tx, tenantId: string, invitees: Invitee[]): Promise<void> {
  const problems: { email: string; message: string }[] = [];
  const seen = new Set<string>();
  for (const { email } of invitees) {
    if (seen.has(email)) {
      problems.push({ email, message: MESSAGES.invitations.duplicateInRequest(email) });
      continue;
    }
    seen.add(email);
    if (await findUserByEmail(tx, tenantId, email)) {
      problems.push({ email, message: MESSAGES.invitations.alreadyUser(email) });
    } else if (await findPendingInvitationByEmail(tx, tenantId, email)) {
      problems.push({ email, message: MESSAGES.invitations.duplicatePending(email) });
    }
  }
  if (problems.length > 0) {
    throw new AppError('CONFLICT', problems.map((p) => p.message).join('\n'), problems);
  }
}

async function queueInvitationEmail(tx: Tx, ctx: InvitationsContext, invitation: InvitationRow) {
  const timeZone = ctx.tenant.settings.timeZone ?? ctx.deps.config.TZ_DEFAULT;
  const link = linkFor(ctx.origin, invitation.code);
  await ctx.deps.mailer.queue(tx, invitationEmail({ tenant: ctx.tenant, timeZone, invitation, link }));
}

export async function listInvitations(ctx: InvitationsContext): Promise<Invitation[]> {
  const rows = await withTenant(ctx.deps.database.db, ctx.tenant.id, (tx) =>
    listInvitationRows(tx, ctx.tenant.id),
  );
  return rows.map((row) => toInvitation(ctx.origin, row));
}

/** Resend: a fresh expiry and the e-mail again. A lapsed-but-pending invitation may be renewed this way. */
export async function resendInvitation(ctx: InvitationsContext, principal: Principal, id: string) {
  const { tenant, deps } = ctx;
  const row = await withTenant(deps.database.db, tenant.id, async (tx) => {
    const current = await findInvitationById(tx, tenant.id, id);
    if (!current) throw notFound('Invitation not found');
    if (current.storedStatus !== 'PENDING')
      throw new AppError('INVALID_STATE', MESSAGES.invitations.onlyPendingResend);
    await updateInvitation(tx, tenant.id, id, { expiresAt: expiryFromNow() });
    const updated = (await findInvitationById(tx, tenant.id, id)) ?? current;
    await queueInvitationEmail(tx, ctx, updated);
    await audit(
      tx,
      ctx,
      principal,
      'invitation.resent',
      id,
      { expires_at: current.expiresAt },
      { expires_at: updated.expiresAt },
    );
    return updated;
  });
  deps.mailer.kick(tenant.id);
  return toInvitation(ctx.origin, row);
}

export async function revokeInvitation(ctx: InvitationsContext, principal: Principal, id: string) {
  const { tenant, deps } = ctx;
  const row = await withTenant(deps.database.db, tenant.id, async (tx) => {
    const current = await findInvitationById(tx, tenant.id, id);
    if (!current) throw notFound('Invitation not found');
    if (current.storedStatus !== 'PENDING') {
      throw new AppError('INVALID_STATE', MESSAGES.invitations.onlyPendingRevoke);
    }
    await updateInvitation(tx, tenant.id, id, { status: 'REVOKED' });
    await audit(
      tx,
      ctx,
      principal,
      'invitation.revoked',
      id,
      { status: current.status },
      { status: 'REVOKED' },
    );
    return (await findInvitationById(tx, tenant.id, id)) ?? current;
  });
  return toInvitation(ctx.origin, row);
}

export async function validateInvitation(
  ctx: InvitationsContext,
  code: string,
): Promise<ValidateInvitationResponse> {
  const row = await withTenant(ctx.deps.database.db, ctx.tenant.id, (tx) =>
    findInvitationByCode(tx, ctx.tenant.id, code),
  );
  if (!row || row.status === 'REVOKED') throw notFound(MESSAGES.invite.notFoundBody);
  const invitation = {
    email: row.email,
    role: row.role,
    expires_at: row.expiresAt.toISOString(),
    first_name: row.firstName,
    last_name: row.lastName,
    status: row.status,
  };
  if (row.status === 'PENDING') return { valid: true, invitation };
  const error = row.status === 'ACCEPTED' ? MESSAGES.invite.alreadyAccepted : MESSAGES.invite.expired;
  return { valid: false, error, invitation };
}

/** An already signed-in person accepts an invitation addressed to them. */
export async function acceptInvitation(
  ctx: InvitationsContext,
  principal: Principal,
  code: string,
): Promise<void> {
  await withTenant(ctx.deps.database.db, ctx.tenant.id, async (tx) => {
    const row = await findInvitationByCode(tx, ctx.tenant.id, code);
    if (!row || row.status === 'REVOKED') throw notFound(MESSAGES.invite.notFoundBody);
    if (row.email.toLowerCase() !== principal.email.toLowerCase()) {
      throw forbidden(MESSAGES.requiresInvitation.mismatch);
    }
    if (row.status !== 'PENDING') {
      throw new AppError(
        'INVALID_STATE',
        row.status === 'ACCEPTED' ? MESSAGES.invite.alreadyAccepted : MESSAGES.invite.expired,
      );
    }
    await markInvitationAccepted(tx, ctx.tenant.id, row.id, principal.userId);
    await audit(
      tx,
      ctx,
      principal,
      'invitation.accepted',
      row.id,
      { status: 'PENDING' },
      { status: 'ACCEPTED' },
    );
  });
}

function audit(
  tx: Tx,
  ctx: InvitationsContext,
  principal: Principal,
  action: string,
  id: string,
  before: unknown,
  after: unknown,
) {
  return recordAudit(tx, {
    tenantId: ctx.tenant.id,
    actorUserId: principal.userId,
    action,
    entityType: 'invitation',
    entityId: id,
    before,
    after,
    requestId: ctx.requestId,
  });
}
