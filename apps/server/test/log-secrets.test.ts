import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { createLogger, redactUrl } from '../src/platform/logger.js';
import { createTransport, Mailer } from '../src/platform/mailer.js';
import { createTestDatabase } from './helpers/database.js';

const quiet = { info: () => {}, warn: () => {} };
const SECRETS = ['MAGICTOKEN123', 'BEARERTOKEN456', 'INVITECODE789', 'SPEECHTICKET1', 'LINKSIGNATURE2'];

describe('log lines', () => {
  const lines: string[] = [];
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const config = loadConfig({
      JWT_SECRET: 'log-test-secret-log-test-secret-0123456789',
      DATA_DIR: '/nonexistent',
    });
    database = await createTestDatabase();
    const mailer = new Mailer(
      database.db,
      createTransport({ logger: quiet, print: () => {} }),
      config.MAIL_FROM,
      quiet,
    );
    const app = await buildApp(
      { config, database, mailer },
      { logger: createLogger('info', sink), webDist: null },
    );
    await app.ready();
    const host = { host: 'localhost' };
    await app.inject({ method: 'GET', url: `/api/auth/email/confirm?token=${SECRETS[0]}`, headers: host });
    await app.inject({
      method: 'GET',
      url: '/api/user-info',
      headers: { ...host, authorization: `Bearer ${SECRETS[1]}` },
    });
    await app.inject({ method: 'GET', url: `/api/invite/${SECRETS[2]}`, headers: host });
    await app.inject({ method: 'GET', url: `/api/speech/transcribe?ticket=${SECRETS[3]}`, headers: host });
    await app.inject({
      method: 'GET',
      url: `/api/attachments/00000000-0000-7000-8000-000000000000/content?expires=1&signature=${SECRETS[4]}`,
      headers: host,
    });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('were written for every request', () => {
    expect(lines.filter((l) => l.includes('incoming request')).length).toBeGreaterThanOrEqual(SECRETS.length);
  });

  it('never hold a token, ticket, signature or invitation code', () => {
    for (const secret of SECRETS) expect(lines.join('\n')).not.toContain(secret);
  });

  it('keep the rest of the address readable', () => {
    expect(redactUrl('/api/auth/email/confirm?token=abc&client=acme')).toBe(
      '/api/auth/email/confirm?token=[redacted]&client=acme',
    );
    expect(redactUrl('/invite/abcdef?x=1')).toBe('/invite/[redacted]?x=1');
    expect(redactUrl('/api/manager/incidents?limit=25')).toBe('/api/manager/incidents?limit=25');
  });
});
