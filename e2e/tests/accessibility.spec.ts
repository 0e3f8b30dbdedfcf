import type { Page } from '@playwright/test';
import { tenantRequest } from '../support/http.js';
import { ACME, vigil } from '../support/state.js';
import { expect, seriousA11yViolations, signInWithToken, test } from '../support/test.js';

/** Issue 9 item 6: axe finds no serious or critical issue on any screen of the route table. */

/** `shows`: text that proves the screen's data arrived, not just its frame. */
type Screen = { label: string; path: string; heading?: string; shows?: string };

const ANONYMOUS_SCREENS: Screen[] = [
  { label: 'sign-in', path: '/' },
  { label: 'unauthorized', path: '/unauthorized' },
  { label: 'requires invitation', path: '/requires-invitation' },
  { label: 'unknown invitation', path: '/invite/no-such-invitation-code', heading: 'Invitation Not Found' },
  { label: 'not found', path: '/no-such-page', heading: 'Page not found' },
];

const SIGNED_IN_SCREENS: Screen[] = [
  { label: 'home', path: '/home' },
  { label: 'chat', path: '/chat', heading: `${ACME.name} AI` },
  { label: 'drafts', path: '/drafts' },
  { label: 'dashboard', path: '/incident-dashboard' },
  { label: 'all incidents', path: '/all-incidents', heading: 'All Incidents' },
  { label: 'manager queue', path: '/manager-queue' },
  { label: 'weekly reports', path: '/weekly-reports' },
  { label: 'incident reports', path: '/incident-reports' },
  { label: 'users: Users tab', path: '/users', heading: 'User Management', shows: 'admin@acme.test' },
  { label: 'users: Invitations tab', path: '/users?tab=invitations', heading: 'User Management' },
  { label: 'sites', path: '/sites' },
  { label: 'admin: Settings tab', path: '/admin' },
  { label: 'admin: Audit log tab', path: '/admin?tab=audit' },
  { label: 'admin: E-mail outbox tab', path: '/admin?tab=outbox' },
];

/** The screen has its heading and has finished loading, so axe sees the real content. */
async function settled(page: Page, screen: Screen): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
  if (screen.shows) await expect(page.getByText(screen.shows).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

async function audit(page: Page, screens: Screen[], found: Record<string, string[]>): Promise<void> {
  for (const screen of screens) {
    await page.goto(screen.path);
    await settled(page, screen);
    const lines = await seriousA11yViolations(page, screen.label);
    if (lines.length > 0) found[`${screen.label} (${screen.path})`] = lines;
  }
}

/** The administrator's own draft: the worker's drafts must stay as the other journeys expect them. */
async function draftIncident(): Promise<{ id: string; number: string }> {
  const created = await tenantRequest({
    slug: ACME.slug,
    method: 'POST',
    path: '/api/incidents',
    token: vigil().adminToken,
    body: {
      title: 'Pallet jack rolled over a foot in aisle 4',
      report_type: 'INJURY',
      severity: 'MEDIUM',
      incident_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      incident_time: '09:15',
      injured_party_name: 'Wes Worker',
      description: 'The pallet jack rolled back on the ramp and ran over the right foot.',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { incident } = created.body as { incident: { id: string; incident_number: string } };
  return { id: incident.id, number: incident.incident_number };
}

test('the screens an anonymous visitor can reach have no serious or critical axe violations', async ({
  page,
  consoleGuard,
}) => {
  // The unknown invitation's validation call answers 404, which Chromium reports on the console.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  const found: Record<string, string[]> = {};
  await audit(page, ANONYMOUS_SCREENS, found);
  expect(found, 'serious or critical axe violations').toEqual({});
});

test('every signed-in screen, seen by an ADMIN, has no serious or critical axe violations', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const incident = await draftIncident();
  await signInWithToken(page, vigil().adminToken);
  const found: Record<string, string[]> = {};
  await audit(
    page,
    [
      ...SIGNED_IN_SCREENS,
      { label: 'incident detail', path: `/incident/${incident.id}`, shows: incident.number },
    ],
    found,
  );
  expect(found, 'serious or critical axe violations').toEqual({});
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('chat and the incident list have no serious or critical axe violations at 375 px', async ({
    page,
  }) => {
    await signInWithToken(page, vigil().adminToken);
    const found: Record<string, string[]> = {};
    await audit(
      page,
      [
        { label: 'chat at 375 px', path: '/chat' },
        { label: 'all incidents at 375 px', path: '/all-incidents' },
      ],
      found,
    );
    expect(found, 'serious or critical axe violations').toEqual({});
  });
});
