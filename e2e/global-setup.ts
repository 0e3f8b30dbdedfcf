import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';
import {
  ACME,
  ADMIN_EMAIL,
  BETA,
  type E2EState,
  EDIT_ME_EMAIL,
  MANAGER_EMAIL,
  STAFF_EMAIL,
  STATE_ENV,
} from './support/state.js';
import { GRAMMAR, voiceToolsPresent, writeSpokenWav } from './support/voice.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const START_TIMEOUT_MS = 60_000;
const CLI_TIMEOUT_MS = 90_000;

/** Handles that only live in this (the runner's) process; global-teardown.ts closes them. */
export interface Running {
  server?: ChildProcess;
  smtp?: SmtpSink;
  tempDir?: string;
}
const holder = globalThis as typeof globalThis & { __vigilE2E?: Running };
export function running(): Running {
  holder.__vigilE2E ??= {};
  return holder.__vigilE2E;
}

/**
 * The operations CLI, compiled by `npm run build` next to the server it belongs to; the TypeScript
 * source through tsx when it has not been built. Both are the same program.
 */
function cliCommand(): string[] {
  const built = path.join(ROOT, 'apps/server/dist/cli.js');
  if (existsSync(built)) return [process.execPath, built];
  const source = path.join(ROOT, 'apps/server/src/cli.ts');
  if (!existsSync(source)) throw new Error(`The operations CLI is missing (${source})`);
  return [path.join(ROOT, 'node_modules/.bin/tsx'), source];
}

function runCli(env: NodeJS.ProcessEnv, args: string[]): Promise<string> {
  const [command, ...prefix] = cliCommand();
  return new Promise((resolve, reject) => {
    execFile(
      command as string,
      [...prefix, ...args],
      { cwd: ROOT, env, timeout: CLI_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          reject(
            new Error(
              `CLI "${args.join(' ')}" failed (${error.message.split('\n')[0]}):\n${stderr}${stdout}`,
            ),
          );
        } else {
          resolve(stdout);
        }
      },
    );
  });
}

function healthStatus(port: number): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

