import type { AppConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Tenant } from '../platform/context.js';
import { createTransport, Mailer } from '../platform/mailer.js';
import { TenantDirectory } from '../platform/tenancy.js';
import { CliError, PROGRAM } from './args.js';

export interface TextSink {
  write(text: string): unknown;
}

export interface CliContext {
  config: AppConfig;
  db: Db;
  mailer: CliMailer;
  /** The result (a link, a token, an id) on stdout, so scripts can capture it. */
  result(line: string): void;
  /** What happened and what to do next, on stderr, out of the way of the result. */
  note(line: string): void;
}

export interface CliMailer {
  mailer: Mailer;
  /** Delivers what was queued (as the API does after commit) and says how that went. */
  deliver(tenantId: string, to: string): Promise<void>;
}

export function createCliMailer(
  config: AppConfig,
  database: Database,
  note: (line: string) => void,
): CliMailer {
  let failed = false;
  const log = {
    info: () => {},
    warn: (_details: unknown, message?: string) => {
      failed = true;
      note(`warning: ${message ?? 'e-mail delivery failed'}`);
    },
  };
  const mailer = new Mailer(
    database.db,
    // Without SMTP the server prints the whole e-mail; here the printed link already says all it would.
    createTransport({ smtpUrl: config.SMTP_URL, logger: log, print: () => {} }),
    config.MAIL_FROM,
    log,
  );
  return {
    mailer,
    async deliver(tenantId, to) {
      mailer.kick(tenantId);
      await mailer.idle();
      if (!config.SMTP_URL) note(`No SMTP_URL is set, so no e-mail went to ${to}; share this link yourself:`);
      else if (!failed) note(`E-mail sent to ${to}. The link:`);
    },
  };
}

/**
 * The address a tenant is reached at: the default client lives on PUBLIC_URL itself, every other
 * one on a sub-domain of it, because the server picks the tenant from the host's first label.
 */
export function tenantOrigin(config: AppConfig, slug: string): string {
  const base = new URL(config.PUBLIC_URL);
  return slug === config.DEFAULT_CLIENT ? base.origin : `${base.protocol}//${slug}.${base.host}`;
}

export async function requireTenant(ctx: CliContext, slug: string): Promise<Tenant> {
  const tenant = await new TenantDirectory(ctx.db).findBySlug(slug);
  if (!tenant) {
    throw new CliError(
      `Unknown client "${slug}". Create it first: ${PROGRAM} tenant create ${slug} --name "..."`,
    );
  }
  return tenant;
}
