import type { Role } from '@app/contracts';
import { WebSocket } from 'ws';
import type { RegisteredRoute } from '../../src/platform/access.js';
import { tokenFor } from '../helpers/app.js';
import { CALLERS, type Case, type Verdict, type Who } from './policy.js';
import { factory, type Headers, headersOf, homeHost, type World } from './world.js';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

export interface Finding {
  route: string;
  who: Who;
  expected: Verdict;
  status: number;
  why: string;
}

export interface Outcome {
  requests: number;
  leaks: Finding[];
  mismatches: Finding[];
}

const REFUSALS = new Set([401, 403, 404]);

/** The caller's headers; a fresh session when the request ends the one it is sent with. */
async function headersFor(world: World, who: Who, freshSession: boolean): Promise<Headers> {
  const { home, away, t } = world;
  const bearer = (token: string) => ({ host: homeHost(), authorization: `Bearer ${token}` });
  switch (who) {
    case 'no token':
      return { host: homeHost() };
    case 'expired token':
      return bearer(world.expiredToken);
    case 'revoked session':
      return bearer(world.revokedToken);
    case 'other tenant token on this host':
      return bearer(away.people.ADMIN.token);
    case 'expired personal token':
      return bearer(world.expiredPersonalToken);
    case 'other tenant personal token on this host':
      return bearer(world.foreignPersonalToken);
    case 'other tenant ADMIN asking for these ids':
      return headersOf(away.people.ADMIN);
    default: {
      const person = who === 'non-owner STAFF' ? home.otherStaff : home.people[who as Role];
      return freshSession
        ? headersOf({ user: person.user, token: await tokenFor(t, person.user) })
        : headersOf(person);
    }
  }
}

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/:([A-Za-z]+)/g, (whole, name: string) => params[name] ?? whole);

/** Denials first: the shared resources are still as seeded when each refusal is checked. */
const order = (verdict: Verdict) => (verdict === 'allow' || verdict === 'any' ? 1 : 0);

export async function walkCase(
  world: World,
  route: RegisteredRoute,
  rule: Case,
  outcome: Outcome,
): Promise<void> {
  const name = `${route.method} ${route.url}${rule.label ? ` [${rule.label}]` : ''}`;
  const make = factory(world.t, world.home);
  const callers = CALLERS.map((who) => ({ who, verdict: rule.verdict(who) }))
    .filter(({ verdict }) => verdict !== 'skip')
    .sort((a, b) => order(a.verdict) - order(b.verdict));
  for (const { who, verdict } of callers) {
    const allowed = verdict === 'allow' || verdict === 'any';
    const params = {
      ...world.home.ids,
      ...(rule.params?.(world.home.ids) ?? {}),
      ...(allowed && rule.fresh ? await rule.fresh(make) : {}),
    };
    const url = fill(route.url, params) + fill(rule.query ?? '', params);
    const headers = await headersFor(world, who, allowed && rule.freshSession === true);
    outcome.requests++;
    if (rule.websocket) {
      const status = await upgrade(world, url, headers);
      judge(world, { route: name, who, expected: verdict, status, why: '' }, '', false, outcome);
      continue;
    }
    const body = route.method === 'GET' || route.method === 'HEAD' ? undefined : (rule.body?.() ?? undefined);
    const res = await world.t.app.inject({
      method: route.method as Method,
      url,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(body ? { payload: body } : {}),
    });
    const unconfigured = rule.unconfigured === true && res.statusCode === 501;
    judge(
      world,
      { route: name, who, expected: verdict, status: res.statusCode, why: '' },
      res.body,
      unconfigured,
      outcome,
    );
  }
}

/** Opens a real socket the way a browser would; the close code the server picks is the answer. */
async function upgrade(world: World, url: string, headers: Headers): Promise<number> {
  const { app } = world.t;
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${url}`, { headers });
  const code = await new Promise<number>((resolve, reject) => {
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('close', (closeCode) => resolve(closeCode));
    socket.on('error', reject);
  });
  socket.terminate();
  // 4401 is the app's "unauthenticated" close code; 1000 would mean the stream was admitted.
  return code === 4401 ? 401 : code === 1000 ? 200 : code;
}

function judge(world: World, finding: Finding, body: string, unconfigured: boolean, outcome: Outcome): void {
  const { expected, status, who } = finding;
  const ok = status >= 200 && status < 300;
  if (ok && typeof expected === 'number') {
    outcome.leaks.push({ ...finding, why: `denied (${expected}) but answered ${status}` });
    return;
  }
  // Data of another tenant in any successful answer is a leak whatever the policy says.
  const foreignCaller =
    who === 'other tenant token on this host' || who === 'other tenant ADMIN asking for these ids';
  const markers = foreignCaller ? world.homeMarkers : world.awayMarkers;
  const seen = ok ? markers.find((marker) => body.includes(marker)) : undefined;
  if (seen) {
    outcome.leaks.push({ ...finding, why: `answer holds the other tenant's id ${seen}` });
    return;
  }
  if (status >= 500 && !(unconfigured && expected === 'allow'))
    outcome.mismatches.push({ ...finding, why: `server error: ${body.slice(0, 200)}` });
  else if (expected === 'allow' && REFUSALS.has(status))
    outcome.mismatches.push({ ...finding, why: `allowed but refused: ${body.slice(0, 200)}` });
  else if (typeof expected === 'number' && status !== expected)
    outcome.mismatches.push({
      ...finding,
      why: `refused with ${status} instead of ${expected}: ${body.slice(0, 200)}`,
    });
}

export const describeFinding = (f: Finding) => `${f.route} as ${f.who}: ${f.why}`;