async function startServer(env: NodeJS.ProcessEnv, port: number, logFile: string): Promise<ChildProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run "npm run build" first`);
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running().server = server;
  server.stdout?.pipe(log, { end: false });
  server.stderr?.pipe(log, { end: false });
  server.once('close', () => log.end());
  let exit: string | null = null;
  server.once('exit', (code, signal) => {
    exit = signal ? `killed by ${signal}` : `exit code ${code}`;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (exit === null && Date.now() < deadline) {
    if ((await healthStatus(port)) === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  const output = readFileSync(logFile, 'utf8');
  throw new Error(
    `The Vigil server did not answer GET /api/health with 200 ${
      exit ? `(it ended: ${exit})` : `within ${START_TIMEOUT_MS / 1000} s`
    }. Its output:\n${output || '(none)'}`,
  );
}

export default async function globalSetup(_config: FullConfig): Promise<void> {
  const port = Number(process.env.VIGIL_E2E_PORT);
  if (!port) throw new Error('VIGIL_E2E_PORT is not set (playwright.config.ts chooses it)');
  const tempDir = mkdtempSync(path.join(tmpdir(), 'vigil-e2e-'));
  running().tempDir = tempDir;
  const dataDir = path.join(tempDir, 'data');
  const mailDir = path.join(tempDir, 'mail');
  const serverLog = path.join(tempDir, 'server.log');
  mkdirSync(mailDir);

  try {
    const smtp = await startSmtpSink(mailDir);
    running().smtp = smtp;

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DEFAULT_CLIENT: 'demo',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      JWT_SECRET: randomBytes(36).toString('base64url'),
      LOG_LEVEL: 'warn',
    };
    // Speech to text through the real pipeline: pocketsphinx with a grammar of known phrases.
    const voiceWav = voiceToolsPresent() ? writeSpokenWav(tempDir) : null;
    if (voiceWav) Object.assign(env, { SPEECH_STT: 'pocketsphinx', POCKETSPHINX_GRAMMAR: GRAMMAR });

    // The CLI opens the embedded database itself, so it runs before the server holds it.
    await runCli(env, ['tenant', 'create', ACME.slug, '--name', ACME.name]);
    await runCli(env, ['tenant', 'create', BETA.slug, '--name', BETA.name]);
    await runCli(env, [
      ...['user', 'create', '--client', ACME.slug, '--email', ADMIN_EMAIL, '--role', 'ADMIN'],
      ...['--first', 'Ada', '--last', 'Admin'],
    ]);
    const tokenOut = await runCli(env, ['token', 'create', '--client', ACME.slug, '--email', ADMIN_EMAIL]);
    const adminToken = /vgl_pat_\S+/.exec(tokenOut)?.[0];
    if (!adminToken) throw new Error(`"token create" printed no vgl_pat_ token:\n${tokenOut}`);
    await runCli(env, [
      ...['user', 'create', '--client', ACME.slug, '--email', MANAGER_EMAIL, '--role', 'MANAGER'],
      ...['--first', 'Mia', '--last', 'Manager'],
    ]);
    // Valid for 10 minutes: plenty for this run.
    const linkOut = await runCli(env, ['login-link', '--client', ACME.slug, '--email', MANAGER_EMAIL]);
    const managerLoginLink = /https?:\/\/\S+\/api\/auth\/email\/confirm\?token=\S+/.exec(linkOut)?.[0];
    if (!managerLoginLink) throw new Error(`"login-link" printed no sign-in link:\n${linkOut}`);
    const managerTokenOut = await runCli(env, [
      'token',
      'create',
      '--client',
      ACME.slug,
      '--email',
      MANAGER_EMAIL,
    ]);
    const managerToken = /vgl_pat_\S+/.exec(managerTokenOut)?.[0];
    if (!managerToken) throw new Error(`"token create" printed no vgl_pat_ token:\n${managerTokenOut}`);
    await runCli(env, [
      ...['user', 'create', '--client', ACME.slug, '--email', EDIT_ME_EMAIL, '--role', 'STAFF'],
      ...['--first', 'Edit', '--last', 'Me'],
    ]);

    await runCli(env, [
      ...['user', 'create', '--client', ACME.slug, '--email', STAFF_EMAIL, '--role', 'STAFF'],
      ...['--first', 'Wes', '--last', 'Worker'],
    ]);
    const staffTokenOut = await runCli(env, [
      'token',
      'create',
      '--client',
      ACME.slug,
      '--email',
      STAFF_EMAIL,
    ]);
    const staffToken = /vgl_pat_\S+/.exec(staffTokenOut)?.[0];
    if (!staffToken) throw new Error(`"token create" printed no vgl_pat_ token:\n${staffTokenOut}`);

    const server = await startServer(env, port, serverLog);

    const state: E2EState = {
      port,
      tempDir,
      dataDir,
      mailDir,
      smtpPort: smtp.port,
      serverPid: server.pid ?? 0,
      serverLog,
      adminToken,
      managerLoginLink,
      managerToken,
      staffToken,
      voiceWav,
    };
    const stateFile = path.join(tempDir, 'state.json');
    writeFileSync(stateFile, JSON.stringify(state, null, 2));
    // Workers inherit the runner's environment.
    process.env[STATE_ENV] = stateFile;
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Stops the server (waiting for it to exit, which releases the database), the SMTP server, the temp dir. */
export async function stopAll(): Promise<void> {
  const { server, smtp, tempDir } = running();
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGTERM');
    const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000));
    if ((await Promise.race([exited, timer])) === 'timeout') {
      console.error('[e2e] the server did not stop within 15 s of SIGTERM; killing it');
      server.kill('SIGKILL');
      await exited;
    }
  }
  await smtp?.close();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  holder.__vigilE2E = {};
}
