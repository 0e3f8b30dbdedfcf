import { ROLES, type Role } from '@app/contracts';
import { newId } from '../../src/platform/ids.js';
import { type factory, INCIDENT, pngUpload, type Side } from './world.js';

/**
 * The declared access policy of every /api route (DESIGN section 6, spec 01 and 02 section 6).
 *
 * Order of checks in the app, which this table relies on: the access hook runs in `onRequest`
 * (platform/access.ts), before the body is parsed (`preParsing`) and validated (`preValidation`),
 * so a caller without a live session gets 401 and a caller of the wrong role 403 whatever it sends;
 * only a caller past the gate can see a 400. Visibility is decided in the service: not visible is
 * 404, the same as not existing, so a foreign or unrelated id reveals nothing.
 *
 * HEAD routes are Fastify's automatic twins of GET routes: they inherit the GET entry, and are
 * still requested one by one.
 */

/** Who sends the request. `STAFF` is the owner (reporter) of every seeded incident. */
export type Who =
  | 'no token'
  | 'expired token'
  | 'revoked session'
  | 'other tenant token on this host'
  | 'expired personal token'
  | 'other tenant personal token on this host'
  | Role
  | 'non-owner STAFF'
  | 'other tenant ADMIN asking for these ids';

export const SIGNED_OUT: readonly Who[] = [
  'no token',
  'expired token',
  'revoked session',
  'other tenant token on this host',
  'expired personal token',
  'other tenant personal token on this host',
];
export const CALLERS: readonly Who[] = [
  ...SIGNED_OUT,
  ...ROLES,
  'non-owner STAFF',
  'other tenant ADMIN asking for these ids',
];

/**
 * `allow`: past every check (any answer but 401, 403, 404 or 5xx; a 400 or 409 is the route's own).
 * A number: the refusal expected. `any`: public; only no 5xx and no foreign data.
 * `skip`: not meaningful for this route (e.g. foreign ids on a route that takes none).
 */
export type Verdict = 'allow' | 'any' | 'skip' | 401 | 403 | 404;

type Params = Record<string, string>;
type Factory = ReturnType<typeof factory>;

export interface Case {
  label: string;
  params?: (ids: Side['ids']) => Params;
  /** Throwaway ids for callers the policy allows, for requests that change or delete what they touch. */
  fresh?: (make: Factory) => Promise<Params>;
  /** The allowed caller's session is ended by the request (logout): each gets a new one. */
  freshSession?: boolean;
  body?: () => object;
  query?: string;
  /** A feature this test app does not configure (server speech): an allowed caller may get 501. */
  unconfigured?: boolean;
  /** Sent as a WebSocket upgrade; the server's close code 4401 counts as a 401. */
  websocket?: boolean;
  verdict: (who: Who) => Verdict;
}

export interface RouteRule {
  /** How the route authenticates; documentation next to the verdicts. */
  rule: string;
  cases: Case[];
}

const MANAGEMENT: readonly Role[] = ['MANAGER', 'ADMIN'];
const ADMIN_ONLY: readonly Role[] = ['ADMIN'];

const roleOf = (who: Who): Role | null =>
  who === 'non-owner STAFF' ? 'STAFF' : (ROLES as readonly string[]).includes(who) ? (who as Role) : null;

/** Which signed-in callers of this tenant can see a resource (others get 404). */
type Sees = (who: Who) => boolean;
const everyone: Sees = () => true;
/** A draft: its reporter, and ADMIN. */
const seesDraft: Sees = (who) => who === 'STAFF' || who === 'ADMIN';
/** A submitted incident: its reporter and every role but other STAFF. */
const seesSubmitted: Sees = (who) => who !== 'non-owner STAFF';

interface Gate {
  roles?: readonly Role[];
  sees?: Sees;
  /** What the other tenant's ADMIN gets for this tenant's ids; `skip` when the route takes no ids. */
  foreign?: Verdict;
  /** A business refusal for some callers past the gate and visibility (e.g. not the owner). */
  refuse?: (who: Who) => Verdict | null;
}

