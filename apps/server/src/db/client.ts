import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock.js';

/** Both drivers (node-postgres for PostgreSQL, PGlite's own) share drizzle's PostgreSQL surface. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  engine: 'pglite' | 'postgres';
  db: Db;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string }
  | { dataDir: string }
  /** In memory; loadDataDir starts from a dump of an already-initialised database (fast for tests). */
  | { memory: true; loadDataDir?: Blob };

export const APP_ROLE = 'vigil_app';
/** Migration 0005 creates pg_trgm; PGlite must load the extension's code on every open. */
const pgliteExtensions = { pg_trgm };
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const srcMigrationsFolder = migrationsFolder.replace(
  `${path.sep}dist${path.sep}`,
  `${path.sep}src${path.sep}`,
);

/**
 * Opens PGlite (embedded) or PostgreSQL through the same node-postgres driver, applies migrations
 * as the owner, then works as the application role so row-level security binds every query.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url);
  return openPglite(options);
}

async function openPostgres(url: string): Promise<Database> {
  const owner = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle(owner), { migrationsFolder: resolveMigrations() });
  } finally {
    await owner.end();
  }
  // The role is a startup parameter, so every pooled connection is vigil_app before its first query.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c role=${APP_ROLE}` });
  // Errors on idle clients (a restarted server) must not crash the process; the pool reconnects.
  pool.on('error', () => undefined);
  // Nor may an error on a client in use (PostgreSQL stopped or failed over mid-query): its query
  // rejects and the request fails cleanly; health reports the database down until it is back.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return { engine: 'postgres', db: drizzle(pool), close: () => pool.end() };
}

async function openPglite(
  options: { dataDir: string } | { memory: true; loadDataDir?: Blob },
): Promise<Database> {
  let releaseLock = () => {};
  let lite: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
    try {
      lite = await PGlite.create(path.join(options.dataDir, 'db'), { extensions: pgliteExtensions });
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    lite = await PGlite.create({
      extensions: pgliteExtensions,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  }
  await migratePglite(drizzlePglite(lite), { migrationsFolder: resolveMigrations() });
  // One embedded connection: the role set here holds for every later query on it.
  await lite.exec(`set role ${APP_ROLE}`);
  return {
    engine: 'pglite',
    db: drizzlePglite(lite),
    async close() {
      await lite.close();
      releaseLock();
    },
  };
}

/** A migrated embedded database, dumped before the role switch so a copy can be migrated further. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const lite = await PGlite.create({ extensions: pgliteExtensions });
  await migratePglite(drizzlePglite(lite), { migrationsFolder: resolveMigrations() });
  const dump = await lite.dumpDataDir('none');
  await lite.close();
  return dump;
}

export function resolveMigrations(): string {
  // Compiled code runs from dist/, which holds no .sql files: read them from src/.
  return existsSync(path.join(migrationsFolder, 'meta')) ? migrationsFolder : srcMigrationsFolder;
}

/** Runs fn in one transaction bound to a tenant: every row-level security policy compares to it. */
export async function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
    return fn(tx);
  });
}

/** Raw SQL rows on either driver (both return `{ rows }`), for the few queries drizzle cannot express. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
