import { EmailSchema, LIMITS } from '@app/contracts';
import { z } from 'zod';
import { withTenant } from '../db/client.js';
import { insertSession } from '../modules/auth/sessions.repository.js';
import { recordAudit } from '../platform/audit.js';
import { hashToken, newId, randomToken } from '../platform/ids.js';
import { PERSONAL_TOKEN_PREFIX } from '../platform/tokens.js';
import { optional, PROGRAM, parseCommand, parseSlug, required } from './args.js';
import { type CliContext, requireTenant } from './context.js';
import { requireActiveUser } from './users.js';

const MAX_DAYS = 3650;
const DEFAULT_NAME = 'CLI token';

export const tokenCreateUsage = `Usage: ${PROGRAM} token create --client <slug> --email <e-mail> [--days <n>] [--name <name>]

Creates a personal access token for an active user and prints it once. Send it as
"Authorization: Bearer <token>" to the tenant's host; revoking the session ends it.

Options:
  --client <slug>    the client (tenant) (required)
  --email <e-mail>   the user's address (required)
  --days <n>         days until it expires, 1-${MAX_DAYS} (default ${LIMITS.personalTokenDefaultDays})
  --name <name>      a label to recognise it by (default "${DEFAULT_NAME}")`;

const DaysSchema = z
  .string()
  .regex(/^\d+$/, `must be a whole number of days from 1 to ${MAX_DAYS}`)
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be at least 1').max(MAX_DAYS, `must be at most ${MAX_DAYS}`));
const TokenNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(LIMITS.nameMaxLength, `must be at most ${LIMITS.nameMaxLength} characters`);

interface TokenInput {
  slug: string;
  email: string;
  days: number;
  name: string;
}

export function prepareTokenCreate(argv: string[]) {
  const usage = tokenCreateUsage;
  const { values } = parseCommand(argv, {
    options: ['client', 'email', 'days', 'name'],
    positionals: 0,
    usage,
  });
  const input: TokenInput = {
    slug: parseSlug(values.client, '--client', usage),
    email: required(EmailSchema, values.email, '--email', usage),
    days: optional(DaysSchema, values.days, '--days', usage) ?? LIMITS.personalTokenDefaultDays,
    name: optional(TokenNameSchema, values.name, '--name', usage) ?? DEFAULT_NAME,
  };
  return (ctx: CliContext) => createToken(ctx, input);
}

async function createToken(ctx: CliContext, input: TokenInput): Promise<void> {
  const tenant = await requireTenant(ctx, input.slug);
  // Only the hash is stored (platform/access.ts looks tokens up by it), so this is the one chance to see it.
  const token = PERSONAL_TOKEN_PREFIX + randomToken();
  const expiresAt = new Date(Date.now() + input.days * 86_400_000);
  const user = await withTenant(ctx.db, tenant.id, async (tx) => {
    const user = await requireActiveUser(tx, tenant, input.email);
    const sessionId = newId();
    await insertSession(tx, {
      id: sessionId,
      tenantId: tenant.id,
      userId: user.id,
      kind: 'personal',
      tokenHash: hashToken(token),
      name: input.name,
      expiresAt,
    });
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: null,
      action: 'session.created',
      entityType: 'session',
      entityId: sessionId,
      after: { method: 'personal_token' },
    });
    return user;
  });
  ctx.note(
    `Personal access token "${input.name}" for ${user.email} in ${tenant.name}, expires ${expiresAt.toISOString()}. ` +
      'It is shown only now:',
  );
  ctx.result(token);
}
