import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunCliOptions, runCli } from '../src/cli/run.js';
import { withTenant } from '../src/db/client.js';
import { findTenantIdBySlug } from '../src/modules/clients/clients.repository.js';
import { findUserByEmail } from '../src/modules/users/users.repository.js';
import { buildTestApp, type TestApp, tokenFor } from './helpers/app.js';

const env = {
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  DATA_DIR: '/nonexistent-test-data-dir',
};
let t: TestApp;

async function cli(argv: string[], options: RunCliOptions = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    env,
    database: t.database,
    ...options,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('seed-demo', () => {
  it('creates the client, sites, one user per role and incidents across the state machine', async () => {
    const run = await cli(['seed-demo', '--client', 'demo', '--incidents', '120']);
    expect(run).toMatchObject({ code: 0, stdout: '120\n' });
    const tenantId = (await findTenantIdBySlug(t.database.db, 'demo')) as string;
    const manager = {
      id: '',
      tenantId,
      email: 'manager@demo.example',
      role: 'MANAGER' as const,
      host: 'demo.localhost',
    };
    const row = await withTenant(t.database.db, tenantId, (tx) =>
      findUserByEmail(tx, tenantId, manager.email),
    );
    manager.id = row?.id ?? '';
    const headers = { host: manager.host, authorization: `Bearer ${await tokenFor(t, manager)}` };
    const stats = (await t.app.inject({ method: 'GET', url: '/api/manager/stats', headers })).json();
    expect(stats.total_incidents).toBeGreaterThan(80);
    expect(stats.by_status.filter((s: { count: number }) => s.count > 0).length).toBe(5);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/manager/incidents?limit=100&status=CLOSED,COMPLETED,INVESTIGATING,SUBMITTED,UNDER_REVIEW',
      headers,
    });
    const incidents = list.json().incidents as {
      incident_number: string;
      notifiable: string;
      created_at: string;
    }[];
    expect(new Set(incidents.map((i) => i.incident_number)).size).toBe(incidents.length);
    expect(incidents.some((i) => i.notifiable === 'yes')).toBe(true);
    const oldest = Math.min(...incidents.map((i) => Date.parse(i.created_at)));
    expect(Date.now() - oldest).toBeLessThanOrEqual(84 * 86_400_000);
  });

  it('refuses a client that already has incidents unless --force', async () => {
    const again = await cli(['seed-demo', '--client', 'demo', '--incidents', '5']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('--force');
    expect((await cli(['seed-demo', '--client', 'demo', '--incidents', '5', '--force'])).code).toBe(0);
  });

  it('checks its arguments', async () => {
    expect((await cli(['seed-demo'])).code).toBe(2);
    expect((await cli(['seed-demo', '--client', 'demo', '--incidents', '0'])).code).toBe(2);
  });
});
