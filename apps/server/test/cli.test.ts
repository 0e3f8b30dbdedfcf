import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunCliOptions, runCli } from '../src/cli/run.js';
import { withTenant } from '../src/db/client.js';
import { auditLog, outbox } from '../src/db/schema/ops.js';
import { users } from '../src/db/schema/users.js';
import { revokeUserSessions } from '../src/modules/auth/sessions.repository.js';
import { findTenantIdBySlug } from '../src/modules/clients/clients.repository.js';
import { buildTestApp, hostOf, type TestApp } from './helpers/app.js';
import { testEngine } from './helpers/database.js';

const baseEnv = {
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  DATA_DIR: '/nonexistent-test-data-dir',
};

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(argv: string[], options: RunCliOptions = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    env: baseEnv,
    ...options,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

describe('CLI against the app database', () => {
  let t: TestApp;
  // The CLI works on the very database the app under test serves, as it would beside a server on PostgreSQL.
  const run = (...argv: string[]) => cli(argv, { database: t.database });
  const tenantId = async (slug: string) => {
    const id = await findTenantIdBySlug(t.database.db, slug);
    if (!id) throw new Error(`no tenant ${slug}`);
    return id;
  };

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a tenant, prints its address and refuses the same slug again', async () => {
    const created = await run('tenant', 'create', 'acme', '--name', 'Acme Pty Ltd');
    expect(created).toMatchObject({ code: 0, stdout: 'http://acme.localhost:3000\n' });

    const info = await t.app.inject({
      method: 'GET',
      url: '/api/client-info',
      headers: { host: hostOf('acme') },
    });
    expect(info.json()).toMatchObject({ name: 'Acme Pty Ltd', client_code: 'ACME', slug: 'acme' });

    const again = await run('tenant', 'create', 'acme', '--name', 'Another');
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('error: Client "acme" already exists.\n');
  });

  it('the default client lives on PUBLIC_URL itself', async () => {
    expect(await run('tenant', 'create', 'demo', '--name', 'Demo')).toMatchObject({
      code: 0,
      stdout: 'http://localhost:3000\n',
    });
    const invited = await run('invite', '--client', 'demo', '--email', 'sam@example.com', '--role', 'ADMIN');
    expect(invited.code).toBe(0);
    const code = /^http:\/\/localhost:3000\/invite\/([0-9a-f]{32})\n$/.exec(invited.stdout)?.[1];
    expect(code).toBeDefined();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invite/${code}`,
      headers: { host: 'localhost:3000' },
    });
    expect(res.json()).toMatchObject({
      valid: true,
      invitation: { email: 'sam@example.com', role: 'ADMIN' },
    });
  });

  it('invites: prints a link the app accepts, queues the e-mail, audits, and refuses a second one', async () => {
    const invited = await run(
      'invite',
      '--client',
      'acme',
      '--email',
      'Jo@Example.com',
      '--role',
      'STAFF',
      '--first',
      'Jo',
      '--last',
      'Citizen',
    );
    expect(invited.code).toBe(0);
    const code = /^http:\/\/acme\.localhost:3000\/invite\/([0-9a-f]{32})\n$/.exec(invited.stdout)?.[1];
    expect(code).toBeDefined();
    expect(invited.stderr).toContain('No SMTP_URL is set');

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invite/${code}`,
      headers: { host: hostOf('acme') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      valid: true,
      invitation: {
        email: 'jo@example.com',
        role: 'STAFF',
        first_name: 'Jo',
        last_name: 'Citizen',
        status: 'PENDING',
      },
    });

    const acme = await tenantId('acme');
    const { mails, audits } = await withTenant(t.database.db, acme, async (tx) => ({
      mails: await tx.select().from(outbox).where(eq(outbox.tenantId, acme)),
      audits: await tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, acme), eq(auditLog.action, 'invitation.created'))),
    }));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'jo@example.com',
      kind: 'invitation',
      subject: "You're invited to Acme Pty Ltd",
    });
    expect(mails[0]?.text).toContain(`Hello Jo,`);
    expect(mails[0]?.text).toContain(`http://acme.localhost:3000/invite/${code}`);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: null, entityType: 'invitation' });

    const again = await run('invite', '--client', 'acme', '--email', 'jo@example.com', '--role', 'MANAGER');
    expect(again).toMatchObject({ code: 1, stdout: '' });
    expect(again.stderr).toContain('jo@example.com already has a pending invitation');
  });

  it('refuses to invite an existing user or into an unknown site or client', async () => {
    expect(
      (await run('user', 'create', '--client', 'acme', '--email', 'lee@example.com', '--role', 'STAFF')).code,
    ).toBe(0);
    const existing = await run('invite', '--client', 'acme', '--email', 'lee@example.com', '--role', 'STAFF');
    expect(existing.code).toBe(1);
    expect(existing.stderr).toContain('lee@example.com already has an account');

    const site = await run(
      'invite',
      '--client',
      'acme',
      '--email',
      'new@example.com',
      '--role',
      'STAFF',
      '--site',
      '0190a2b4-0000-7000-8000-000000000000',
    );
    expect(site.code).toBe(1);
    expect(site.stderr).toContain('site does not exist');

    const unknown = await run('invite', '--client', 'nope', '--email', 'new@example.com', '--role', 'STAFF');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown client "nope"');
  });

  it('creates a user once, with an audit row', async () => {
    const created = await run(
      'user',
      'create',
      '--client',
      'acme',
      '--email',
      'ann@example.com',
      '--role',
      'MANAGER',
      '--first',
      'Ann',
      '--last',
      'Lee',
    );
    expect(created.code).toBe(0);
    const id = created.stdout.trim();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const acme = await tenantId('acme');
    const audits = await withTenant(t.database.db, acme, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.tenantId, acme), eq(auditLog.action, 'user.created'), eq(auditLog.entityId, id)),
        ),
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: null,
      after: { email: 'ann@example.com', role: 'MANAGER' },
    });

    const again = await run(
      'user',
      'create',
      '--client',
      'acme',
      '--email',
      'ANN@example.com',
      '--role',
      'STAFF',
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('ann@example.com already has an account');
  });

  it('login-link prints a one-time link that signs the user in through the confirm page', async () => {
    const link = await run('login-link', '--client', 'acme', '--email', 'ann@example.com');
    expect(link.code).toBe(0);
    const url = new URL(link.stdout.trim());
    expect(url.origin).toBe('http://acme.localhost:3000');
    expect(url.pathname).toBe('/api/auth/email/confirm');
    const token = url.searchParams.get('token') ?? '';

    const page = await t.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { host: url.host },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="token"');

    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/email/confirm',
        headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
    const confirmed = await confirm();
    expect(confirmed.statusCode).toBe(303);
    const location = new URL(confirmed.headers.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://acme.localhost:3000/auth/callback');

    const exchanged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { host: url.host },
      payload: { code: location.searchParams.get('code') },
    });
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json()).toMatchObject({
      user: { email: 'ann@example.com', role: 'MANAGER', client: 'acme' },
    });

    const reused = await confirm();
    expect(reused.headers.location).toBe('/?loginError=link_expired');
  });

  it('login-link refuses an unknown or deactivated user', async () => {
    const unknown = await run('login-link', '--client', 'acme', '--email', 'ghost@example.com');
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toContain('No user ghost@example.com in client "acme"');

    const acme = await tenantId('acme');
    await withTenant(t.database.db, acme, (tx) =>
      tx
        .update(users)
        .set({ isActive: false })
        .where(and(eq(users.tenantId, acme), eq(users.email, 'lee@example.com'))),
    );
    const inactive = await run('login-link', '--client', 'acme', '--email', 'lee@example.com');
    expect(inactive.code).toBe(1);
    expect(inactive.stderr).toBe('error: lee@example.com is deactivated in client "acme".\n');
    expect((await run('token', 'create', '--client', 'acme', '--email', 'lee@example.com')).code).toBe(1);
  });

  it('token create prints a personal token the API accepts until its session is revoked', async () => {
    const created = await run(
      'token',
      'create',
      '--client',
      'acme',
      '--email',
      'ann@example.com',
      '--days',
      '5',
    );
    expect(created.code).toBe(0);
    const token = created.stdout.trim();
    expect(token).toMatch(/^vgl_pat_[\w-]{43}$/);

    const userInfo = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/user-info',
        headers: { host: hostOf('acme'), authorization: `Bearer ${token}` },
      });
    const ok = await userInfo();
    expect(ok.statusCode).toBe(200);
    const me = ok.json<{ id: string; email: string }>();
    expect(me.email).toBe('ann@example.com');

    // A personal token is bound to its tenant's host like any other credential.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/user-info',
      headers: { host: 'localhost:3000', authorization: `Bearer ${token}` },
    });
    expect(elsewhere.statusCode).toBe(401);

    const acme = await tenantId('acme');
    const audits = await withTenant(t.database.db, acme, async (tx) => {
      await revokeUserSessions(tx, acme, me.id);
      return tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, acme), eq(auditLog.action, 'session.created')));
    });
    expect(audits.map((a) => a.after)).toContainEqual({ method: 'personal_token' });
    expect((await userInfo()).statusCode).toBe(401);
  });

  it('bad usage exits 2 with the usage text and touches no database', async () => {
    const neverDir = path.join(tmpdir(), `vigil-cli-never-${randomBytes(4).toString('hex')}`);
    const env = { ...baseEnv, DATA_DIR: neverDir };
    const cases: [string[], string][] = [
      [
        ['invite', '--client', 'acme', '--email', 'x@example.com', '--role', 'BOSS'],
        '--role: must be one of STAFF',
      ],
      [['invite', '--client', 'acme', '--email', 'not-an-email', '--role', 'STAFF'], '--email:'],
      [['invite', '--email', 'x@example.com', '--role', 'STAFF'], '--client is required'],
      [['tenant', 'create', 'Acme!', '--name', 'A'], 'is not a client slug'],
      [['tenant', 'create', 'acme'], '--name is required'],
      [['tenant', 'create', 'acme', 'extra', '--name', 'A'], 'Unexpected argument "extra"'],
      [['login-link', '--client', 'acme', '--email', 'x@example.com', '--bogus'], "Unknown option '--bogus'"],
      [
        ['token', 'create', '--client', 'acme', '--email', 'x@example.com', '--days', '0'],
        '--days: must be at least 1',
      ],
      [['token', 'create', '--client', 'acme', '--email', 'x@example.com', '--days', 'soon'], '--days:'],
      [['token'], '"token" needs a sub-command'],
      [['launch-rockets'], 'Unknown command "launch-rockets"'],
      [[], 'Missing command'],
    ];
    for (const [argv, message] of cases) {
      const result = await cli(argv, { env });
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain('Usage: npm run cli --');
    }
    expect(existsSync(neverDir)).toBe(false);

    const help = await cli(['invite', '--help'], { env });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(
      'Usage: npm run cli -- invite --client <slug> --email <e-mail> --role <ROLE>',
    );
    const general = await cli(['--help'], { env });
    expect(general.code).toBe(0);
    expect(general.stdout).toContain('token create --client <slug>');
  });
});

