import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ACME } from './state.js';

export { expect };

export interface ConsoleGuard {
  /** Console errors/warnings matching this are expected in the current test. */
  allow(pattern: RegExp): void;
}

/**
 * STYLE rule 23: an unexpected console.error or console.warn (or an uncaught page error) fails
 * the test. A test that provokes one on purpose (a 401 it asserts, say) allows it by pattern.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ context }, use) => {
      const allowed: RegExp[] = [];
      const seen: string[] = [];
      context.on('console', (message) => {
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        const where = message.page()?.url() ?? '?';
        const source = message.location().url;
        seen.push(`console.${type} on ${where}: ${message.text()}${source ? ` [${source}]` : ''}`);
      });
      context.on('weberror', (error) => seen.push(`uncaught error: ${error.error().message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, 'unexpected console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

/** Spec 01 section 3: the storage suffix is the first 8 alphanumerics of base64(client). */
export function tokenStorageKey(client: string): string {
  const suffix = Buffer.from(client, 'utf8')
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8);
  return `authToken_${suffix}`;
}

/**
 * The `login` shortcut of STYLE rule 22: puts an access token where the SPA keeps it, so a journey
 * that is not about signing in starts signed in. The SPA verifies it with the server on load.
 */
export async function signInWithToken(page: Page, token: string, client: string = ACME.slug): Promise<void> {
  await page.goto('/unauthorized');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [tokenStorageKey(client), token],
  );
}

/** Runs axe on the page; prints and returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const lines = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n'),
  );
  if (lines.length > 0) console.log(`axe on ${label} (${page.url()}):\n${lines.join('\n')}`);
  return lines;
}
