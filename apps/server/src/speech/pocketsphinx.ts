import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { SpeechStreamError, type SttListeners, type SttProvider, type SttStream } from './types.js';

export interface PocketsphinxOptions {
  grammarPath: string;
  /** Overridable so a test can make the decoder fail. */
  binary?: string;
  /** How long the decoder may take to finish after the last audio. */
  finishTimeoutMs?: number;
}

/**
 * Offline, grammar-constrained recognition for tests of the real audio pipeline. Raw PCM is piped
 * to the decoder as it arrives (no temp file), so decoding overlaps the speech and the only
 * resources to release are the two processes.
 */
export function pocketsphinxProvider(options: PocketsphinxOptions): SttProvider {
  const binary = options.binary ?? 'pocketsphinx_continuous';
  const finishTimeoutMs = options.finishTimeoutMs ?? 15_000;
  return {
    name: 'pocketsphinx',
    start(listeners: SttListeners): SttStream {
      // The decoder opens its input by name, and /dev/stdin of a Node pipe (a socket) cannot be
      // opened (ENXIO), so `cat` relays it through a real pipe. The pair runs in its own process
      // group so one kill ends both.
      const child: ChildProcessWithoutNullStreams = spawn(
        'sh',
        [
          '-c',
          'cat | exec "$0" "$@"',
          binary,
          '-infile',
          '/dev/stdin',
          '-jsgf',
          options.grammarPath,
          '-logfn',
          '/dev/null',
        ],
        { stdio: ['pipe', 'pipe', 'pipe'], detached: true },
      );
      const kill = () => {
        if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // The group is already gone.
        }
      };
      let pending = '';
      let settled = false;
      let aborted = false;
      let resolveStop: (() => void) | null = null;

      const finish = (error: SpeechStreamError | null) => {
        if (settled) return;
        settled = true;
        if (error && !aborted) listeners.onError(error);
        resolveStop?.();
      };

      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        // Each line is an utterance the decoder closed at a pause: a finished segment.
        for (const line of lines.map((l) => l.trim()).filter(Boolean)) {
          if (!aborted) listeners.onTranscript({ text: line, partial: false });
        }
      });
      child.stderr.resume();
      // The decoder may die while audio is still being piped: its exit reports the failure.
      child.stdin.on('error', () => {});
      child.on('error', (cause) =>
        finish(new SpeechStreamError('InternalFailure', `speech decoder could not start: ${cause.message}`)),
      );
      child.on('close', (code, signal) => {
        const last = pending.trim();
        if (last && !aborted) listeners.onTranscript({ text: last, partial: false });
        if (code === 0) finish(null);
        else
          finish(
            new SpeechStreamError('InternalFailure', `speech decoder stopped (${signal ?? `exit ${code}`})`),
          );
      });

      return {
        write(pcm) {
          if (!settled && child.stdin.writable) child.stdin.write(pcm);
        },
        stop() {
          if (settled) return Promise.resolve();
          return new Promise<void>((resolve) => {
            resolveStop = resolve;
            const timer = setTimeout(() => {
              kill();
              finish(new SpeechStreamError('InternalFailure', 'speech decoder took too long'));
            }, finishTimeoutMs);
            timer.unref();
            child.once('close', () => clearTimeout(timer));
            child.stdin.end();
          });
        },
        abort() {
          aborted = true;
          kill();
          finish(null);
        },
      };
    },
  };
}
