import { ANALYSIS_POLLING } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollingDelays, pollUntil } from './polling';

describe('pollingDelays', () => {
  const delays = pollingDelays();

  it('starts at 2 s and grows by 1.5 up to 15 s', () => {
    expect(delays.slice(0, 8)).toEqual([2000, 3000, 4500, 6750, 10125, 15000, 15000, 15000]);
  });

  it('never waits longer than 15 s', () => {
    expect(Math.max(...delays)).toBe(ANALYSIS_POLLING.maxIntervalMs);
  });

  it('ends with a check exactly at the 7-minute time-out', () => {
    expect(delays.reduce((sum, d) => sum + d, 0)).toBe(420_000);
    // 41 375 ms for the growing waits, then 25 full 15 s waits, then 3 625 ms to reach 420 000.
    expect(delays).toHaveLength(32);
    expect(delays.at(-1)).toBe(3625);
  });

  it('follows a different configuration', () => {
    expect(pollingDelays({ firstIntervalMs: 100, growth: 2, maxIntervalMs: 300, timeoutMs: 1000 })).toEqual([
      100, 200, 300, 300, 100,
    ]);
  });
});

describe('pollUntil', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks on the schedule and stops at the first settled answer', async () => {
    const answers = ['processing', 'processing', 'processing', 'completed'];
    const checkedAt: number[] = [];
    const check = vi.fn(async () => {
      checkedAt.push(Date.now());
      return answers[checkedAt.length - 1] ?? 'processing';
    });
    const start = Date.now();
    const result = pollUntil(check, (s) => s !== 'processing', new AbortController().signal);
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(result).resolves.toBe('completed');
    expect(checkedAt.map((t) => t - start)).toEqual([2000, 5000, 9500, 16250]);
  });

  it('gives up at 7 minutes', async () => {
    const check = vi.fn(async () => 'processing');
    const result = pollUntil(check, (s) => s !== 'processing', new AbortController().signal);
    let outcome: string | undefined;
    void result.then((r) => {
      outcome = r;
    });
    await vi.advanceTimersByTimeAsync(419_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('timeout');
    expect(check).toHaveBeenCalledTimes(32);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const check = vi.fn(async () => 'processing');
    const result = pollUntil(check, () => false, controller.signal);
    const settled = expect(result).rejects.toThrow('left the page');
    controller.abort(new Error('left the page'));
    await settled;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).not.toHaveBeenCalled();
  });
});
