import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { running, stopAll } from './global-setup.js';
import { type E2EState, STATE_ENV } from './support/state.js';

function printServerLog(file: string): void {
  try {
    const output = readFileSync(file, 'utf8').trim();
    // The server logs at "warn": anything it said during the run helps explain a failure.
    if (output) console.log(`\n[e2e] server output (LOG_LEVEL=warn):\n${output}\n`);
  } catch {
    // no log: the server never started
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Only if teardown ever runs without setup's handles: stop the server by the pid setup recorded. */
async function stopByState(stateFile: string): Promise<void> {
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as E2EState;
  printServerLog(state.serverLog);
  if (state.serverPid && isAlive(state.serverPid)) {
    process.kill(state.serverPid, 'SIGTERM');
    const deadline = Date.now() + 15_000;
    while (isAlive(state.serverPid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(state.serverPid)) process.kill(state.serverPid, 'SIGKILL');
  }
  rmSync(state.tempDir, { recursive: true, force: true });
}

export default async function globalTeardown(): Promise<void> {
  const { tempDir } = running();
  if (tempDir) {
    printServerLog(path.join(tempDir, 'server.log'));
    await stopAll();
  } else if (process.env[STATE_ENV]) {
    await stopByState(process.env[STATE_ENV]);
  }
}
