// Debian's Chromium for the benchmarks, headless, with nothing that reaches the network on its own
// (the same flags as e2e/support/chromium.ts; STACK.md).
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
