import { isIP } from 'node:net';
import { MESSAGES } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { tenants } from '../db/schema/tenants.js';
import type { Tenant } from './context.js';
import { AppError } from './errors.js';

/** Spec 01 section 1: the tenant is the first label of the host; localhost and IPs use the default. */
export function clientSlugFromHost(host: string | undefined, defaultClient: string): string {
  const hostname = stripPort(host ?? '').toLowerCase();
  if (!hostname || hostname === 'localhost' || isIP(hostname)) return defaultClient;
  const labels = hostname.split('.');
  return labels.length >= 2 && labels[0] ? labels[0] : defaultClient;
}

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  const colon = host.lastIndexOf(':');
  return colon > -1 && host.indexOf(':') === colon ? host.slice(0, colon) : host;
}

const CACHE_MS = 30_000;

export class TenantDirectory {
  private readonly cache = new Map<string, { tenant: Tenant | null; at: number }>();
  constructor(private readonly db: Db) {}

  async findBySlug(slug: string): Promise<Tenant | null> {
    const hit = this.cache.get(slug);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.tenant;
    const [row] = await this.db
      .select({
        id: tenants.id,
        slug: tenants.slug,
        name: tenants.name,
        clientCode: tenants.clientCode,
        settings: tenants.settings,
        logoContentType: tenants.logoContentType,
      })
      .from(tenants)
      .where(eq(tenants.slug, slug))
      .limit(1);
    const tenant = row
      ? {
          id: row.id,
          slug: row.slug,
          name: row.name,
          clientCode: row.clientCode,
          settings: row.settings,
          hasLogo: row.logoContentType !== null,
        }
      : null;
    this.cache.set(slug, { tenant, at: Date.now() });
    return tenant;
  }

  forget(slug: string): void {
    this.cache.delete(slug);
  }

  /** Resolves the request's tenant; the X-Client-ID header and ?client= may only repeat the host's. */
  async resolve(request: FastifyRequest, defaultClient: string): Promise<Tenant> {
    const slug = clientSlugFromHost(request.headers.host, defaultClient);
    const header = request.headers['x-client-id'];
    const query = (request.query as Record<string, unknown> | undefined)?.client;
    for (const claimed of [header, query]) {
      if (typeof claimed === 'string' && claimed !== '' && claimed.toLowerCase() !== slug) {
        throw new AppError('CLIENT_MISMATCH', MESSAGES.common.clientMismatch);
      }
    }
    const tenant = await this.findBySlug(slug);
    if (!tenant) throw new AppError('UNKNOWN_CLIENT', MESSAGES.common.unknownClient);
    return tenant;
  }
}
