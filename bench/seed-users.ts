// Seeds one tenant with many users and invitations for the /users render benchmark.
// Usage: DATA_DIR=... [DATABASE_URL=...] tsx bench/seed-users.ts <slug> <users> <invitations>
import { LIMITS, ROLES } from '@app/contracts';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase, withTenant } from '../apps/server/src/db/client.js';
import { users } from '../apps/server/src/db/schema/users.js';
import { findTenantIdBySlug } from '../apps/server/src/modules/clients/clients.repository.js';
import { insertInvitations } from '../apps/server/src/modules/invitations/invitations.repository.js';
import { newId, newInvitationCode } from '../apps/server/src/platform/ids.js';

const [slug = 'bench', userCount = '2000', invitationCount = '500'] = process.argv.slice(2);
const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
);
try {
  const tenantId = await findTenantIdBySlug(database.db, slug);
  if (!tenantId) throw new Error(`no tenant ${slug}`);
  const first = ['Alex', 'Sam', 'Jo', 'Chris', 'Pat', 'Robin', 'Kim', 'Lee', 'Max', 'Ash'];
  const last = ['Nguyen', 'Smith', 'Brown', 'Wilson', 'Taylor', 'Martin', 'Lee', 'Walker', 'Hall', 'King'];
  await withTenant(database.db, tenantId, async (tx) => {
    const rows = Array.from({ length: Number(userCount) }, (_, i) => ({
      id: newId(),
      tenantId,
      email: `worker${i}@${slug}.test`,
      firstName: first[i % first.length]!,
      lastName: `${last[(i * 7) % last.length]}${i}`,
      role: ROLES[i % ROLES.length]!,
      locationId: null,
    }));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(users).values(rows.slice(i, i + 500));
    const invitations = Array.from({ length: Number(invitationCount) }, (_, i) => ({
      id: newId(),
      tenantId,
      email: `invitee${i}@${slug}.test`,
      firstName: 'Invited',
      lastName: `Person${i}`,
      role: 'STAFF' as const,
      locationId: null,
      code: newInvitationCode(),
      expiresAt: new Date(Date.now() + LIMITS.invitationExpiryDays * 86_400_000),
      invitedBy: null,
    }));
    for (let i = 0; i < invitations.length; i += 250)
      await insertInvitations(tx, invitations.slice(i, i + 250));
  });
  console.log(`seeded ${userCount} users and ${invitationCount} invitations into ${slug}`);
} finally {
  await database.close();
}
