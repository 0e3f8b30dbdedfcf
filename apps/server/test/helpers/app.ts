import { ROLES, type Role } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type AppConfig, loadConfig } from '../../src/config.js';
import { type Database, withTenant } from '../../src/db/client.js';
import { insertSession } from '../../src/modules/auth/sessions.repository.js';
import { insertUser } from '../../src/modules/users/users.repository.js';
import { ensureTenant } from '../../src/platform/bootstrap.js';
import type { AppDeps } from '../../src/platform/context.js';
import { newId } from '../../src/platform/ids.js';
import { createTransport, Mailer, type MailTransport } from '../../src/platform/mailer.js';
import { AccessTokens } from '../../src/platform/tokens.js';
import { createTestDatabase } from './database.js';

const quietLogger = { info: () => {}, warn: () => {} };

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real app on a fresh database, with the e-mail outbox in the database as in production. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { transport?: MailTransport } = {},
): Promise<TestApp> {
  const config = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: '/nonexistent-test-data-dir',
    AUTH_RATE_LIMIT: '1000',
    ...env,
  });
  const database = await createTestDatabase();
  const transport =
    options.transport ?? createTransport({ smtpUrl: config.SMTP_URL, logger: quietLogger, print: () => {} });
  const mailer = new Mailer(database.db, transport, config.MAIL_FROM, quietLogger);
  const deps: AppDeps = { config, database, mailer };
  const app = await buildApp(deps, { webDist: null });
  await app.ready();
  return {
    app,
    deps,
    database,
    config,
    async close() {
      await app.close();
      await mailer.idle();
      await database.close();
    },
  };
}

export const hostOf = (slug: string) => `${slug}.localhost:3000`;

export async function createTenant(t: TestApp, slug: string, name = `${slug} Pty Ltd`): Promise<string> {
  return ensureTenant(t.deps, slug, name);
}

export interface TestUser {
  id: string;
  tenantId: string;
  email: string;
  role: Role;
  host: string;
}

export async function createUser(
  t: TestApp,
  tenantId: string,
  slug: string,
  input: { email: string; role: Role; firstName?: string; lastName?: string },
): Promise<TestUser> {
  const id = newId();
  await withTenant(t.database.db, tenantId, (tx) =>
    insertUser(tx, {
      id,
      tenantId,
      email: input.email,
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? input.role.toLowerCase(),
      role: input.role,
      locationId: null,
    }),
  );
  return { id, tenantId, email: input.email, role: input.role, host: hostOf(slug) };
}

/** The login fixture: a real session row and a real signed token, without walking the sign-in pages. */
export async function tokenFor(t: TestApp, user: TestUser): Promise<string> {
  const sessionId = newId();
  const expiresAt = new Date(Date.now() + 3_600_000);
  await withTenant(t.database.db, user.tenantId, (tx) =>
    insertSession(tx, { id: sessionId, tenantId: user.tenantId, userId: user.id, expiresAt }),
  );
  return new AccessTokens(t.config.jwtSecret).sign(
    { userId: user.id, tenantId: user.tenantId, sessionId },
    expiresAt,
  );
}

export function authHeaders(user: TestUser, token: string) {
  return { host: user.host, authorization: `Bearer ${token}` };
}

export type PeopleByRole = Record<Role, { user: TestUser; token: string }>;

/** One signed-in person for each of the five roles: `<role>@<slug>.test`, named "Alex <ROLE>". */
export async function createPersonPerRole(t: TestApp, tenantId: string, slug: string): Promise<PeopleByRole> {
  const people = {} as PeopleByRole;
  for (const role of ROLES) {
    const user = await createUser(t, tenantId, slug, {
      email: `${role.toLowerCase()}@${slug}.test`,
      role,
      firstName: 'Alex',
      lastName: role,
    });
    people[role] = { user, token: await tokenFor(t, user) };
  }
  return people;
}
