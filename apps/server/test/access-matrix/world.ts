import { readFileSync } from 'node:fs';
import type { Role } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, withTenant } from '../../src/db/client.js';
import { insertSession } from '../../src/modules/auth/sessions.repository.js';
import { hashToken, newId, randomToken } from '../../src/platform/ids.js';
import { AccessTokens, PERSONAL_TOKEN_PREFIX } from '../../src/platform/tokens.js';
import {
  authHeaders,
  createPersonPerRole,
  createTenant,
  createUser,
  hostOf,
  type PeopleByRole,
  type TestApp,
  type TestUser,
  tokenFor,
} from '../helpers/app.js';
import { FORKLIFT, testRunner, waitForRun } from '../rca-support.js';

export type Headers = Record<string, string>;

const ID_NAMES = [
  'tenant',
  'owner',
  'spareUser',
  'draft',
  'draftNumber',
  'submitted',
  'attachment',
  'site',
  'invitation',
  'invitationCode',
  'weekly',
  'analysed',
  'run',
  'recommendation',
  'action',
  'outbox',
] as const;
export type SeedIds = Record<(typeof ID_NAMES)[number], string>;

/** One tenant's people and the ids every route of the matrix needs. */
export interface Side {
  slug: string;
  tenantId: string;
  people: PeopleByRole;
  /** A second STAFF user: the non-owner of the owner's draft. */
  otherStaff: { user: TestUser; token: string };
  ids: SeedIds;
}

export interface World {
  t: TestApp;
  home: Side;
  away: Side;
  expiredToken: string;
  revokedToken: string;
  /** `vgl_pat_` tokens: one of the other tenant's, one of this tenant's whose session has expired. */
  foreignPersonalToken: string;
  expiredPersonalToken: string;
  /** Every id of the home tenant: a 2xx for a foreign caller containing one is a cross-tenant leak. */
  homeMarkers: string[];
  /** Every id of the away tenant: no answer on the home tenant may contain one. */
  awayMarkers: string[];
}

const PNG = readFileSync(new URL('../fixtures/diagram.png', import.meta.url));

export const INCIDENT = {
  title: 'Slipped near dock 2',
  report_type: 'INJURY',
  incident_date: '2026-02-10',
  description: 'Wet floor by the dock door.',
} as const;

/** A real PNG as the spec's JSON upload body, so that only access decides the answer. */
export function pngUpload(): object {
  return { fileName: 'diagram.png', fileSize: PNG.length, fileData: PNG.toString('base64') };
}

export function headersOf(person: { user: TestUser; token: string }): Headers {
  return authHeaders(person.user, person.token);
}

/** The fields of the seed answers read here; buildSide checks that every id it keeps is set. */
interface SeedAnswer {
  incident: { id: string; incident_number: string };
  attachment: { id: string };
  site: { id: string };
  invitations: { id: string; invitation_code: string }[];
  report_id: string;
  check_status_url: string;
  recommendations: { id: string }[];
  corrective_actions: { id: string }[];
}

async function must(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload?: object,
): Promise<SeedAnswer> {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`seed ${method} ${url} -> ${res.statusCode} ${res.body}`);
  return res.json<SeedAnswer>();
}

/** Throwaway resources, made through the real API, for requests that change or delete what they touch. */
export function factory(t: TestApp, side: Side) {
  const as = (role: Role) => headersOf(side.people[role]);
  return {
    async draft(): Promise<{ id: string; number: string }> {
      const { incident } = await must(t, 'POST', '/api/incidents', as('STAFF'), INCIDENT);
      return { id: incident.id, number: incident.incident_number };
    },
    async submitted(): Promise<string> {
      const { id } = await this.draft();
      await must(t, 'PUT', `/api/manager/incidents/${id}`, as('STAFF'), { status: 'SUBMITTED' });
      return id;
    },
    async attachment(draft: { id: string; number: string }): Promise<string> {
      const body = await must(t, 'POST', '/api/upload', as('STAFF'), {
        incidentNumber: draft.number,
        ...pngUpload(),
      });
      return body.attachment.id;
    },
    async site(): Promise<string> {
      const body = await must(t, 'POST', '/api/admin/sites', as('ADMIN'), {
        venue_name: `Depot ${newId()}`,
        venue_type: 'OFFICE',
      });
      return body.site.id;
    },
    async invitation(): Promise<{ id: string; code: string }> {
      const email = `invitee-${newId()}@${side.slug}.test`;
      const { invitations } = await must(t, 'POST', '/api/invitations', as('ADMIN'), {
        emails: [{ email, first_name: 'In', last_name: 'Vitee' }],
        role: 'STAFF',
      });
      const [sent] = invitations;
      if (!sent) throw new Error('seed: no invitation sent');
      return { id: sent.id, code: sent.invitation_code };
    },
    async user(): Promise<string> {
      const user = await createUser(t, side.tenantId, side.slug, {
        email: `spare-${newId()}@x.test`,
        role: 'STAFF',
      });
      return user.id;
    },
    /** A fresh session for a person, for routes (logout) that end the session they are called with. */
    async token(user: TestUser): Promise<string> {
      return tokenFor(t, user);
    },
  };
}

