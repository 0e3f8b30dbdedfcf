import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantPolicy } from './tenant-policy.js';
import { tenants } from './tenants.js';

export const ROLE_CHECK = sql`role in ('STAFF','MANAGER','INVESTIGATOR','ADMIN','INSURER')`;

export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    venueName: text('venue_name').notNull(),
    venueType: text('venue_type').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country').notNull().default('Australia'),
    managerUserId: uuid('manager_user_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sites_tenant_name_idx').on(t.tenantId, t.venueName),
    check(
      'sites_venue_type_check',
      sql`venue_type in ('OFFICE','WAREHOUSE','FACTORY','RETAIL','CONSTRUCTION','OTHER')`,
    ),
    check('sites_state_check', sql`state is null or state in ('NSW','VIC','QLD','WA','SA','TAS','ACT','NT')`),
    tenantPolicy('sites'),
  ],
).enableRLS();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').notNull(),
    locationId: uuid('location_id').references(() => sites.id),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_key').on(t.tenantId, sql`lower(${t.email})`),
    index('users_tenant_role_idx').on(t.tenantId, t.role),
    check('users_role_check', ROLE_CHECK),
    tenantPolicy('users'),
  ],
).enableRLS();

/** A work-directory identity, keyed on (issuer, subject) and never on the e-mail claim alone. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_key').on(t.tenantId, t.issuer, t.subject),
    uniqueIndex('user_identities_user_issuer_key').on(t.tenantId, t.userId, t.issuer),
    tenantPolicy('user_identities'),
  ],
).enableRLS();
