import {
  LIMITS,
  type LoginErrorCode,
  MESSAGES,
  type RequiresInvitationError,
  type TokenResponse,
  type UserInfoResponse,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Tx, withTenant } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AppDeps, Principal, Tenant } from '../../platform/context.js';
import { AppError, unauthenticated } from '../../platform/errors.js';
import { hashToken, newId, randomToken } from '../../platform/ids.js';
import type { AccessTokens } from '../../platform/tokens.js';
import {
  findInvitationByCode,
  findPendingInvitationByEmail,
  type InvitationRow,
  markInvitationAccepted,
} from '../invitations/invitations.repository.js';
import {
  findUserByEmail,
  findUserById,
  findUserIdByIdentity,
  hasIdentityForIssuer,
  insertIdentity,
  insertUser,
  touchLastLogin,
  type UserRow,
} from '../users/users.repository.js';
import { consumeLoginToken, insertLoginToken, peekLoginToken } from './login-tokens.repository.js';
import { findLiveSession, insertSession, revokeSession } from './sessions.repository.js';

export interface AuthContext {
  deps: AppDeps;
  tokens: AccessTokens;
  tenant: Tenant;
  requestId: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/**
 * The callback address must be this very host's /auth/callback (or PUBLIC_URL's), so a login can
 * never hand its one-time code to another site or another tenant.
 */
export function checkRedirectUrl(
  redirectUrl: string,
  requestHost: string | undefined,
  publicUrl: string,
): URL {
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    throw new AppError('BAD_REQUEST', MESSAGES.emailLogin.badRedirect);
  }
  const allowedHosts = [requestHost?.toLowerCase(), new URL(publicUrl).host.toLowerCase()];
  const okProtocol = url.protocol === 'http:' || url.protocol === 'https:';
  if (!okProtocol || url.pathname !== '/auth/callback' || !allowedHosts.includes(url.host.toLowerCase())) {
    throw new AppError('BAD_REQUEST', MESSAGES.emailLogin.badRedirect);
  }
  return new URL(`${url.origin}/auth/callback`);
}

export const loginErrorLocation = (code: LoginErrorCode) => `/?loginError=${code}`;
const requiresInvitation = (error?: RequiresInvitationError) =>
  error ? `/requires-invitation?error=${error}` : '/requires-invitation';

/**
 * Sends a single-use sign-in link when the address may sign in (a user, or an invitation). The caller
 * answers the same way either way, so the page reveals nothing about which addresses exist.
 */