async function buildSide(t: TestApp, slug: string): Promise<Side> {
  const tenantId = await createTenant(t, slug);
  const people = await createPersonPerRole(t, tenantId, slug);
  const other = await createUser(t, tenantId, slug, { email: `staff2@${slug}.test`, role: 'STAFF' });
  const ids: Partial<SeedIds> = {};
  const side: Side = {
    slug,
    tenantId,
    people,
    otherStaff: { user: other, token: await tokenFor(t, other) },
    // Filled below; every name is checked before the side is returned.
    ids: ids as SeedIds,
  };
  const make = factory(t, side);
  const as = (role: Role) => headersOf(people[role]);

  const draft = await make.draft();
  side.ids.draft = draft.id;
  side.ids.draftNumber = draft.number;
  side.ids.submitted = await make.submitted();
  side.ids.attachment = await make.attachment(draft);
  side.ids.site = await make.site();
  const invitation = await make.invitation();
  side.ids.invitation = invitation.id;
  side.ids.invitationCode = invitation.code;
  side.ids.owner = people.STAFF.user.id;
  side.ids.spareUser = await make.user();

  const week = { week_start: '2026-11-23', week_end: '2026-11-29' };
  side.ids.weekly = (await must(t, 'POST', '/api/weekly-reports/generate', as('MANAGER'), week)).report_id;

  // An analysed incident: the run, its recommendations and corrective actions.
  const { incident } = await must(t, 'POST', '/api/incidents', as('STAFF'), FORKLIFT);
  side.ids.analysed = incident.id;
  await must(t, 'PUT', `/api/manager/incidents/${incident.id}`, as('STAFF'), { status: 'SUBMITTED' });
  await must(t, 'POST', `/api/manager/incidents/${incident.id}/approve`, as('MANAGER'), {});
  const started = await must(t, 'POST', `/api/rca/analyze/${incident.id}`, as('MANAGER'));
  const runner = testRunner(t).start();
  await waitForRun(t, people, started.check_status_url);
  await runner.stop();
  const runs = await withTenant(t.database.db, tenantId, (tx) =>
    queryRows<{ id: string }>(tx, sql`select id from analysis_runs where incident_id = ${incident.id}`),
  );
  side.ids.run = runs[0]?.id ?? '';
  const view = await must(t, 'GET', `/api/rca/incidents/${incident.id}`, as('MANAGER'));
  const [approved, pending] = view.recommendations;
  side.ids.recommendation = pending?.id ?? '';
  // Approving a recommendation is what makes a corrective action.
  await must(t, 'POST', `/api/rca/recommendations/${incident.id}/${approved?.id}/approve`, as('MANAGER'), {});
  const after = await must(t, 'GET', `/api/rca/incidents/${incident.id}`, as('MANAGER'));
  side.ids.action = after.corrective_actions[0]?.id ?? '';

  const outbox = await withTenant(t.database.db, tenantId, (tx) =>
    queryRows<{ id: string }>(tx, sql`select id from outbox where tenant_id = ${tenantId} limit 1`),
  );
  side.ids.outbox = outbox[0]?.id ?? '';
  side.ids.tenant = tenantId;
  for (const name of ID_NAMES) {
    if (!ids[name]) throw new Error(`seed: no ${name} for ${slug}`);
  }
  return side;
}

/** An access token that has expired although its session is live: only the JWT expiry refuses it. */
async function expiredTokenFor(t: TestApp, user: TestUser): Promise<string> {
  const sessionId = newId();
  await withTenant(t.database.db, user.tenantId, (tx) =>
    insertSession(tx, {
      id: sessionId,
      tenantId: user.tenantId,
      userId: user.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    }),
  );
  return new AccessTokens(t.config.jwtSecret).sign(
    { userId: user.id, tenantId: user.tenantId, sessionId },
    new Date(Date.now() - 60_000),
  );
}

/** A personal token as `npm run cli -- token` makes one: only its hash is stored. */
async function personalTokenFor(t: TestApp, user: TestUser, expiresAt: Date): Promise<string> {
  const token = PERSONAL_TOKEN_PREFIX + randomToken();
  await withTenant(t.database.db, user.tenantId, (tx) =>
    insertSession(tx, {
      id: newId(),
      tenantId: user.tenantId,
      userId: user.id,
      kind: 'personal',
      tokenHash: hashToken(token),
      expiresAt,
    }),
  );
  return token;
}

async function revokedTokenFor(t: TestApp, user: TestUser): Promise<string> {
  const token = await tokenFor(t, user);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: authHeaders(user, token),
  });
  if (res.statusCode >= 300) throw new Error(`logout for the revoked token -> ${res.statusCode}`);
  return token;
}

const markersOf = (side: Side) => [
  ...Object.entries(side.ids)
    .filter(([name]) => name !== 'draftNumber')
    .map(([, id]) => id),
  ...Object.values(side.people).map((p) => p.user.id),
  side.otherStaff.user.id,
];

export async function buildWorld(t: TestApp): Promise<World> {
  const home = await buildSide(t, 'home');
  const away = await buildSide(t, 'away');
  return {
    t,
    home,
    away,
    expiredToken: await expiredTokenFor(t, home.people.ADMIN.user),
    revokedToken: await revokedTokenFor(t, home.people.ADMIN.user),
    foreignPersonalToken: await personalTokenFor(t, away.people.ADMIN.user, new Date(Date.now() + 3_600_000)),
    expiredPersonalToken: await personalTokenFor(t, home.people.ADMIN.user, new Date(Date.now() - 60_000)),
    homeMarkers: markersOf(home),
    awayMarkers: markersOf(away),
  };
}

export const homeHost = () => hostOf('home');
