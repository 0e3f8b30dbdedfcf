import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUILTIN_AGENT } from '../src/ai/agent/builtin.js';
import { initialState } from '../src/ai/agent/state.js';
import { type LlmConfig, turnAgent } from '../src/ai/llm/openai-intake.js';
import {
  authHeaders,
  buildTestApp,
  createTenant,
  createUser,
  type TestApp,
  type TestUser,
  tokenFor,
} from './helpers/app.js';

/**
 * A scripted OpenAI-compatible server on loopback: each request takes the next behaviour from the
 * script, and every request is kept so the test can check what the server was sent.
 */
type Behaviour =
  | { kind: 'json'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'envelope'; body: string };

let server: Server;
let baseUrl: string;
let script: Behaviour[] = [];
const received: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    received.push({ headers: req.headers, body });
    const next = script.shift() ?? { kind: 'status', status: 503 };
    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    if (next.kind === 'hang') return; // never answers: the client's timeout must fire
    if (next.kind === 'status') {
      res.writeHead(next.status, { 'content-type': 'application/json' }).end('{"error":"scripted"}');
      return;
    }
    const payload =
      next.kind === 'envelope'
        ? next.body
        : JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: next.content } }] });
    res.writeHead(200, { 'content-type': 'application/json' }).end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  script = [];
  received.length = 0;
});

const GOOD = JSON.stringify({
  intent: 'incident_report',
  slots: {
    title: 'Knee struck by trolley',
    reportType: 'INJURY',
    incidentDate: '2026-11-20',
    incidentTime: '09:15',
    siteName: 'Northside Warehouse',
    placeDetail: 'dispatch bay',
    injuredPerson: 'Sam Worker',
    natureOfInjury: 'Bruise',
    bodyPart: 'left knee',
    treatment: 'first_aid',
    mechanism: { code: '2', label: 'Being hit by moving objects', confidence: 0.8 },
  },
});
// Words the built-in classifier reads as small talk, so only the model can make this a report.
const SECRET_WORDS = 'zq trolley knee';

