import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyzeIncident } from '../src/ai/analysis/analyze.js';
import type { AnalysisInput } from '../src/ai/analysis/types.js';
import type { JobRunner } from '../src/jobs/runner.js';
import {
  buildTestApp,
  createPersonPerRole,
  createTenant,
  type PeopleByRole,
  type TestApp,
} from './helpers/app.js';
import {
  api,
  FORKLIFT,
  incidentColumns,
  investigatingIncident,
  testRunner,
  waitForRun,
} from './rca-support.js';

/** A scripted OpenAI-compatible server on loopback: each request takes the next scripted answer. */
type Behaviour = { kind: 'content'; content: string } | { kind: 'status'; status: number };

let server: Server;
let baseUrl: string;
let script: Behaviour[] = [];
const received: Record<string, unknown>[] = [];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let t: TestApp;
let tenantId: string;
let people: PeopleByRole;
let runner: JobRunner;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    received.push(JSON.parse(await readBody(req)) as Record<string, unknown>);
    const next = script.shift() ?? { kind: 'status', status: 503 };
    if (req.url !== '/v1/chat/completions' || next.kind === 'status') {
      res.writeHead(next.kind === 'status' ? next.status : 404).end('{"error":"scripted"}');
      return;
    }
    const payload = { choices: [{ index: 0, message: { role: 'assistant', content: next.content } }] };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  t = await buildTestApp({
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: baseUrl,
    OPENAI_API_KEY: 'sk-test',
    AI_MODEL: 'scripted-model-1',
    AI_TIMEOUT_MS: '3000',
  });
  tenantId = await createTenant(t, 'acme');
  people = await createPersonPerRole(t, tenantId, 'acme');
});
beforeEach(() => {
  script = [];
  received.length = 0;
  runner = testRunner(t).start();
});
afterEach(() => runner.stop());
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A well-formed model answer: the built-in analysis of the same story, reworded as a model would. */
function goodModelAnswer(): Record<string, unknown> {
  const input: AnalysisInput = {
    ...FORKLIFT,
    report_type: 'INJURY',
    severity: 'HIGH',
    injured_party_name: null,
    witness_names: null,
    location_name: null,
    medical_treatment: 'first_aid',
    notifiable: 'no',
    notifiable_category: null,
    toocs: null,
    conversation: [],
    attachments: [],
  };
  const result = analyzeIncident(input, {
    now: new Date('2026-02-11T00:00:00Z'),
    timeZone: 'Australia/Brisbane',
  });
  const { generated_at: _a, generated_by: _b, processing_time_ms: _c, ...compliance } = result.compliance;
  return {
    analysis: {
      ...result.analysis,
      primary_root_cause: 'No separation of pedestrians from reversing forklifts in aisle 4',
    },
    five_whys: result.five_whys,
    recommendations: result.recommendations,
    corrective_actions: result.corrective_actions,
    compliance,
  };
}

async function analyse() {
  const id = await investigatingIncident(t, people);
  const started = await api(t, people).call('POST', `/api/rca/analyze/${id}`, 'MANAGER');
  expect(started.statusCode).toBe(202);
  const status = await waitForRun(t, people, started.json().check_status_url);
  const view = (await api(t, people).call('GET', `/api/rca/incidents/${id}`, 'MANAGER')).json();
  return { id, status, view };
}

describe('analysis through an OpenAI-compatible provider', () => {
  it('stores a valid model answer with its provider and model', async () => {
    script = [{ kind: 'content', content: JSON.stringify(goodModelAnswer()) }];
    const { id, status, view } = await analyse();
    expect(status).toMatchObject({ status: 'completed', analysis_status: 'completed' });
    expect(view.analysis).toMatchObject({
      provider: 'openai',
      model: 'scripted-model-1',
      fallback_generated: false,
    });
    expect(view.analysis.analysis.primary_root_cause).toBe(
      'No separation of pedestrians from reversing forklifts in aisle 4',
    );
    expect(view.analysis.compliance.generated_by).toBe('openai:scripted-model-1');
    expect(view.recommendations.length).toBeGreaterThan(0);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      model: 'scripted-model-1',
      response_format: { type: 'json_object' },
    });
    expect(JSON.stringify(received[0]?.messages)).toContain('reversing beeper was not working');
    expect((await incidentColumns(t, tenantId, id))?.analysis_status).toBe('completed');
  });

  const failures: [string, Behaviour][] = [
    ['an HTTP 500', { kind: 'status', status: 500 }],
    ['content that is not JSON', { kind: 'content', content: 'Sure! Here is my analysis: ...' }],
    ['JSON of the wrong shape', { kind: 'content', content: JSON.stringify({ analysis: { summary: 'x' } }) }],
    [
      'a root cause that blames the worker',
      {
        kind: 'content',
        content: JSON.stringify({
          ...goodModelAnswer(),
          analysis: {
            ...(goodModelAnswer().analysis as object),
            primary_root_cause: 'Human error by the picker',
          },
        }),
      },
    ],
  ];
  for (const [what, behaviour] of failures) {
    it(`falls back to the built-in analyzer on ${what}`, async () => {
      script = [behaviour];
      const { id, status, view } = await analyse();
      expect(received).toHaveLength(1);
      expect(status).toMatchObject({
        status: 'completed',
        analysis_status: 'fallback_generated',
        error: null,
      });
      expect(view.analysis).toMatchObject({
        provider: 'builtin',
        model: 'vigil-rca-rules-1',
        fallback_generated: true,
      });
      expect(view.analysis.analysis.primary_root_cause).not.toMatch(/human error/i);
      expect(view.recommendations.length).toBeGreaterThan(0);
      expect((await incidentColumns(t, tenantId, id))?.analysis_status).toBe('fallback_generated');
    });
  }
});
