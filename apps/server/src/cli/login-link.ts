import { EmailSchema, LIMITS } from '@app/contracts';
import { withTenant } from '../db/client.js';
import { insertLoginToken } from '../modules/auth/login-tokens.repository.js';
import { recordAudit } from '../platform/audit.js';
import { hashToken, newId, randomToken } from '../platform/ids.js';
import { PROGRAM, parseCommand, parseSlug, required } from './args.js';
import { type CliContext, requireTenant, tenantOrigin } from './context.js';
import { requireActiveUser } from './users.js';

export const loginLinkUsage = `Usage: ${PROGRAM} login-link --client <slug> --email <e-mail>

Prints a one-time sign-in link for an active user (valid ${LIMITS.magicLinkMinutes} minutes), the same link
the e-mail login sends, for when no e-mail can reach them.

Options:
  --client <slug>    the client (tenant) (required)
  --email <e-mail>   the user's address (required)`;

export function prepareLoginLink(argv: string[]) {
  const usage = loginLinkUsage;
  const { values } = parseCommand(argv, { options: ['client', 'email'], positionals: 0, usage });
  const slug = parseSlug(values.client, '--client', usage);
  const email = required(EmailSchema, values.email, '--email', usage);
  return (ctx: CliContext) => createLoginLink(ctx, { slug, email });
}

/** The token is made exactly as startEmailLogin makes it, so the confirm page and POST treat it alike. */
async function createLoginLink(ctx: CliContext, input: { slug: string; email: string }): Promise<void> {
  const tenant = await requireTenant(ctx, input.slug);
  const origin = tenantOrigin(ctx.config, tenant.slug);
  const token = randomToken();
  const user = await withTenant(ctx.db, tenant.id, async (tx) => {
    const user = await requireActiveUser(tx, tenant, input.email);
    const id = newId();
    await insertLoginToken(tx, {
      id,
      tenantId: tenant.id,
      kind: 'magic_link',
      tokenHash: hashToken(token),
      email: user.email,
      expiresAt: new Date(Date.now() + LIMITS.magicLinkMinutes * 60_000),
      payload: { redirectUrl: `${origin}/auth/callback` },
    });
    // Whoever holds this link can sign in as the user: the audit log should show one was handed out.
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: null,
      action: 'login_link.created',
      entityType: 'user',
      entityId: user.id,
      after: { email: user.email, via: 'cli' },
    });
    return user;
  });
  ctx.note(
    `One-time sign-in link for ${user.email} in ${tenant.name}, valid ${LIMITS.magicLinkMinutes} minutes:`,
  );
  ctx.result(`${origin}/api/auth/email/confirm?token=${token}`);
}
