import type { Page } from '@playwright/test';
import { tenantRequest } from '../support/http.js';
import { findLink, waitForMail } from '../support/mail.js';
import { ACME, BETA, tenantOrigin, vigil } from '../support/state.js';
import { expect, test } from '../support/test.js';

const WORKER = 'new.worker@acme.test';

/** Calls the API from inside the page, i.e. from the page's own origin (and so its tenant). */
function userInfoStatus(page: Page, token: string): Promise<number> {
  return page.evaluate(
    async (bearer) =>
      (await fetch('/api/user-info', { headers: { Authorization: `Bearer ${bearer}` } })).status,
    token,
  );
}

function storedTokens(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('authToken'))
      .map((key) => localStorage.getItem(key) ?? ''),
  );
}

test('an invited worker signs up by e-mail, works as Staff, stays in their tenant and logs out', async ({
  page,
  context,
  consoleGuard,
}) => {
  // Asserted below: the token is refused on the other tenant and after logout.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 401/);
  const acme = tenantOrigin(ACME.slug);

  const invitationLink = await test.step('the admin invites the worker as Staff (API)', async () => {
    const since = Date.now();
    const response = await tenantRequest({
      slug: ACME.slug,
      method: 'POST',
      path: '/api/invitations',
      token: vigil().adminToken,
      body: { emails: [{ email: WORKER, first_name: 'New', last_name: 'Worker' }], role: 'STAFF' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { invitations } = response.body as { invitations: { invitation_link: string; role: string }[] };
    expect(invitations).toHaveLength(1);
    const link = invitations[0]?.invitation_link ?? '';
    expect(link).toMatch(new RegExp(`^${acme.replaceAll('.', '\\.')}/invite/[\\w-]+$`));
    // The invitation e-mail carries the same link.
    const mail = await waitForMail({ to: WORKER, subject: `You're invited to ${ACME.name}`, since });
    expect(mail.text).toContain(link);
    return link;
  });

  await test.step('the worker opens the invitation and chooses Sign up', async () => {
    await page.goto(invitationLink);
    await expect(page.getByRole('heading', { name: "You're Invited!" })).toBeVisible();
    await expect(page.getByText(WORKER, { exact: true })).toBeVisible();
    await expect(page.getByText('Staff', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  });

  const since = Date.now();
  await test.step('the hosted e-mail page sends a sign-in link', async () => {
    await expect(page).toHaveURL(new RegExp(`^${acme.replaceAll('.', '\\.')}/api/auth/email\\?`));
    await page.getByLabel('Email address').fill(WORKER);
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  });

  await test.step('the magic link from the e-mail signs the worker in to /chat', async () => {
    const mail = await waitForMail({ to: WORKER, subject: `Your sign-in link for ${ACME.name}`, since });
    const magicLink = findLink(mail.text, /\/api\/auth\/email\/confirm\?token=/);
    expect(magicLink.startsWith(`${acme}/`)).toBe(true);
    await page.goto(magicLink);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('heading', { level: 1, name: `${ACME.name} AI` })).toBeVisible();
  });

  await test.step('Staff sees only Chat and Drafts in the navigation', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Chat', 'Drafts']);
    for (const hidden of ['Dashboard', 'Incidents', 'Queue', 'Reports', 'Users', 'Sites']) {
      await expect(page.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
  });

  await test.step('/users is denied to Staff', async () => {
    await page.goto('/users');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("Sorry, you don't have permission to access this page.")).toBeVisible();
    await expect(page.getByText('Staff', { exact: true })).toBeVisible();
  });

  const token = await test.step('the session token works on acme only', async () => {
    const tokens = await storedTokens(page);
    expect(tokens).toHaveLength(1);
    const stored = tokens[0] ?? '';
    expect(stored).not.toBe('');
    const beta = await context.newPage();
    await beta.goto(`${tenantOrigin(BETA.slug)}/`);
    await expect(beta.getByRole('heading', { name: 'Global' })).toBeVisible();
    expect(await userInfoStatus(beta, stored), 'acme token on beta').toBe(401);
    await beta.close();
    expect(await userInfoStatus(page, stored), 'acme token on acme').toBe(200);
    return stored;
  });

  await test.step('Logout returns to the login page and revokes the session', async () => {
    await page.goto('/chat');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${acme}/`);
    await expect(page.getByRole('heading', { name: 'Global' })).toBeVisible();
    await expect(page.getByText('Sign in with:')).toBeVisible();
    expect(await storedTokens(page)).toEqual([]);
    expect(await userInfoStatus(page, token), 'revoked token on acme').toBe(401);
  });
});
