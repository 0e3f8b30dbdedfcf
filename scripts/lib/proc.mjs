import { spawn } from 'node:child_process';

// Children run in their own process group so that a whole tree (npx -> vitest -> workers,
// playwright -> vite preview) can be signalled at once and nothing is left holding a port.
const live = new Set();

export function killGroup(child, signal = 'SIGTERM') {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group may already be gone; fall back to the direct child.
    try {
      child.kill(signal);
    } catch {}
  }
}

export function liveChildren() {
  return [...live];
}

/**
 * Spawns a command and resolves (never rejects) with how it ended.
 * `error` is set when the command could not be started at all.
 */
export function run(cmd, args, { cwd, env, stdio = 'inherit', timeoutMs = 0, reap = true, onChild } = {}) {
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn(cmd, args, { cwd, env, stdio, detached: true });
    } catch (error) {
      resolve({ code: null, signal: null, error, timedOut: false });
      return;
    }
    live.add(child);
    onChild?.(child);
    let timedOut = false;
    let timer;
    if (timeoutMs > 0) {
      timer = setTimeout(() => {
        timedOut = true;
        killGroup(child, 'SIGTERM');
        setTimeout(() => killGroup(child, 'SIGKILL'), 5000).unref();
      }, timeoutMs);
    }
    let settled = false;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      live.delete(child);
      resolve({ timedOut, ...result });
    };
    child.on('error', (error) => finish({ code: null, signal: null, error }));
    child.on('exit', (code, signal) => {
      // Leftovers in the group (a dev server a test forgot to close) must not outlive the step.
      if (reap) killGroup(child, 'SIGTERM');
      finish({ code, signal, error: null });
    });
  });
}

/** Runs a command with output captured; for short helper commands, not test steps. */
export function capture(cmd, args, { cwd, env, input } = {}) {
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn(cmd, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    } catch (error) {
      resolve({ code: null, output: '', error });
      return;
    }
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.stdin.end(input ?? '');
    child.on('error', (error) => resolve({ code: null, output, error }));
    // 'exit' rather than 'close': pg_ctl start leaves a daemon that may inherit the pipes.
    child.on('exit', (code) => setImmediate(() => resolve({ code, output, error: null })));
  });
}
