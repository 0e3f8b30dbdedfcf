#!/usr/bin/env node
// Throwaway PostgreSQL cluster for tests: `node scripts/pg-cluster.mjs [--port=N]` or `startCluster()`.
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { capture } from './lib/proc.mjs';
import { findPgBinDir, isRoot } from './lib/system.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// PostgreSQL refuses to run as root, so as root every server binary goes through the postgres user.
function asPg(bin, args) {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

function postgresIds() {
  const r = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const g = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (r.status !== 0 || g.status !== 0) {
    throw new Error('Running as root but there is no "postgres" OS user to run the cluster as.');
  }
  return { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) };
}

function chownTree(path, uid, gid) {
  chownSync(path, uid, gid);
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) chownTree(join(path, entry), uid, gid);
  }
}

function logTail(dir, lines = 30) {
  try {
    return readFileSync(join(dir, 'pg.log'), 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no pg.log)';
  }
}

function fail(step, dir, result) {
  const detail = result.error ? result.error.message : `exit ${result.code}`;
  return new Error(
    `${step} failed (${detail}).\n${result.output.trim()}\n--- tail of ${join(dir, 'pg.log')} ---\n${logTail(dir)}`,
  );
}

/** Starts a fresh cluster; resolves to `{ url, port, dir, stop() }`. */
export async function startCluster({ port } = {}) {
  const bin = findPgBinDir();
  if (!bin) throw new Error('PostgreSQL not found: no /usr/lib/postgresql/*/bin/initdb.');
  const initdb = join(bin, 'initdb');
  const pgCtl = join(bin, 'pg_ctl');

  const dir = mkdtempSync(join(tmpdir(), 'vigil-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'pg.log');
  let started = false;

  const removeDir = () => rmSync(dir, { recursive: true, force: true });

  // Synchronous so it can run from an 'exit' handler when the parent dies mid-run.
  const stopSync = () => {
    if (started) {
      const [cmd, args] = asPg(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      spawnSync(cmd, args, { stdio: 'ignore' });
      started = false;
    }
    removeDir();
  };
  process.on('exit', stopSync);

  try {
    if (isRoot) {
      const { uid, gid } = postgresIds();
      chownTree(dir, uid, gid);
    }

    let [cmd, args] = asPg(initdb, [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    const init = await capture(cmd, args);
    if (init.code !== 0) throw fail('initdb', dir, init);

    // A port picked by probing can be taken before postgres binds it, so retry with a new one.
    const attempts = port ? 1 : 3;
    for (let i = 1; ; i++) {
      const p = port ?? (await freePort());
      const opts = [
        `-p ${p}`,
        '-c listen_addresses=127.0.0.1',
        `-k ${dir}`,
        // Durability is pointless for a cluster deleted after the run; these make tests faster.
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      [cmd, args] = asPg(pgCtl, ['-D', data, '-l', logFile, '-o', opts, '-w', 'start']);
      const start = await capture(cmd, args);
      if (start.code === 0) {
        started = true;
        port = p;
        break;
      }
      if (i >= attempts || !/already in use/i.test(logTail(dir))) throw fail('pg_ctl start', dir, start);
    }
  } catch (err) {
    stopSync();
    process.off('exit', stopSync);
    throw err;
  }

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      process.off('exit', stopSync);
      if (started) {
        const [cmd, args] = asPg(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
        const r = await capture(cmd, args);
        if (r.code !== 0) {
          // Never leave a postmaster running on a directory we are about to delete.
          const [c2, a2] = asPg(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
          await capture(c2, a2);
        }
        started = false;
      }
      removeDir();
    })();
    return stopping;
  };

  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;

if (isMain) {
  const portArg = process.argv.find((a) => a.startsWith('--port='));
  const port = portArg ? Number(portArg.slice('--port='.length)) : undefined;
  try {
    const cluster = await startCluster({ port });
    console.log(cluster.url);
    console.error(`PostgreSQL running in ${cluster.dir}; Ctrl-C to stop and delete it.`);
    const keepAlive = setInterval(() => {}, 1 << 30);
    const shutdown = async () => {
      clearInterval(keepAlive);
      await cluster.stop();
      console.error('PostgreSQL stopped.');
      process.exit(0);
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