function gate({ roles, sees = everyone, foreign = 404, refuse }: Gate): (who: Who) => Verdict {
  return (who) => {
    if (SIGNED_OUT.includes(who)) return 401;
    if (who === 'other tenant ADMIN asking for these ids') return foreign;
    const role = roleOf(who);
    if (role && roles && !roles.includes(role)) return 403;
    if (!sees(who)) return 404;
    return refuse?.(who) ?? 'allow';
  };
}

/** Public routes: a bad or foreign token is ignored, so every caller is an anonymous one. */
const open =
  (foreign: Verdict = 'skip') =>
  (who: Who): Verdict =>
    who === 'other tenant ADMIN asking for these ids' ? foreign : 'any';
/** Routes with their own credential (a signed link or a one-time ticket): only the bare request is tried. */
const ownCredential =
  (refusal: 401 | 403 | 404) =>
  (who: Who): Verdict =>
    who === 'no token' ? refusal : 'skip';

const noIds = (roles?: readonly Role[]): Case[] => [{ label: '', verdict: gate({ roles, foreign: 'skip' }) }];
const one = (verdict: (who: Who) => Verdict, extra: Omit<Case, 'label' | 'verdict'> = {}): Case[] => [
  { label: '', verdict, ...extra },
];

const draft = (ids: Side['ids']) => ({ id: ids.draft });
const submitted = (ids: Side['ids']) => ({ id: ids.submitted });
const analysed = (ids: Side['ids']) => ({ id: ids.analysed });
const freshSubmitted = async (make: Factory) => ({ id: await make.submitted() });

/** Both the reporter's draft and a submitted incident, for the routes that read one incident. */
const incidentCases = (extra: Partial<Gate> = {}): Case[] => [
  { label: 'draft', params: draft, verdict: gate({ sees: seesDraft, ...extra }) },
  { label: 'submitted', params: submitted, verdict: gate({ sees: seesSubmitted, ...extra }) },
];

const WEEK = { week_start: '2026-11-23', week_end: '2026-11-29' };
const SITE = () => ({ venue_name: `Depot ${newId()}`, venue_type: 'OFFICE' });

