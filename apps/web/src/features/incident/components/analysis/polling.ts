import { ANALYSIS_POLLING } from '@app/contracts';

export type PollingConfig = {
  firstIntervalMs: number;
  growth: number;
  maxIntervalMs: number;
  timeoutMs: number;
};

/**
 * Spec 02 section 9: the waits between status checks, 2 s growing by 1.5 up to 15 s. The last wait
 * is cut short so the final check falls exactly at the 7-minute time-out; after it, we give up.
 */
export function pollingDelays(config: PollingConfig = ANALYSIS_POLLING): number[] {
  const delays: number[] = [];
  let elapsed = 0;
  let next = config.firstIntervalMs;
  while (elapsed < config.timeoutMs) {
    const delay = Math.min(next, config.maxIntervalMs, config.timeoutMs - elapsed);
    delays.push(delay);
    elapsed += delay;
    next = Math.min(next * config.growth, config.maxIntervalMs);
  }
  return delays;
}

/** Resolves after `ms`, or rejects at once when the signal aborts (the page left, or a new run began). */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Checks after each delay until `settled` says so; 'timeout' when the delays run out first.
 * A failing check ends the loop with its error: one lost request is reported, not retried.
 */
export async function pollUntil<T>(
  check: () => Promise<T>,
  settled: (value: T) => boolean,
  signal: AbortSignal,
  delays: readonly number[] = pollingDelays(),
): Promise<T | 'timeout'> {
  for (const delay of delays) {
    await wait(delay, signal);
    const value = await check();
    if (settled(value)) return value;
  }
  return 'timeout';
}
