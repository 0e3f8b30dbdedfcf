import { LIMITS } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { withTenant } from '../db/client.js';
import { findTenantIdBySlug, insertTenant } from '../modules/clients/clients.repository.js';
import {
  findPendingInvitationByEmail,
  insertInvitations,
} from '../modules/invitations/invitations.repository.js';
import { countActiveAdmins } from '../modules/users/users.repository.js';
import type { AppDeps } from './context.js';
import { newId, newInvitationCode } from './ids.js';

export async function ensureTenant(deps: AppDeps, slug: string, name: string): Promise<string> {
  const existing = await findTenantIdBySlug(deps.database.db, slug);
  if (existing) return existing;
  const id = newId();
  await insertTenant(deps.database.db, { id, slug, name, clientCode: slug.toUpperCase() });
  return id;
}

/**
 * First run: the default tenant exists and, while it has no administrator, an invitation for
 * ADMIN_EMAIL is printed so the first person can sign in (DESIGN section 7).
 */
export async function bootstrapDefaultTenant(
  deps: AppDeps,
  logger: FastifyBaseLogger,
): Promise<string | null> {
  const { DEFAULT_CLIENT, ADMIN_EMAIL, PUBLIC_URL } = deps.config;
  const tenantId = await ensureTenant(deps, DEFAULT_CLIENT, titleCase(DEFAULT_CLIENT));
  const link = await withTenant(deps.database.db, tenantId, async (tx) => {
    if ((await countActiveAdmins(tx, tenantId)) > 0) return null;
    const pending = await findPendingInvitationByEmail(tx, tenantId, ADMIN_EMAIL);
    const code = pending?.code ?? newInvitationCode();
    if (!pending) {
      await insertInvitations(tx, [
        {
          id: newId(),
          tenantId,
          email: ADMIN_EMAIL,
          firstName: 'Admin',
          lastName: 'User',
          role: 'ADMIN',
          locationId: null,
          code,
          expiresAt: new Date(Date.now() + LIMITS.invitationExpiryDays * 86_400_000),
          invitedBy: null,
        },
      ]);
    }
    return `${new URL(PUBLIC_URL).origin}/invite/${code}`;
  });
  if (link)
    logger.info({ client: DEFAULT_CLIENT, email: ADMIN_EMAIL }, 'first-run administrator invitation created');
  return link;
}

function titleCase(slug: string): string {
  return slug.replace(
    /(^|-)([a-z])/g,
    (_m, sep: string, ch: string) => `${sep ? ' ' : ''}${ch.toUpperCase()}`,
  );
}
