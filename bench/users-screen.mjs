// Time to a filled /users screen for a tenant with many users and invitations, in Debian Chromium.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

/** Spec 01 section 3: the storage suffix is the first 8 alphanumerics of base64(client). */
const tokenKey = (client) =>
  `authToken_${Buffer.from(client)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)}`;

export async function measureUsersScreen({ origin, client, token, rounds }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const usersTab = [];
  const invitationsTab = [];
  let shownRows = 0;
  try {
    for (let i = 0; i < rounds; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key, value),
        [tokenKey(client), token],
      );
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`${origin}/users`);
      await page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
      usersTab.push(Date.now() - started);
      shownRows = await page.locator('table tbody tr').count();
      const switched = Date.now();
      await page.getByRole('tab', { name: 'Invitations' }).click();
      await page.getByText(/@/).first().waitFor();
      await page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
      invitationsTab.push(Date.now() - switched);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { usersTab, invitationsTab, shownRows };
}
