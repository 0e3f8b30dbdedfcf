import { afterAll, beforeAll, expect, it } from 'vitest';
import { POLICY, ruleFor } from './access-matrix/policy.js';
import { describeFinding, type Outcome, walkCase } from './access-matrix/walk.js';
import { buildWorld, type World } from './access-matrix/world.js';
import { buildTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await buildTestApp();
  world = await buildWorld(t);
}, 120_000);
afterAll(() => t.close());

it('every /api route answers each caller as the declared policy says, with no leak', async () => {
  const routes = t.app.routeTable;
  // A route missing from the table is named here, so a new route cannot slip past the matrix.
  const undeclared = routes.filter((r) => !ruleFor(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
  expect(undeclared, 'routes without an entry in test/access-matrix/policy.ts').toEqual([]);
  const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
  const stale = Object.keys(POLICY).filter((key) => !registered.has(key));
  expect(stale, 'policy entries for routes that no longer exist').toEqual([]);

  const outcome: Outcome = { requests: 0, leaks: [], mismatches: [] };
  for (const route of routes) {
    const rule = ruleFor(route.method, route.url);
    for (const each of rule?.cases ?? []) await walkCase(world, route, each, outcome);
  }
  process.stdout.write(
    `routes: ${routes.length}, requests: ${outcome.requests}, leaks: ${outcome.leaks.length}\n`,
  );

  expect(outcome.leaks.map(describeFinding), 'requests the policy denies that were answered').toEqual([]);
  expect(outcome.mismatches.map(describeFinding), 'answers that differ from the policy').toEqual([]);
}, 180_000);
