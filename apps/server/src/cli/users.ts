import { EmailSchema, MESSAGES, PersonNameSchema, type Role } from '@app/contracts';
import { type Tx, withTenant } from '../db/client.js';
import { findUserByEmail, insertUser, type UserRow } from '../modules/users/users.repository.js';
import { recordAudit } from '../platform/audit.js';
import type { Tenant } from '../platform/context.js';
import { newId } from '../platform/ids.js';
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
import { type CliContext, requireTenant } from './context.js';

export const userCreateUsage = `Usage: ${PROGRAM} user create --client <slug> --email <e-mail> --role <ROLE> [--first <name>] [--last <name>]

Adds a user directly, without an invitation (for provisioning scripts). Prints the new user's id.

Options:
  --client <slug>    the client (tenant) (required)
  --email <e-mail>   the user's address (required)
  --role <ROLE>      one of ${ROLE_LIST} (required)
  --first <name>     first name
  --last <name>      last name`;

interface UserInput {
  slug: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
}

export function prepareUserCreate(argv: string[]) {
  const usage = userCreateUsage;
  const { values } = parseCommand(argv, {
    options: ['client', 'email', 'role', 'first', 'last'],
    positionals: 0,
    usage,
  });
  const input: UserInput = {
    slug: parseSlug(values.client, '--client', usage),
    email: required(EmailSchema, values.email, '--email', usage),
    role: required(CliRoleSchema, values.role, '--role', usage),
    firstName: optional(PersonNameSchema('First name'), values.first, '--first', usage) ?? '',
    lastName: optional(PersonNameSchema('Last name'), values.last, '--last', usage) ?? '',
  };
  return (ctx: CliContext) => createUser(ctx, input);
}

async function createUser(ctx: CliContext, input: UserInput): Promise<void> {
  const tenant = await requireTenant(ctx, input.slug);
  const id = await withTenant(ctx.db, tenant.id, async (tx) => {
    if (await findUserByEmail(tx, tenant.id, input.email)) {
      throw new CliError(MESSAGES.invitations.alreadyUser(input.email));
    }
    const id = newId();
    await insertUser(tx, {
      id,
      tenantId: tenant.id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      locationId: null,
    });
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: null,
      action: 'user.created',
      entityType: 'user',
      entityId: id,
      after: { email: input.email, role: input.role, via: 'cli' },
    });
    return id;
  });
  ctx.note(`Created ${input.role} ${input.email} in ${tenant.name}. A sign-in link for them:`);
  ctx.note(`  ${PROGRAM} login-link --client ${tenant.slug} --email ${input.email}`);
  ctx.result(id);
}

/** Sign-in links and tokens are only for someone who could sign in through the login page. */
export async function requireActiveUser(tx: Tx, tenant: Tenant, email: string): Promise<UserRow> {
  const user = await findUserByEmail(tx, tenant.id, email);
  if (!user) {
    throw new CliError(
      `No user ${email} in client "${tenant.slug}". Invite them: ${PROGRAM} invite --client ${tenant.slug} --email ${email} --role STAFF`,
    );
  }
  if (!user.isActive) throw new CliError(`${user.email} is deactivated in client "${tenant.slug}".`);
  return user;
}
