import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetClientCache } from '../lib/api-client';
import { clearLogoCache } from '../lib/logo';
import { viewport } from './viewport';

// Lazy routes and whole screens can take over a second to appear on a busy 2-core machine; the
// default 1 s wait of findBy* then fails a correct screen.
configure({ asyncUtilTimeout: 5_000 });

// --- jsdom gaps Mantine relies on -----------------------------------------------------------------

function matchesQuery(query: string): boolean {
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (max && viewport.width > Number(max[1])) return false;
  if (min && viewport.width < Number(min[1])) return false;
  return Boolean(max || min);
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: matchesQuery(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};
// Mantine's autosize Textarea listens for web-font loads.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// --- STYLE rule 23: an unexpected console.error or console.warn fails the test ---------------------

let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  // Notifications live in a module-level store; one test's toasts must not leak into the next.
  notifications.clean();
  resetClientCache();
  clearLogoCache();
  localStorage.clear();
  sessionStorage.clear();
  viewport.width = 1280;
  const messages = unexpected;
  unexpected = [];
  if (messages.length > 0) {
    throw new Error(
      `Unexpected console output (mock it in the test if it is expected):\n${messages.join('\n')}`,
    );
  }
});
