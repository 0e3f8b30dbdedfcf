import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sites } from '../../db/schema/users.js';

export async function findLocation(tx: Executor, tenantId: string, id: string) {
  const [row] = await tx
    .select({ venue_name: sites.venueName, address: sites.address, city: sites.city, state: sites.state })
    .from(sites)
    .where(and(eq(sites.tenantId, tenantId), eq(sites.id, id)))
    .limit(1);
  return row ?? null;
}