export async function startEmailLogin(
  ctx: AuthContext,
  input: { email: string; redirectUrl: URL; invitation?: string | undefined },
): Promise<void> {
  const { tenant, deps } = ctx;
  const queued = await withTenant(deps.database.db, tenant.id, async (tx) => {
    const user = await findUserByEmail(tx, tenant.id, input.email);
    const eligible =
      (user?.isActive ?? false) ||
      Boolean(input.invitation) ||
      (await findPendingInvitationByEmail(tx, tenant.id, input.email)) !== null;
    if (!eligible) return false;
    const token = randomToken();
    await insertLoginToken(tx, {
      id: newId(),
      tenantId: tenant.id,
      kind: 'magic_link',
      tokenHash: hashToken(token),
      email: input.email,
      expiresAt: minutesFromNow(LIMITS.magicLinkMinutes),
      payload: { redirectUrl: input.redirectUrl.href, invitation: input.invitation },
    });
    const link = `${input.redirectUrl.origin}/api/auth/email/confirm?token=${token}`;
    await deps.mailer.queue(tx, {
      tenantId: tenant.id,
      to: input.email,
      kind: 'magic_link',
      subject: MESSAGES.emailLogin.emailSubject(tenant.name),
      text: `Sign in to ${tenant.name}:\n\n${link}\n\nThe link works once, within ${LIMITS.magicLinkMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
    });
    return true;
  });
  if (queued) deps.mailer.kick(tenant.id);
}

export async function isMagicLinkUsable(ctx: AuthContext, token: string): Promise<boolean> {
  const row = await withTenant(ctx.deps.database.db, ctx.tenant.id, (tx) =>
    peekLoginToken(tx, ctx.tenant.id, 'magic_link', hashToken(token)),
  );
  return row !== null;
}

/** Consumes the magic link (only the confirm page's POST calls this) and finishes the sign-in. */
export async function confirmEmailLogin(ctx: AuthContext, token: string): Promise<string> {
  return withTenant(ctx.deps.database.db, ctx.tenant.id, async (tx) => {
    const row = await consumeLoginToken(tx, ctx.tenant.id, 'magic_link', hashToken(token));
    if (!row?.email || !row.payload.redirectUrl) return loginErrorLocation('link_expired');
    return completeLogin(tx, ctx, {
      email: row.email,
      invitationCode: row.payload.invitation,
      redirectUrl: row.payload.redirectUrl,
    });
  });
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
}

/**
 * DESIGN section 7: find the user by (tenant, e-mail) or by a linked directory identity; a new person
 * needs a valid invitation for that address. Returns where to send the browser next.
 */
export async function completeLogin(
  tx: Tx,
  ctx: AuthContext,
  input: {
    email: string;
    invitationCode?: string | undefined;
    redirectUrl: string;
    identity?: VerifiedIdentity;
  },
): Promise<string> {
  const { tenant } = ctx;
  const email = input.email.trim().toLowerCase();
  let user = await findUserForLogin(tx, tenant.id, email, input.identity);
  if (user === 'conflict') return loginErrorLocation('identity_conflict');
  if (user && !user.isActive) return loginErrorLocation('inactive');

  let invitation: InvitationRow | null = null;
  if (input.invitationCode) {
    invitation = await findInvitationByCode(tx, tenant.id, input.invitationCode);
    const usable = invitation?.status === 'PENDING';
    if (!usable && !user) return requiresInvitation('invalid');
    if (usable && invitation && invitation.email.toLowerCase() !== email)
      return requiresInvitation('mismatch');
    if (!usable) invitation = null;
  } else if (!user) {
    invitation = await findPendingInvitationByEmail(tx, tenant.id, email);
    if (!invitation) return requiresInvitation();
  }

  if (!user && invitation) {
    const id = newId();
    await insertUser(tx, {
      id,
      tenantId: tenant.id,
      email,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      role: invitation.role,
      locationId: invitation.locationId,
    });
    await audit(tx, ctx, id, 'user.created', 'user', id, { email, role: invitation.role, via: 'invitation' });
    user = await findUserById(tx, tenant.id, id);
  }
  if (!user) return requiresInvitation();
  if (invitation) {
    await markInvitationAccepted(tx, tenant.id, invitation.id, user.id);
    await audit(tx, ctx, user.id, 'invitation.accepted', 'invitation', invitation.id, { email });
  }
  if (input.identity && !(await hasIdentityForIssuer(tx, tenant.id, user.id, input.identity.issuer))) {
    await insertIdentity(tx, { id: newId(), tenantId: tenant.id, userId: user.id, ...input.identity });
    await audit(tx, ctx, user.id, 'identity.linked', 'user', user.id, { issuer: input.identity.issuer });
  }
  const code = await createSessionWithCallbackCode(tx, ctx, user.id, input.identity ? 'oidc' : 'email');
  const target = new URL(input.redirectUrl);
  target.search = `?code=${code}`;
  return target.href;
}

async function findUserForLogin(
  tx: Tx,
  tenantId: string,
  email: string,
  identity?: VerifiedIdentity,
): Promise<UserRow | null | 'conflict'> {
  if (identity) {
    const linkedId = await findUserIdByIdentity(tx, tenantId, identity.issuer, identity.subject);
    if (linkedId) return findUserById(tx, tenantId, linkedId);
  }
  const byEmail = await findUserByEmail(tx, tenantId, email);
  // Once an account is linked to a directory identity, another subject claiming its e-mail is refused.
  if (byEmail && identity && (await hasIdentityForIssuer(tx, tenantId, byEmail.id, identity.issuer))) {
    return 'conflict';
  }
  return byEmail;
}

async function createSessionWithCallbackCode(tx: Tx, ctx: AuthContext, userId: string, method: string) {
  const { tenant } = ctx;
  const sessionId = newId();
  const expiresAt = new Date(Date.now() + LIMITS.sessionHours * 3_600_000);
  await insertSession(tx, { id: sessionId, tenantId: tenant.id, userId, expiresAt });
  await touchLastLogin(tx, tenant.id, userId);
  await audit(tx, ctx, userId, 'session.created', 'session', sessionId, { method });
  const code = randomToken();
  await insertLoginToken(tx, {
    id: newId(),
    tenantId: tenant.id,
    kind: 'callback_code',
    tokenHash: hashToken(code),
    userId,
    sessionId,
    expiresAt: new Date(Date.now() + LIMITS.callbackCodeSeconds * 1000),
    payload: { sessionExpiresAt: expiresAt.toISOString() },
  });
  return code;
}

/** POST /api/auth/token: the SPA trades the one-time callback code for its access token. */
export async function exchangeCallbackCode(ctx: AuthContext, code: string): Promise<TokenResponse> {
  const { tenant } = ctx;
  const result = await withTenant(ctx.deps.database.db, tenant.id, async (tx) => {
    const row = await consumeLoginToken(tx, tenant.id, 'callback_code', hashToken(code));
    if (!row?.sessionId || !row.userId) return null;
    const session = await findLiveSession(tx, tenant.id, { sessionId: row.sessionId, userId: row.userId });
    return session ? { session, expiresAt: new Date(row.payload.sessionExpiresAt ?? Date.now()) } : null;
  });
  if (!result)
    throw unauthenticated('This sign-in code has expired or was already used. Please sign in again.');
  const { session, expiresAt } = result;
  const accessToken = await ctx.tokens.sign(
    { userId: session.userId, tenantId: tenant.id, sessionId: session.sessionId },
    expiresAt,
  );
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
    user: toUserInfo(tenant, {
      id: session.userId,
      email: session.email,
      firstName: session.firstName,
      lastName: session.lastName,
      role: session.role,
      locationId: session.locationId,
      locationName: session.locationName,
    }),
  };
}

/** The principal was loaded with its session a moment ago by the access hook; no second query. */
export function getUserInfo(ctx: AuthContext, principal: Principal): UserInfoResponse {
  return toUserInfo(ctx.tenant, { ...principal, id: principal.userId });
}

export async function logout(ctx: AuthContext, principal: Principal): Promise<void> {
  await withTenant(ctx.deps.database.db, ctx.tenant.id, async (tx) => {
    if (await revokeSession(tx, ctx.tenant.id, principal.sessionId)) {
      await audit(tx, ctx, principal.userId, 'session.revoked', 'session', principal.sessionId, {
        reason: 'logout',
      });
    }
  });
}

function toUserInfo(
  tenant: Tenant,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'locationId' | 'locationName'>,
): UserInfoResponse {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    client: tenant.slug,
    location_id: user.locationId,
    location_name: user.locationName,
  };
}

function audit(
  tx: Tx,
  ctx: AuthContext,
  actor: string | null,
  action: string,
  type: string,
  id: string,
  after: object,
) {
  return recordAudit(tx, {
    tenantId: ctx.tenant.id,
    actorUserId: actor,
    action,
    entityType: type,
    entityId: id,
    after,
    requestId: ctx.requestId,
  });
}
