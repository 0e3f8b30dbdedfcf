import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type TenantSettings, tenants } from '../../db/schema/tenants.js';

export interface TenantSettingsRow {
  name: string;
  slug: string;
  clientCode: string;
  settings: TenantSettings;
  logo: Buffer | null;
  logoContentType: string | null;
}

/** The tenant's editable settings; forUpdate holds the row so concurrent saves do not lose each other's keys. */
export async function findTenantSettings(
  tx: Executor,
  tenantId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TenantSettingsRow | null> {
  const query = tx
    .select({
      name: tenants.name,
      slug: tenants.slug,
      clientCode: tenants.clientCode,
      settings: tenants.settings,
      logo: tenants.logo,
      logoContentType: tenants.logoContentType,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  return { ...row, logo: row.logo ? Buffer.from(row.logo, 'base64') : null };
}

export async function updateTenantSettings(
  tx: Executor,
  tenantId: string,
  values: { name: string; settings: TenantSettings },
): Promise<void> {
  await tx.update(tenants).set(values).where(eq(tenants.id, tenantId));
}
