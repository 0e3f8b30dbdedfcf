import type { Role } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { withTenant } from '../src/db/client.js';
import { incidents } from '../src/db/schema/incidents.js';
import { correctiveActions } from '../src/db/schema/rca.js';
import { tenants } from '../src/db/schema/tenants.js';
import { sites } from '../src/db/schema/users.js';
import { newId } from '../src/platform/ids.js';
import { authHeaders, type PeopleByRole, type TestApp } from './helpers/app.js';

/** Shared by the weekly-*.test.ts files: rows written straight to the tables, at chosen instants. */
let counter = 0;

export type SeedIncident = Partial<typeof incidents.$inferInsert> & { createdAt: Date };

export async function seedIncident(
  t: TestApp,
  tenantId: string,
  reporterUserId: string,
  fields: SeedIncident,
): Promise<string> {
  const id = newId();
  counter += 1;
  await withTenant(t.database.db, tenantId, (tx) =>
    tx.insert(incidents).values({
      id,
      tenantId,
      reporterUserId,
      incidentNumber: `INC-2026-${String(counter).padStart(6, '0')}`,
      title: `Seeded incident ${counter}`,
      reportType: 'INJURY',
      severity: 'MEDIUM',
      status: 'SUBMITTED',
      ...fields,
      updatedAt: fields.createdAt,
    }),
  );
  return id;
}

export async function seedSite(t: TestApp, tenantId: string, venueName: string): Promise<string> {
  const id = newId();
  await withTenant(t.database.db, tenantId, (tx) =>
    tx.insert(sites).values({ id, tenantId, venueName, venueType: 'WAREHOUSE', state: 'QLD' }),
  );
  return id;
}

export async function seedAction(
  t: TestApp,
  tenantId: string,
  incidentId: string,
  fields: {
    createdAt: Date;
    status: 'PLANNED' | 'IN_PROGRESS' | 'COMPLETED';
    target: string;
    completedAt?: Date;
  },
): Promise<void> {
  await withTenant(t.database.db, tenantId, (tx) =>
    tx.insert(correctiveActions).values({
      id: newId(),
      tenantId,
      incidentId,
      actionType: 'SHORT_TERM',
      description: 'Fix it',
      priority: 'MEDIUM',
      status: fields.status,
      responsiblePerson: 'Site manager',
      targetCompletionDate: fields.target,
      verificationMethod: 'Inspection',
      completedAt: fields.completedAt ?? null,
      createdAt: fields.createdAt,
      updatedAt: fields.createdAt,
    }),
  );
}

/** Before the tenant's first request: the tenant directory caches what it reads. */
export async function setTimeZone(t: TestApp, tenantId: string, timeZone: string): Promise<void> {
  await t.database.db.update(tenants).set({ settings: { timeZone } }).where(eq(tenants.id, tenantId));
}

export function caller(t: TestApp, people: PeopleByRole) {
  return (method: 'GET' | 'POST', url: string, role: Role, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: authHeaders(people[role].user, people[role].token),
      ...(payload ? { payload } : {}),
    });
}