describe('turnAgent against the scripted server', () => {
  const config = (over: Partial<LlmConfig> = {}): LlmConfig => ({
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: baseUrl,
    OPENAI_API_KEY: 'sk-test',
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: 300,
    ...over,
  });
  const ctx = {
    now: new Date('2026-11-25T00:00:00Z'),
    timeZone: 'Australia/Brisbane',
    sites: [{ id: 's1', name: 'Northside Warehouse', city: null, address: null }],
    reporterName: 'Sam Worker',
  };
  const capture = () => {
    const warnings: { obj: unknown; msg: string }[] = [];
    return { warnings, log: { warn: (obj: unknown, msg: string) => warnings.push({ obj, msg }) } };
  };

  it('uses the model output and sends the model, JSON mode and the key', async () => {
    script = [{ kind: 'json', content: GOOD }];
    const { log, warnings } = capture();
    const { agent, provider } = await turnAgent(
      config(),
      BUILTIN_AGENT,
      log as never,
      SECRET_WORDS,
      ctx,
      initialState(),
    );
    expect(provider).toBe('openai');
    expect(agent.classify(SECRET_WORDS, false)).toBe('incident_report');
    const slots = agent.extract(SECRET_WORDS, ctx, initialState().slots, null);
    expect(slots).toMatchObject({ locationId: 's1', bodyPart: 'left knee', narrative: SECRET_WORDS });
    expect(warnings).toEqual([]);
    const [request] = received;
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
  });

  it('sends no authorization header without a key', async () => {
    script = [{ kind: 'json', content: GOOD }];
    await turnAgent(
      config({ OPENAI_API_KEY: undefined }),
      BUILTIN_AGENT,
      capture().log as never,
      'x',
      ctx,
      initialState(),
    );
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it.each<[string, Behaviour, string]>([
    ['a 500', { kind: 'status', status: 500 }, 'HTTP 500'],
    ['a timeout', { kind: 'hang' }, 'timeout'],
    [
      'malformed JSON content',
      { kind: 'json', content: '{"intent": "incident_report", "slots": {' },
      'content is not JSON',
    ],
    [
      'a schema mismatch',
      { kind: 'json', content: '{"intent":"gossip","slots":{}}' },
      'content does not match the intake schema',
    ],
    ['a broken envelope', { kind: 'envelope', body: '{"nope":true}' }, 'unexpected response envelope'],
  ])(
    'falls back to the built-in agent on %s and logs without the message',
    async (_name, behaviour, reason) => {
      script = [behaviour];
      const { log, warnings } = capture();
      const { agent, provider } = await turnAgent(
        config(),
        BUILTIN_AGENT,
        log as never,
        SECRET_WORDS,
        ctx,
        initialState(),
      );
      expect(provider).toBe('fallback');
      expect(agent).toBe(BUILTIN_AGENT);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.obj).toMatchObject({ provider: 'openai', reason });
      expect(JSON.stringify(warnings)).not.toContain('trolley');
    },
  );

  it('falls back when nothing listens', async () => {
    const { log, warnings } = capture();
    const { provider } = await turnAgent(
      config({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }),
      BUILTIN_AGENT,
      log as never,
      SECRET_WORDS,
      ctx,
      initialState(),
    );
    expect(provider).toBe('fallback');
    expect(warnings[0]?.obj).toMatchObject({ reason: 'network error' });
  });

  it('is not called at all with the built-in provider', async () => {
    const { provider } = await turnAgent(
      config({ AI_PROVIDER: 'builtin' }),
      BUILTIN_AGENT,
      capture().log as never,
      'x',
      ctx,
      initialState(),
    );
    expect(provider).toBe('builtin');
    expect(received).toHaveLength(0);
  });
});

describe('POST /api/ask-agent with AI_PROVIDER=openai', () => {
  let t: TestApp;
  let worker: { user: TestUser; token: string };
  let siteId: string;

  beforeAll(async () => {
    t = await buildTestApp({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: baseUrl,
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '300',
    });
    const tenantId = await createTenant(t, 'acme', 'Acme Logistics');
    const admin = await createUser(t, tenantId, 'acme', { email: 'admin@acme.test', role: 'ADMIN' });
    const site = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sites',
      headers: authHeaders(admin, await tokenFor(t, admin)),
      payload: { venue_name: 'Northside Warehouse', venue_type: 'WAREHOUSE' },
    });
    siteId = site.json().site?.id ?? site.json().id;
    const w = await createUser(t, tenantId, 'acme', {
      email: 'sam@acme.test',
      role: 'STAFF',
      firstName: 'Sam',
      lastName: 'Worker',
    });
    worker = { user: w, token: await tokenFor(t, w) };
  });

  afterAll(async () => {
    await t.close();
  });

  const say = (inputText: string, sessionId: string, isFirstMessage: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ask-agent',
      headers: authHeaders(worker.user, worker.token),
      payload: { inputText, sessionId, isFirstMessage },
    });

  it('fills the draft from the model output through the same dialogue', async () => {
    script = [{ kind: 'json', content: GOOD }];
    const res = await say(SECRET_WORDS, `user-${randomUUID()}`, true);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.intent).toBe('incident_report');
    expect(body.response).toMatch(/is everyone safe now/i);
    const drafts = await t.app.inject({
      method: 'GET',
      url: `/api/incidents/user/${worker.user.id}/drafts`,
      headers: authHeaders(worker.user, worker.token),
    });
    const id = drafts.json().incidents[0].id;
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/manager/incidents/${id}`,
        headers: authHeaders(worker.user, worker.token),
      })
    ).json().incident;
    expect(detail).toMatchObject({
      incident_number: body.incidentNumber,
      title: 'Knee struck by trolley',
      location_id: siteId,
      incident_date: '2026-11-20',
      incident_time: '09:15',
      body_part: 'left knee',
      nature_of_injury: 'Bruise',
      medical_treatment: 'first_aid',
    });
    expect(detail.toocs.mechanism.code).toBe('2');
  });

  it.each<[string, Behaviour]>([
    ['500', { kind: 'status', status: 500 }],
    ['timeout', { kind: 'hang' }],
    ['malformed JSON', { kind: 'json', content: 'not json at all' }],
  ])('still answers normally when the provider gives a %s', async (_name, behaviour) => {
    script = [behaviour];
    const res = await say(
      'I slipped on a wet floor in the staff kitchen and hurt my ankle',
      `user-${randomUUID()}`,
      true,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().intent).toBe('incident_report');
    expect(res.json().response).toMatch(/is everyone safe now/i);
    expect(res.json().incidentNumber).toMatch(/^INC-/);
    expect(received).toHaveLength(1);
  });
});
