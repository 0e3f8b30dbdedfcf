import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export interface TenantSettings {
  timeZone?: string;
  oidc?: { issuer: string; clientId: string; clientSecret?: string };
  notifyContacts?: string[];
}

/** The tenant directory itself is not tenant-owned: it is how a request finds its tenant. */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    clientCode: text('client_code').notNull(),
    logoContentType: text('logo_content_type'),
    logo: text('logo'),
    settings: jsonb('settings').$type<TenantSettings>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenants_slug_key').on(t.slug)],
);