// The suite runs once per engine; each engine's own data-directory rules are tested on its own run.
describe.skipIf(testEngine !== 'pglite')('CLI on an embedded data directory', () => {
  let dataDir = '';
  let env: Record<string, string> = {};
  let lockFile = '';
  let holder: ChildProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-cli-'));
    env = { ...baseEnv, DATA_DIR: dataDir };
    lockFile = path.join(dataDir, 'db.lock');
  });
  afterAll(async () => {
    if (holder && holder.exitCode === null && holder.signalCode === null) {
      holder.kill();
      await once(holder, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  // A fresh embedded database runs initdb in a child process: seconds normally, far more on a busy machine.
  it('opens the data directory itself and releases it when done', async () => {
    const created = await cli(['tenant', 'create', 'disk', '--name', 'Disk'], { env });
    expect(created).toMatchObject({ code: 0, stdout: 'http://disk.localhost:3000\n' });
    expect(existsSync(lockFile)).toBe(false);
  }, 120_000);

  it('refuses a data directory held by a live process and leaves it untouched', async () => {
    holder = spawn('sleep', ['30'], { stdio: 'ignore' });
    const pid = holder.pid;
    if (pid === undefined) throw new Error('could not start the lock holder');
    writeFileSync(lockFile, String(pid));

    const refused = await cli(['tenant', 'create', 'other', '--name', 'Other'], { env });
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toContain(`is in use by another Vigil process (pid ${pid})`);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(pid));

    holder.kill();
    await once(holder, 'exit');
    // The refused run wrote nothing: "other" is new now, while "disk" persisted from the first run.
    expect((await cli(['tenant', 'create', 'other', '--name', 'Other'], { env })).code).toBe(0);
    expect((await cli(['tenant', 'create', 'disk', '--name', 'Disk'], { env })).code).toBe(1);
  });
});

// Runs on the PostgreSQL pass of `npm test`, where VIGIL_TEST_DATABASE_URL names a server.
describe.skipIf(testEngine !== 'postgres')('CLI on a PostgreSQL server', () => {
  const serverUrl = process.env.VIGIL_TEST_DATABASE_URL ?? '';
  const name = `vigil_test_cli_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl || 'postgres://unset/unset');
  url.pathname = `/${name}`;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  beforeAll(() => admin(`create database ${name}`));
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('opens DATABASE_URL itself, migrates, and closes it', async () => {
    const env = { ...baseEnv, DATABASE_URL: url.href };
    expect(await cli(['tenant', 'create', 'pg', '--name', 'PG'], { env })).toMatchObject({
      code: 0,
      stdout: 'http://pg.localhost:3000\n',
    });
    expect((await cli(['tenant', 'create', 'pg', '--name', 'PG'], { env })).code).toBe(1);
  });
});
