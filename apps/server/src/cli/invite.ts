import { EmailSchema, IdSchema, LIMITS, MESSAGES, PersonNameSchema, type Role } from '@app/contracts';
import { withTenant } from '../db/client.js';
import { invitationEmail } from '../modules/invitations/invitation-email.js';
import {
  expireLapsedInvitations,
  findInvitationById,
  findPendingInvitationByEmail,
  insertInvitations,
} from '../modules/invitations/invitations.repository.js';
import { isActiveSite } from '../modules/sites/sites.repository.js';
import { findUserByEmail } from '../modules/users/users.repository.js';
import { recordAudit } from '../platform/audit.js';
import { newId, newInvitationCode } from '../platform/ids.js';
import {
  CliError,
  CliRoleSchema,
  optional,
  PROGRAM,
  parseCommand,
  parseSlug,
  ROLE_LIST,
  required,
} from './args.js';
import { type CliContext, requireTenant, tenantOrigin } from './context.js';

export const inviteUsage = `Usage: ${PROGRAM} invite --client <slug> --email <e-mail> --role <ROLE> [--first <name>] [--last <name>] [--site <siteId>]

Creates a pending invitation (valid ${LIMITS.invitationExpiryDays} days), e-mails it like the Invitations page does, and prints its link.

Options:
  --client <slug>    the client (tenant) to invite into (required)
  --email <e-mail>   the invitee's address (required)
  --role <ROLE>      one of ${ROLE_LIST} (required)
  --first <name>     first name
  --last <name>      last name
  --site <siteId>    the site the person belongs to`;

interface InviteInput {
  slug: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  siteId: string | null;
}

export function prepareInvite(argv: string[]) {
  const usage = inviteUsage;
  const { values } = parseCommand(argv, {
    options: ['client', 'email', 'role', 'first', 'last', 'site'],
    positionals: 0,
    usage,
  });
  const input: InviteInput = {
    slug: parseSlug(values.client, '--client', usage),
    email: required(EmailSchema, values.email, '--email', usage),
    role: required(CliRoleSchema, values.role, '--role', usage),
    firstName: optional(PersonNameSchema('First name'), values.first, '--first', usage) ?? '',
    lastName: optional(PersonNameSchema('Last name'), values.last, '--last', usage) ?? '',
    siteId: optional(IdSchema, values.site, '--site', usage) ?? null,
  };
  return (ctx: CliContext) => invite(ctx, input);
}

async function invite(ctx: CliContext, input: InviteInput): Promise<void> {
  const tenant = await requireTenant(ctx, input.slug);
  const origin = tenantOrigin(ctx.config, tenant.slug);
  const link = await withTenant(ctx.db, tenant.id, async (tx) => {
    if (input.siteId && !(await isActiveSite(tx, tenant.id, input.siteId))) {
      throw new CliError(MESSAGES.invitations.unknownSite);
    }
    // The same refusals as the API's, in the same words.
    if (await findUserByEmail(tx, tenant.id, input.email)) {
      throw new CliError(MESSAGES.invitations.alreadyUser(input.email));
    }
    if (await findPendingInvitationByEmail(tx, tenant.id, input.email)) {
      throw new CliError(MESSAGES.invitations.duplicatePending(input.email));
    }
    // A lapsed pending invitation still holds the one-pending-per-address index until it is marked.
    await expireLapsedInvitations(tx, tenant.id, [input.email]);
    const id = newId();
    await insertInvitations(tx, [
      {
        id,
        tenantId: tenant.id,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        locationId: input.siteId,
        code: newInvitationCode(),
        expiresAt: new Date(Date.now() + LIMITS.invitationExpiryDays * 86_400_000),
        invitedBy: null,
      },
    ]);
    const saved = await findInvitationById(tx, tenant.id, id);
    if (!saved) throw new Error('The invitation was not saved');
    const link = `${origin}/invite/${saved.code}`;
    await ctx.mailer.mailer.queue(
      tx,
      invitationEmail({
        tenant,
        timeZone: tenant.settings.timeZone ?? ctx.config.TZ_DEFAULT,
        invitation: saved,
        link,
      }),
    );
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: null,
      action: 'invitation.created',
      entityType: 'invitation',
      entityId: id,
      after: { email: saved.email, role: saved.role, via: 'cli' },
    });
    return link;
  });
  ctx.note(`Invited ${input.email} as ${input.role} to ${tenant.name}.`);
  await ctx.mailer.deliver(tenant.id, input.email);
  ctx.result(link);
}