export const POLICY: Record<string, RouteRule> = {
  'GET /api/health': { rule: 'tenantless, no credential', cases: one(() => 'any') },
  // The API documentation: public and tenantless, declared by the access plugin for its plugin.
  'GET /api/docs': { rule: 'tenantless, no credential', cases: one(() => 'any') },
  'HEAD /api/docs/': { rule: 'tenantless, no credential', cases: one(() => 'any') },
  'GET /api/docs/json': { rule: 'tenantless, no credential', cases: one(() => 'any') },
  'GET /api/docs/yaml': { rule: 'tenantless, no credential', cases: one(() => 'any') },
  'GET /api/docs/static/index.html': { rule: 'tenantless, no credential', cases: one(() => 'any') },
  'GET /api/docs/static/swagger-initializer.js': {
    rule: 'tenantless, no credential',
    cases: one(() => 'any'),
  },
  'GET /api/docs/static/*': { rule: 'tenantless, no credential', cases: one(() => 'any') },

  'GET /api/client-info': { rule: 'public', cases: one(open()) },
  'GET /api/logo': { rule: 'public', cases: one(open()) },
  'GET /api/logo/image': { rule: 'public', cases: one(open()) },
  'GET /api/auth/login': { rule: 'public', cases: one(open(), { query: '?provider=email' }) },
  'GET /api/auth/email': { rule: 'public', cases: one(open()) },
  'POST /api/auth/email/start': {
    rule: 'public',
    cases: one(open(), {
      body: () => ({ email: 'nobody@home.test', redirectUrl: 'http://home.localhost:3000/auth/callback' }),
    }),
  },
  'GET /api/auth/email/confirm': { rule: 'public', cases: one(open()) },
  'POST /api/auth/email/confirm': { rule: 'public', cases: one(open(), { body: () => ({}) }) },
  'POST /api/auth/token': { rule: 'public', cases: one(open(), { body: () => ({ code: 'nope' }) }) },
  'POST /api/auth/verify': { rule: 'public', cases: one(open(), { body: () => ({ client: 'home' }) }) },
  'GET /api/auth/oidc/callback': { rule: 'public', cases: one(open()) },
  'GET /api/user-info': { rule: 'authenticated', cases: noIds() },
  'POST /api/auth/logout': {
    rule: 'authenticated; ends the session it is called with',
    cases: one(gate({ foreign: 'skip' }), { freshSession: true }),
  },

  'POST /api/invitations': {
    rule: 'ADMIN',
    cases: one(gate({ roles: ADMIN_ONLY, foreign: 'skip' }), {
      body: () => ({
        emails: [{ email: `m-${newId()}@home.test`, first_name: 'Ma', last_name: 'Trix' }],
        role: 'STAFF',
      }),
    }),
  },
  'GET /api/invitations': { rule: 'MANAGER, ADMIN', cases: noIds(MANAGEMENT) },
  'PUT /api/invitations/:id': {
    rule: 'ADMIN',
    cases: one(gate({ roles: ADMIN_ONLY }), { params: (ids) => ({ id: ids.invitation }) }),
  },
  'DELETE /api/invitations/:id': {
    rule: 'ADMIN',
    cases: one(gate({ roles: ADMIN_ONLY }), {
      params: (ids) => ({ id: ids.invitation }),
      fresh: async (make) => ({ id: (await make.invitation()).id }),
    }),
  },
  'GET /api/invite/:code': {
    rule: 'public; the code is the credential',
    cases: one(open(404), { params: (ids) => ({ code: ids.invitationCode }) }),
  },
  'POST /api/invite/:code/accept': {
    rule: 'authenticated; a signed-in user whose e-mail is not the invitee gets 403 (mismatch), a business answer',
    cases: one(gate({ refuse: () => 'any' }), {
      params: (ids) => ({ code: ids.invitationCode }),
      body: () => ({}),
    }),
  },

  'GET /api/admin/users': { rule: 'MANAGER, ADMIN', cases: noIds(MANAGEMENT) },
  'PUT /api/admin/users/:id': {
    rule: 'ADMIN',
    cases: one(gate({ roles: ADMIN_ONLY }), {
      params: (ids) => ({ id: ids.spareUser }),
      fresh: async (make) => ({ id: await make.user() }),
      body: () => ({ role: 'STAFF' }),
    }),
  },
  'GET /api/admin/sites': { rule: 'MANAGER, ADMIN', cases: noIds(MANAGEMENT) },
  'POST /api/admin/sites': {
    rule: 'ADMIN',
    cases: one(gate({ roles: ADMIN_ONLY, foreign: 'skip' }), { body: SITE }),
  },
  'PUT /api/admin/sites/:id': {
    rule: 'ADMIN',
    cases: one(gate({ roles: ADMIN_ONLY }), { params: (ids) => ({ id: ids.site }), body: SITE }),
  },
  'DELETE /api/admin/sites/:id': {
    rule: 'ADMIN',
    cases: one(gate({ roles: ADMIN_ONLY }), {
      params: (ids) => ({ id: ids.site }),
      fresh: async (make) => ({ id: await make.site() }),
    }),
  },
  'GET /api/admin/settings': { rule: 'ADMIN', cases: noIds(ADMIN_ONLY) },
  // Allowed callers send an empty body: a 400 for them, and nothing about the tenant changes.
  'PUT /api/admin/settings': {
    rule: 'ADMIN',
    cases: one(gate({ roles: ADMIN_ONLY, foreign: 'skip' }), { body: () => ({ time_zone: 7 }) }),
  },
  'PUT /api/admin/settings/logo': {
    rule: 'ADMIN',
    cases: one(gate({ roles: ADMIN_ONLY, foreign: 'skip' }), { body: () => ({}) }),
  },
  'DELETE /api/admin/settings/logo': { rule: 'ADMIN', cases: noIds(ADMIN_ONLY) },
  'POST /api/admin/settings/oidc/test': {
    rule: 'ADMIN',
    cases: one(gate({ roles: ADMIN_ONLY, foreign: 'skip' }), { body: () => ({}) }),
  },
  'GET /api/admin/audit': { rule: 'ADMIN', cases: noIds(ADMIN_ONLY) },
  'GET /api/admin/outbox': { rule: 'ADMIN', cases: noIds(ADMIN_ONLY) },
  'POST /api/admin/outbox/:id/retry': {
    rule: 'ADMIN',
    cases: one(gate({ roles: ADMIN_ONLY }), { params: (ids) => ({ id: ids.outbox }) }),
  },

  'POST /api/incidents': {
    rule: 'authenticated',
    cases: one(gate({ foreign: 'skip' }), { body: () => INCIDENT }),
  },
  'GET /api/incidents/user/:userId/drafts': {
    rule: 'authenticated; only the named user (anyone else 403: the route names the user, nothing is looked up)',
    cases: one(gate({ foreign: 403, refuse: (who) => (who === 'STAFF' ? null : 403) }), {
      params: (ids) => ({ userId: ids.owner }),
    }),
  },
  'GET /api/incidents/reporters': { rule: 'MANAGER, ADMIN', cases: noIds(MANAGEMENT) },
  'GET /api/manager/stats': { rule: 'MANAGER, ADMIN', cases: noIds(MANAGEMENT) },
  'GET /api/manager/incidents': {
    rule: 'MANAGER, ADMIN, INVESTIGATOR, INSURER (list filtered by visibility)',
    cases: noIds(['MANAGER', 'ADMIN', 'INVESTIGATOR', 'INSURER']),
  },
  'GET /api/manager/incidents/pending': { rule: 'MANAGER, ADMIN', cases: noIds(MANAGEMENT) },
  'GET /api/manager/incidents/:id': { rule: 'authenticated; incident visibility', cases: incidentCases() },
  'GET /api/manager/incidents/:id/comments': {
    rule: 'authenticated; incident visibility',
    cases: incidentCases(),
  },
  'PUT /api/manager/incidents/:id': {
    rule: 'authenticated; visibility, then only the reporter edits (403 for other viewers, 409 once submitted)',
    cases: [
      {
        label: 'draft',
        params: draft,
        body: () => ({ witness_names: 'Sam' }),
        verdict: gate({ sees: seesDraft, refuse: (who) => (who === 'STAFF' ? null : 403) }),
      },
      {
        label: 'submitted',
        params: submitted,
        body: () => ({ witness_names: 'Sam' }),
        verdict: gate({ sees: seesSubmitted, refuse: (who) => (who === 'STAFF' ? null : 403) }),
      },
    ],
  },
  'POST /api/manager/incidents/:id/approve': {
    rule: 'MANAGER, ADMIN; incident visibility',
    cases: one(gate({ roles: MANAGEMENT }), { params: submitted, fresh: freshSubmitted, body: () => ({}) }),
  },
  'PUT /api/manager/incidents/:id/status': {
    rule: 'MANAGER, ADMIN; incident visibility',
    cases: one(gate({ roles: MANAGEMENT }), {
      params: submitted,
      fresh: freshSubmitted,
      body: () => ({ status: 'UNDER_REVIEW' }),
    }),
  },
  'POST /api/manager/incidents/:id/notification': {
    rule: 'MANAGER, ADMIN; incident visibility',
    cases: one(gate({ roles: MANAGEMENT }), {
      params: submitted,
      fresh: freshSubmitted,
      body: () => ({
        notified_at: '2026-02-10T10:00:00+10:00',
        method: 'phone',
        whsq_reference: 'WHSQ-1',
        notified_by: 'Alex Manager',
      }),
    }),
  },
  'GET /api/locations/:id': {
    rule: 'authenticated',
    cases: one(gate({}), { params: (ids) => ({ id: ids.site }) }),
  },
  'POST /api/ask-agent': {
    rule: 'authenticated',
    cases: one(gate({ foreign: 'skip' }), {
      body: () => ({
        inputText: 'Where is the first aid kit?',
        sessionId: `user-${crypto.randomUUID()}`,
        isFirstMessage: true,
      }),
    }),
  },

  'POST /api/upload': {
    rule: 'authenticated; the draft owner, or MANAGER/ADMIN who can see the incident while not under investigation',
    cases: one(
      // The other tenant has incident numbers of its own: the same number names its own incident there.
      gate({ sees: seesDraft, foreign: 'any' }),
      {
        body: pngUpload,
        query: '?incidentNumber=:draftNumber',
      },
    ),
  },
  'GET /api/manager/incidents/:id/attachments': {
    rule: 'authenticated; incident visibility',
    cases: incidentCases(),
  },
  'POST /api/manager/incidents/:id/attachments/:attachmentId/delete': {
    rule: 'authenticated; the draft owner, or MANAGER/ADMIN who can see the incident',
    cases: one(gate({ sees: seesDraft }), {
      params: (ids) => ({ id: ids.draft, attachmentId: ids.attachment }),
      fresh: async (make) => {
        const fresh = await make.draft();
        return { id: fresh.id, attachmentId: await make.attachment(fresh) };
      },
      body: () => ({ action: 'delete' }),
    }),
  },
  'GET /api/attachments/:id/content': {
    rule: 'own credential: an expiring signed link (no bearer token); only the bare request is tried',
    cases: one(ownCredential(403), { params: (ids) => ({ id: ids.attachment }) }),
  },

  'POST /api/rca/analyze/:id': {
    rule: 'MANAGER, ADMIN, INVESTIGATOR; incident visibility',
    cases: one(gate({ roles: ['MANAGER', 'ADMIN', 'INVESTIGATOR'], sees: seesSubmitted }), {
      params: analysed,
    }),
  },
  'GET /api/rca/analyze/:id/status': {
    rule: 'authenticated; incident visibility',
    cases: one(gate({ sees: seesSubmitted }), { params: analysed }),
  },
  'GET /api/rca/runs/:runId': {
    rule: 'authenticated; visibility of the run’s incident',
    cases: one(gate({ sees: seesSubmitted }), { params: (ids) => ({ runId: ids.run }) }),
  },
  'GET /api/rca/incidents/:id': {
    rule: 'authenticated; incident visibility',
    cases: one(gate({ sees: seesSubmitted }), { params: analysed }),
  },
  'POST /api/rca/recommendations/:incidentId/:recId/:decision': {
    rule: 'MANAGER, ADMIN; incident visibility',
    cases: one(gate({ roles: MANAGEMENT }), {
      params: (ids) => ({ incidentId: ids.analysed, recId: ids.recommendation, decision: 'approve' }),
      body: () => ({}),
    }),
  },
  'PUT /api/rca/corrective-actions/:id': {
    rule: 'MANAGER, ADMIN; visibility of the action’s incident',
    cases: one(gate({ roles: MANAGEMENT }), { params: (ids) => ({ id: ids.action }), body: () => ({}) }),
  },

  'POST /api/weekly-reports/generate': {
    rule: 'MANAGER, ADMIN',
    cases: one(gate({ roles: MANAGEMENT, foreign: 'skip' }), { body: () => WEEK }),
  },
  'GET /api/weekly-reports': { rule: 'MANAGER, ADMIN', cases: noIds(MANAGEMENT) },
  'GET /api/weekly-reports/:id': {
    rule: 'MANAGER, ADMIN',
    cases: one(gate({ roles: MANAGEMENT }), { params: (ids) => ({ id: ids.weekly }) }),
  },

  'GET /api/speech/config': { rule: 'authenticated', cases: noIds() },
  'POST /api/speech/ticket': {
    rule: 'authenticated',
    cases: one(gate({ foreign: 'skip' }), { body: () => ({}), unconfigured: true }),
  },
  'GET /api/speech/transcribe': {
    rule: 'own credential: a single-use ticket on the WebSocket upgrade; only the bare request is tried',
    cases: one(ownCredential(401), { websocket: true }),
  },
  'HEAD /api/speech/transcribe': {
    rule: 'the HEAD twin of a WebSocket route: plain HTTP is not served there',
    cases: one(ownCredential(404)),
  },
  'POST /api/speech/synthesize': {
    rule: 'authenticated',
    cases: one(gate({ foreign: 'skip' }), { body: () => ({ text: 'Hello' }), unconfigured: true }),
  },
  'POST /api/polly': {
    rule: 'authenticated',
    cases: one(gate({ foreign: 'skip' }), { body: () => ({ text: 'Hello' }), unconfigured: true }),
  },
};

/** The entry for a registered route; HEAD falls back to its GET twin. */
export function ruleFor(method: string, url: string): RouteRule | undefined {
  return POLICY[`${method} ${url}`] ?? (method === 'HEAD' ? POLICY[`GET ${url}`] : undefined);
}
