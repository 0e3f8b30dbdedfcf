import { afterEach, beforeEach, vi } from 'vitest';

// STYLE rule 23: an unexpected console.error or console.warn fails the test.
let spies: { mock: { calls: unknown[][] } }[] = [];
beforeEach(() => {
  spies = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
});
afterEach(() => {
  const calls = spies.flatMap((s) => s.mock.calls);
  vi.restoreAllMocks();
  if (calls.length > 0) throw new Error(`Unexpected console output: ${JSON.stringify(calls).slice(0, 500)}`);
});
