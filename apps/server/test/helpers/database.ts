import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase, resolveMigrations } from '../../src/db/client.js';

/** Which engine this run tests: `npm test` runs the whole suite once on each. */
export const testEngine = process.env.VIGIL_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** One fresh, migrated database per test file: in-memory PGlite, or a new database on the test server. */
export async function createTestDatabase(): Promise<Database> {
  if (testEngine === 'pglite') {
    const template = new Blob([readFileSync(pgliteTemplatePath())]);
    return openDatabase({ memory: true, loadDataDir: template });
  }
  const serverUrl = process.env.VIGIL_TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('VIGIL_TEST_DB=postgres needs VIGIL_TEST_DATABASE_URL');
  const name = `vigil_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.href });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The template is keyed by the migrations' content, so a changed migration makes a new one. */
export function pgliteTemplatePath(): string {
  const folder = resolveMigrations();
  const hash = createHash('sha256');
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(folder, file)));
  }
  // The journal decides which migrations run and in what order: a regenerated one must not reuse a stale template.
  hash.update(readFileSync(path.join(folder, 'meta', '_journal.json')));
  return path.join(tmpdir(), `vigil-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}
