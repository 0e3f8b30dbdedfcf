import type { Role } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, withTenant } from '../src/db/client.js';
import { createJobRunner } from '../src/jobs/index.js';
import type { JobRunner, RunnerOptions } from '../src/jobs/runner.js';
import { authHeaders, type PeopleByRole, type TestApp } from './helpers/app.js';

/** Shared by the rca-*.test.ts files: a forklift strike taken through review into investigation. */
export const quietLogger = { info: () => {}, warn: () => {}, error: () => {} };

export const FORKLIFT = {
  title: 'Forklift struck pedestrian in aisle 4',
  report_type: 'INJURY',
  incident_date: '2026-02-10',
  incident_time: '09:15',
  severity: 'HIGH',
  description:
    'A forklift reversing out of aisle 4 struck a picker walking to the dock. There is no marked ' +
    'pedestrian walkway in that aisle and the reversing beeper was not working.',
  nature_of_injury: 'Bruised hip',
  body_part: 'Hip',
  immediate_actions_taken: 'First aid given, forklift tagged out.',
} as const;

export function api(t: TestApp, people: PeopleByRole) {
  const as = (role: Role) => authHeaders(people[role].user, people[role].token) as Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, role: Role, payload?: object) =>
    t.app.inject({ method, url, headers: as(role), ...(payload ? { payload } : {}) });
  return { as, call };
}

/** A reported, submitted and approved incident (status INVESTIGATING): ready to analyse. */
export async function investigatingIncident(
  t: TestApp,
  people: PeopleByRole,
  fields: Record<string, string> = FORKLIFT,
): Promise<string> {
  const { call } = api(t, people);
  const created = await call('POST', '/api/incidents', 'STAFF', fields);
  expect(created.statusCode).toBe(201);
  const id: string = created.json().incident.id;
  expect(
    (await call('PUT', `/api/manager/incidents/${id}`, 'STAFF', { status: 'SUBMITTED' })).statusCode,
  ).toBe(200);
  expect((await call('POST', `/api/manager/incidents/${id}/approve`, 'MANAGER', {})).statusCode).toBe(200);
  return id;
}

export function testRunner(t: TestApp, overrides: Partial<RunnerOptions> = {}): JobRunner {
  return createJobRunner({ config: t.config, database: t.database }, quietLogger, {
    idlePollMs: 20,
    retryDelayMs: () => 0,
    ...overrides,
  });
}

/** Follows check_status_url the way the screen does, until the run leaves `processing`. */
export async function waitForRun(t: TestApp, people: PeopleByRole, url: string, timeoutMs = 20_000) {
  const { call } = api(t, people);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call('GET', url, 'MANAGER');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    if (body.status !== 'processing') return body;
    if (Date.now() > deadline) throw new Error(`run still processing after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function incidentColumns(t: TestApp, tenantId: string, id: string) {
  const [row] = await withTenant(t.database.db, tenantId, (tx) =>
    queryRows<{ analysis_status: string; ai_confidence_score: number | null }>(
      tx,
      sql`select analysis_status, ai_confidence_score from incidents where id = ${id}`,
    ),
  );
  return row;
}
