import { LIMITS } from '@app/contracts';
import { z } from 'zod';
import { findTenantIdBySlug, insertTenant } from '../modules/clients/clients.repository.js';
import { newId } from '../platform/ids.js';
import { CliError, PROGRAM, parseCommand, parseSlug, required } from './args.js';
import { type CliContext, tenantOrigin } from './context.js';

export const tenantCreateUsage = `Usage: ${PROGRAM} tenant create <slug> --name <name>

Creates a client (tenant). <slug> is its host label: lower-case letters, digits and "-".

Options:
  --name <name>   the organisation's display name (required)`;

const TenantNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(LIMITS.nameMaxLength, `must be at most ${LIMITS.nameMaxLength} characters`);

export function prepareTenantCreate(argv: string[]) {
  const usage = tenantCreateUsage;
  const { values, positionals } = parseCommand(argv, { options: ['name'], positionals: 1, usage });
  const slug = parseSlug(positionals[0], '<slug>', usage);
  const name = required(TenantNameSchema, values.name, '--name', usage);
  return (ctx: CliContext) => createTenant(ctx, { slug, name });
}

async function createTenant(ctx: CliContext, input: { slug: string; name: string }): Promise<void> {
  if (await findTenantIdBySlug(ctx.db, input.slug)) {
    throw new CliError(`Client "${input.slug}" already exists.`);
  }
  await insertTenant(ctx.db, {
    id: newId(),
    slug: input.slug,
    name: input.name,
    clientCode: input.slug.toUpperCase(),
  });
  ctx.note(`Created client "${input.slug}" (${input.name}). Invite its first administrator with:`);
  ctx.note(`  ${PROGRAM} invite --client ${input.slug} --email <e-mail> --role ADMIN`);
  ctx.result(tenantOrigin(ctx.config, input.slug));
}
