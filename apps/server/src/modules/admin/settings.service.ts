import { createHash } from 'node:crypto';
import {
  MESSAGES,
  type TenantSettingsResponse,
  type TestOidcResponse,
  type UpdateTenantSettingsBody,
  type UploadLogoBody,
} from '@app/contracts';
import { type Tx, withTenant } from '../../db/client.js';
import type { TenantSettings } from '../../db/schema/tenants.js';
import type { Principal } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { TenantDirectory } from '../../platform/tenancy.js';
import { updateTenantLogo } from '../clients/clients.repository.js';
import { logoUrlFor } from '../clients/logo-url.js';
import { type AdminContext, auditChange } from './context.js';
import { checkLogo } from './logo.js';
import { checkOidcDiscovery } from './oidc-check.js';
import { findTenantSettings, type TenantSettingsRow, updateTenantSettings } from './settings.repository.js';

export interface SettingsContext extends AdminContext {
  /** The cached tenant directory; every change is forgotten there so the next request reads it fresh. */
  tenants: TenantDirectory;
}

/** What an administrator may see of the stored settings: the OIDC client secret never leaves the server. */
function toResponse(ctx: SettingsContext, row: TenantSettingsRow): TenantSettingsResponse {
  const { settings } = row;
  return {
    name: row.name,
    slug: row.slug,
    client_code: row.clientCode,
    time_zone: settings.timeZone ?? ctx.deps.config.TZ_DEFAULT,
    notify_contacts: settings.notifyContacts ?? [],
    oidc: settings.oidc
      ? {
          issuer: settings.oidc.issuer,
          client_id: settings.oidc.clientId,
          has_client_secret: Boolean(settings.oidc.clientSecret),
        }
      : null,
    logo_url: row.logo ? logoUrlFor(row.slug, row.logo) : null,
  };
}

/** The audit view of the settings: the same as the screen's, so the secret is never logged. */
const auditView = (row: { name: string; settings: TenantSettings }) => ({
  name: row.name,
  time_zone: row.settings.timeZone ?? null,
  notify_contacts: row.settings.notifyContacts ?? [],
  oidc: row.settings.oidc
    ? {
        issuer: row.settings.oidc.issuer,
        client_id: row.settings.oidc.clientId,
        has_client_secret: Boolean(row.settings.oidc.clientSecret),
      }
    : null,
});

async function loadTenant(tx: Tx, tenantId: string, forUpdate = false): Promise<TenantSettingsRow> {
  const row = await findTenantSettings(tx, tenantId, { forUpdate });
  // The access hook resolved this tenant moments ago; its row is never deleted.
  if (!row) throw new Error(`tenant ${tenantId} vanished`);
  return row;
}

export async function getSettings(ctx: SettingsContext): Promise<TenantSettingsResponse> {
  const row = await withTenant(ctx.deps.database.db, ctx.tenant.id, (tx) => loadTenant(tx, ctx.tenant.id));
  return toResponse(ctx, row);
}

function mergeSettings(current: TenantSettings, body: UpdateTenantSettingsBody): TenantSettings {
  const next: TenantSettings = { ...current };
  if (body.time_zone !== undefined) next.timeZone = body.time_zone;
  if (body.notify_contacts !== undefined) next.notifyContacts = body.notify_contacts;
  if (body.oidc === null) delete next.oidc;
  else if (body.oidc) {
    // An omitted (or blank) secret keeps the stored one: the screen never receives it to send back.
    const clientSecret = body.oidc.client_secret || current.oidc?.clientSecret;
    next.oidc = {
      issuer: body.oidc.issuer,
      clientId: body.oidc.client_id,
      ...(clientSecret ? { clientSecret } : {}),
    };
  }
  return next;
}

export async function updateSettings(
  ctx: SettingsContext,
  principal: Principal,
  body: UpdateTenantSettingsBody,
): Promise<TenantSettingsResponse> {
  const { tenant, deps } = ctx;
  const row = await withTenant(deps.database.db, tenant.id, async (tx) => {
    const current = await loadTenant(tx, tenant.id, true);
    const next = { name: body.name ?? current.name, settings: mergeSettings(current.settings, body) };
    await updateTenantSettings(tx, tenant.id, next);
    await auditChange(tx, ctx, principal, {
      action: 'tenant.updated',
      entityType: 'tenant',
      entityId: tenant.id,
      before: auditView(current),
      after: { ...auditView(next), client_secret_replaced: Boolean(body.oidc?.client_secret) },
    });
    return { ...current, ...next };
  });
  ctx.tenants.forget(tenant.slug);
  return toResponse(ctx, row);
}

export async function uploadLogo(
  ctx: SettingsContext,
  principal: Principal,
  body: UploadLogoBody,
): Promise<TenantSettingsResponse> {
  const checked = checkLogo(body);
  if (!checked.ok) {
    throw checked.reason === 'too-large'
      ? new AppError('PAYLOAD_TOO_LARGE', MESSAGES.admin.logoTooLarge)
      : new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.admin.logoMismatch);
  }
  return replaceLogo(ctx, principal, { data: checked.data, contentType: body.content_type });
}

export function removeLogo(ctx: SettingsContext, principal: Principal): Promise<TenantSettingsResponse> {
  return replaceLogo(ctx, principal, null);
}

async function replaceLogo(
  ctx: SettingsContext,
  principal: Principal,
  logo: { data: Buffer; contentType: string } | null,
): Promise<TenantSettingsResponse> {
  const { tenant, deps } = ctx;
  const row = await withTenant(deps.database.db, tenant.id, async (tx) => {
    const current = await loadTenant(tx, tenant.id, true);
    await updateTenantLogo(tx, tenant.id, logo);
    const describe = (data: Buffer | null, contentType: string | null) =>
      data
        ? {
            content_type: contentType,
            bytes: data.length,
            sha256: createHash('sha256').update(data).digest('hex'),
          }
        : null;
    await auditChange(tx, ctx, principal, {
      action: logo ? 'tenant.logo_updated' : 'tenant.logo_removed',
      entityType: 'tenant',
      entityId: tenant.id,
      before: { logo: describe(current.logo, current.logoContentType) },
      after: { logo: logo ? describe(logo.data, logo.contentType) : null },
    });
    return { ...current, logo: logo?.data ?? null, logoContentType: logo?.contentType ?? null };
  });
  // The directory caches whether a logo exists; GET /api/logo must see the change at once.
  ctx.tenants.forget(tenant.slug);
  return toResponse(ctx, row);
}

export function testOidc(body: { issuer: string }): Promise<TestOidcResponse> {
  return checkOidcDiscovery(body.issuer);
}
