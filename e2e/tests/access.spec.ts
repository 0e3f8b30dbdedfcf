import { tenantRequest } from '../support/http.js';
import { ACME, tenantOrigin, vigil } from '../support/state.js';
import { expect, seriousA11yViolations, signInWithToken, test } from '../support/test.js';

const MANAGEMENT_NAV = ['Chat', 'Drafts', 'Dashboard', 'Incidents', 'Queue', 'Reports', 'Users', 'Sites'];

test('an anonymous visit to /chat goes to sign-in; a MANAGER signs in by link and sees every screen', async ({
  page,
}) => {
  await page.goto('/chat');
  await expect(page).toHaveURL(`${tenantOrigin(ACME.slug)}/`);
  await expect(page.getByRole('heading', { name: 'Global' })).toBeVisible();

  // The one-time link the CLI printed in global setup (the e-mail login's link, valid 10 minutes).
  await page.goto(vigil().managerLoginLink);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(MANAGEMENT_NAV);
});

test('a mismatched invitation explains itself and leads back to sign-in', async ({ page }) => {
  await page.goto('/requires-invitation?error=mismatch');
  await expect(
    page.getByText('The email address you logged in with does not match the invitation.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(`${tenantOrigin(ACME.slug)}/`);
});

test('an unknown invitation code is not found', async ({ page, consoleGuard }) => {
  // The validation call answers 404, which Chromium reports on the console.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  await page.goto('/invite/no-such-invitation-code');
  await expect(page.getByRole('heading', { name: 'Invitation Not Found' })).toBeVisible();
  await expect(page.getByText('The invitation link is invalid or has expired.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the login page shows both sign-in buttons without horizontal scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Global' })).toBeVisible();
    for (const name of ['Work-directory login', 'E-mail login']) {
      await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll, 'page width beyond the 375 px viewport').toBeLessThanOrEqual(widths.client);
  });
});

test('the login, invitation and chat pages have no serious or critical axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Global' })).toBeVisible();
  const login = await seriousA11yViolations(page, 'the login page');

  const invited = await tenantRequest({
    slug: ACME.slug,
    method: 'POST',
    path: '/api/invitations',
    token: vigil().adminToken,
    body: {
      emails: [{ email: 'axe.invitee@acme.test', first_name: 'Axe', last_name: 'Invitee' }],
      role: 'STAFF',
    },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const link = (invited.body as { invitations: { invitation_link: string }[] }).invitations[0]
    ?.invitation_link;
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: "You're Invited!" })).toBeVisible();
  const invitation = await seriousA11yViolations(page, 'the invitation page');

  await signInWithToken(page, vigil().adminToken);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: `${ACME.name} AI` })).toBeVisible();
  const chat = await seriousA11yViolations(page, '/chat');

  expect({ login, invitation, chat }).toEqual({ login: [], invitation: [], chat: [] });
});
