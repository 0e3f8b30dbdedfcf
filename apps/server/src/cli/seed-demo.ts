import { type IncidentStatus, MESSAGES, ROLES } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Tx, withTenant } from '../db/client.js';
import { sites } from '../db/schema/users.js';
import { findTenantIdBySlug, insertTenant } from '../modules/clients/clients.repository.js';
import { DEMO_PEOPLE, DEMO_SITES, DEMO_TEMPLATES } from '../modules/incidents/demo-incidents.js';
import {
  countIncidents,
  insertEvent,
  insertIncident,
  nextIncidentSequence,
} from '../modules/incidents/incidents.repository.js';
import { assessNotifiability } from '../modules/incidents/notifiability.js';
import { findUserByEmail, insertUser } from '../modules/users/users.repository.js';
import { recordAudit } from '../platform/audit.js';
import { newId } from '../platform/ids.js';
import { CliError, optional, PROGRAM, parseCommand, parseSlug } from './args.js';
import type { CliContext } from './context.js';

export const seedDemoUsage = `Usage: ${PROGRAM} seed-demo --client <slug> [--incidents <n>] [--force]

Fills a client with demo data: the client itself if missing, 3 Queensland sites, one user per
role (<role>@<slug>.example) and realistic incidents spread over the last 12 weeks.

Options:
  --client <slug>     the client (tenant) (required)
  --incidents <n>     how many incidents, 1 to 5000 (default 300)
  --force             add incidents even if the client already has some`;

const CountSchema = z.coerce.number().int().min(1, 'must be at least 1').max(5000, 'must be at most 5000');
/** Weighted towards the states a real queue holds: most work is being or has been investigated. */
const STATUS_MIX: IncidentStatus[] = [
  'DRAFT',
  'SUBMITTED',
  'SUBMITTED',
  'UNDER_REVIEW',
  'INVESTIGATING',
  'INVESTIGATING',
  'COMPLETED',
  'COMPLETED',
  'CLOSED',
  'CLOSED',
  'CLOSED',
];
const REVIEWED = new Set<IncidentStatus>(['INVESTIGATING', 'COMPLETED', 'CLOSED']);
const BATCH = 100;
const DAY = 86_400_000;

export function prepareSeedDemo(argv: string[]) {
  const usage = seedDemoUsage;
  // --force is a flag; parseCommand takes only valued options, so it is taken out first.
  const force = argv.includes('--force');
  const { values } = parseCommand(
    argv.filter((a) => a !== '--force'),
    { options: ['client', 'incidents'], positionals: 0, usage },
  );
  const slug = parseSlug(values.client, '--client', usage);
  const count = optional(CountSchema, values.incidents, '--incidents', usage) ?? 300;
  return (ctx: CliContext) => seedDemo(ctx, { slug, count, force });
}

