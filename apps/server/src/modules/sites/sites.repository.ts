import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sites } from '../../db/schema/users.js';

export async function isActiveSite(tx: Executor, tenantId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.tenantId, tenantId), eq(sites.id, id), eq(sites.isActive, true)))
    .limit(1);
  return row !== undefined;
}
