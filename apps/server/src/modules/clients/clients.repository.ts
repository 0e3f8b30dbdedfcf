import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type TenantSettings, tenants } from '../../db/schema/tenants.js';

export async function findTenantLogo(tx: Executor, tenantId: string) {
  const [row] = await tx
    .select({ logo: tenants.logo, contentType: tenants.logoContentType })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row?.logo && row.contentType
    ? { data: Buffer.from(row.logo, 'base64'), contentType: row.contentType }
    : null;
}

export async function insertTenant(
  tx: Executor,
  values: { id: string; slug: string; name: string; clientCode: string; settings?: TenantSettings },
): Promise<void> {
  await tx.insert(tenants).values(values);
}

export async function findTenantIdBySlug(tx: Executor, slug: string): Promise<string | null> {
  const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return row?.id ?? null;
}

export async function listTenantIds(tx: Executor): Promise<string[]> {
  const rows = await tx.select({ id: tenants.id }).from(tenants);
  return rows.map((r) => r.id);
}

export async function updateTenantLogo(
  tx: Executor,
  tenantId: string,
  logo: { data: Buffer; contentType: string } | null,
): Promise<void> {
  await tx
    .update(tenants)
    .set({ logo: logo ? logo.data.toString('base64') : null, logoContentType: logo?.contentType ?? null })
    .where(eq(tenants.id, tenantId));
}