/** A small deterministic generator, so two demo runs give the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function seedDemo(ctx: CliContext, input: { slug: string; count: number; force: boolean }) {
  let tenantId = await findTenantIdBySlug(ctx.db, input.slug);
  if (!tenantId) {
    tenantId = newId();
    const name = `${input.slug.replace(/(^|-)([a-z])/g, (_, d: string, c: string) => `${d ? ' ' : ''}${c.toUpperCase()}`)} Demo`;
    await insertTenant(ctx.db, {
      id: tenantId,
      slug: input.slug,
      name,
      clientCode: input.slug.toUpperCase(),
    });
    ctx.note(`Created client "${input.slug}".`);
  }
  const id = tenantId;
  const existing = await withTenant(ctx.db, id, (tx) => countIncidents(tx, id));
  if (existing > 0 && !input.force) {
    throw new CliError(`Client "${input.slug}" already has ${existing} incidents; add --force to seed more.`);
  }
  const { siteIds, userIds } = await withTenant(ctx.db, id, async (tx) => ({
    siteIds: await ensureSites(tx, id),
    userIds: await ensureUsers(tx, id, input.slug),
  }));
  const next = random(input.count * 7919 + existing);
  const now = Date.now();
  // Oldest first, so incident numbers rise with the dates as they would in real use.
  const stamps = Array.from({ length: input.count }, () => now - Math.floor(next() * 84 * DAY)).sort(
    (a, b) => a - b,
  );
  for (let start = 0; start < stamps.length; start += BATCH) {
    await withTenant(ctx.db, id, async (tx) => {
      for (const at of stamps.slice(start, start + BATCH)) {
        await seedIncident(tx, id, new Date(at), { next, siteIds, userIds });
      }
    });
  }
  await withTenant(ctx.db, id, (tx) =>
    recordAudit(tx, {
      tenantId: id,
      actorUserId: null,
      action: 'demo.seeded',
      entityType: 'tenant',
      entityId: id,
      after: { incidents: input.count, via: 'cli' },
    }),
  );
  ctx.note(
    `Seeded ${input.count} incidents for "${input.slug}". Users: ${ROLES.map((r) => `${r.toLowerCase()}@${input.slug}.example`).join(', ')}`,
  );
  ctx.result(String(input.count));
}

async function ensureSites(tx: Tx, tenantId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const site of DEMO_SITES) {
    const [found] = await tx
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.tenantId, tenantId), eq(sites.venueName, site.venueName)))
      .limit(1);
    const siteId = found?.id ?? newId();
    if (!found) await tx.insert(sites).values({ id: siteId, tenantId, ...site, state: 'QLD' });
    ids.push(siteId);
  }
  return ids;
}

async function ensureUsers(tx: Tx, tenantId: string, slug: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [i, role] of ROLES.entries()) {
    const email = `${role.toLowerCase()}@${slug}.example`;
    const found = await findUserByEmail(tx, tenantId, email);
    const userId = found?.id ?? newId();
    const [firstName = 'Demo', lastName = role] = (DEMO_PEOPLE[i] ?? '').split(' ');
    if (!found)
      await insertUser(tx, { id: userId, tenantId, email, firstName, lastName, role, locationId: null });
    out[role] = userId;
  }
  return out;
}

interface SeedState {
  next: () => number;
  siteIds: string[];
  userIds: Record<string, string>;
}

async function seedIncident(tx: Tx, tenantId: string, createdAt: Date, s: SeedState): Promise<void> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(s.next() * list.length)] as T;
  const template = pick(DEMO_TEMPLATES);
  const status = pick(STATUS_MIX);
  const who = pick(DEMO_PEOPLE);
  const description = template.description.replace('{who}', who);
  const assessed = assessNotifiability({
    title: template.title,
    report_type: template.type,
    description,
    nature_of_injury: template.nature ?? null,
    medical_attention_required: template.medical ?? false,
  });
  const year = createdAt.getUTCFullYear();
  const sequence = await nextIncidentSequence(tx, tenantId, year);
  const reporter = pick([s.userIds.STAFF, s.userIds.STAFF, s.userIds.MANAGER]) ?? '';
  const manager = s.userIds.MANAGER ?? null;
  const reviewedAt = REVIEWED.has(status) ? new Date(createdAt.getTime() + DAY) : null;
  const notified = assessed.notifiable === 'yes' && reviewedAt !== null;
  const id = newId();
  await insertIncident(tx, {
    id,
    tenantId,
    incidentNumber: `INC-${year}-${String(sequence).padStart(6, '0')}`,
    title: template.title,
    reportType: template.type,
    severity: template.severity,
    status,
    reporterUserId: reporter,
    locationId: pick(s.siteIds),
    incidentDate: new Date(createdAt.getTime() - Math.floor(s.next() * 2) * DAY).toISOString().slice(0, 10),
    incidentTime: `${String(6 + Math.floor(s.next() * 12)).padStart(2, '0')}:${pick(['00', '15', '30', '45'])}`,
    injuredPartyName: template.nature ? who : null,
    witnessNames: s.next() < 0.5 ? pick(DEMO_PEOPLE) : null,
    description,
    natureOfInjury: template.nature ?? null,
    bodyPart: template.bodyPart ?? null,
    immediateActionsTaken: template.actions,
    medicalAttentionRequired: template.medical ?? false,
    worksafeNotified: notified,
    submittedAt: status === 'DRAFT' ? null : createdAt,
    reviewedAt,
    reviewedBy: reviewedAt ? manager : null,
    notifiable: assessed.notifiable,
    notifiableCategory: assessed.notifiable_category,
    ...(notified
      ? {
          notifiedAt: createdAt,
          notifiedBy: 'Site manager',
          notificationMethod: 'phone',
          whsqReference: `WHSQ-${sequence}`,
        }
      : {}),
    createdAt,
    updatedAt: reviewedAt ?? createdAt,
  });
  await insertEvent(tx, {
    id: newId(),
    tenantId,
    incidentId: id,
    actorUserId: reviewedAt ? manager : reporter,
    kind: reviewedAt ? 'approval' : 'status',
    body: reviewedAt ? MESSAGES.incident.approvedViaQueue : 'Demo incident',
    toStatus: status,
    createdAt: reviewedAt ?? createdAt,
  });
}
