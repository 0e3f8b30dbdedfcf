import type { Page } from '@playwright/test';
import { ACME, EDIT_ME_EMAIL, tenantOrigin, vigil } from '../support/state.js';
import { expect, seriousA11yViolations, signInWithToken, test } from '../support/test.js';

const SITE = 'Brisbane Depot';
const EDIT_ME = 'Edit Me';
const PEOPLE = [
  { email: 'csv1@acme.test', first: 'Csv', last: 'One', role: '', shownRole: 'Staff' },
  { email: 'csv2@acme.test', first: 'Csv', last: 'Two', role: 'MANAGER', shownRole: 'Manager' },
  { email: 'csv3@acme.test', first: 'Csv', last: 'Three', role: '', shownRole: 'Staff' },
] as const;
const CSV = [
  'email,first_name,last_name,role',
  ...PEOPLE.map((p) => [p.email, p.first, p.last, p.role].join(',')),
].join('\n');

/** Accepts every alert and confirm the page opens, keeping their messages for the assertions. */
function acceptDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

function invitationRow(page: Page, email: string) {
  return page.getByRole('table', { name: 'Invitations' }).getByRole('row').filter({ hasText: email });
}

function userRow(page: Page, email: string) {
  return page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
}

test('an ADMIN adds a site, invites people by CSV, copies and revokes invitations and edits a user', async ({
  page,
  context,
}) => {
  const dialogs = acceptDialogs(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: tenantOrigin(ACME.slug) });
  await signInWithToken(page, vigil().adminToken);

  await test.step('Add New Site creates Brisbane Depot, shown as a card', async () => {
    await page.goto('/sites');
    await expect(page.getByRole('heading', { level: 1, name: 'Sites Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Add New Site' }).click();
    const modal = page.getByRole('dialog', { name: 'Add New Site' });
    await modal.getByLabel('Site name').fill(SITE);
    await modal.getByLabel('Site type').selectOption('WAREHOUSE');
    await modal.getByLabel('City').fill('Brisbane');
    await modal.getByLabel('State').selectOption('QLD');
    await modal.getByRole('button', { name: 'Create Site' }).click();
    await expect(modal).toBeHidden();
    const card = page.getByRole('article', { name: SITE });
    await expect(card).toBeVisible();
    await expect(card.getByText('WAREHOUSE', { exact: true })).toBeVisible();
    await expect(card.getByText('Brisbane, QLD', { exact: true })).toBeVisible();
    await expect(card.getByText('0 users', { exact: true })).toBeVisible();
  });

  await test.step('Send Invitations by CSV upload invites three people to the site', async () => {
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await page.getByRole('tab', { name: 'Invitations' }).click();
    await expect(page).toHaveURL(/\/users\?tab=invitations$/);
    await page.getByRole('button', { name: 'Send Invitation', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Send Invitations' });
    await modal.getByText('CSV Upload', { exact: true }).click();
    await modal.getByLabel('CSV file').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV, 'utf8'),
    });
    await expect(modal.getByText('3 people ready to invite')).toBeVisible();
    const preview = modal.getByRole('table', { name: 'People in the CSV file' });
    await expect(preview.getByRole('row')).toHaveCount(PEOPLE.length + 1);
    await expect(preview.getByRole('row').filter({ hasText: 'csv2@acme.test' })).toContainText('Manager');
    await modal.getByLabel('Site').selectOption({ label: SITE });
    await modal.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('3 invitations sent')).toBeVisible();
    for (const person of PEOPLE) {
      await expect(invitationRow(page, person.email).getByRole('cell')).toHaveText([
        `${person.first} ${person.last}`,
        person.email,
        person.shownRole,
        SITE,
        'Pending',
        'Ada Admin',
        /\d{4}/,
        /Copy Link/,
      ]);
    }
  });

  await test.step('Copy Link puts the invitation link on the clipboard and says so', async () => {
    const email = PEOPLE[0].email;
    await page.getByRole('button', { name: `Copy Link for ${email}` }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('Invitation link copied to clipboard!');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const origin = tenantOrigin(ACME.slug).replaceAll('.', '\\.');
    expect(copied).toMatch(new RegExp(`^${origin}/invite/[0-9a-f]{32}$`));
  });

  await test.step('Revoke, confirmed, marks the invitation Revoked', async () => {
    const email = PEOPLE[2].email;
    const before = dialogs.length;
    await page.getByRole('button', { name: `Revoke invitation for ${email}` }).click();
    await expect
      .poll(() => dialogs.slice(before))
      .toEqual(['Are you sure you want to revoke this invitation?']);
    const row = invitationRow(page, email);
    await expect(row.getByRole('cell').nth(4)).toHaveText('Revoked');
    // Only a PENDING invitation offers actions.
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(invitationRow(page, PEOPLE[1].email).getByRole('cell').nth(4)).toHaveText('Pending');
  });

  await test.step('Edit on the Users tab makes Edit Me a Manager at Brisbane Depot', async () => {
    await page.getByRole('tab', { name: 'Users' }).click();
    const row = userRow(page, EDIT_ME_EMAIL);
    await expect(row.getByRole('cell')).toHaveText([
      EDIT_ME,
      EDIT_ME_EMAIL,
      'Staff',
      'No site assigned',
      'Active',
      'Edit',
    ]);
    await row.getByRole('button', { name: `Edit ${EDIT_ME}` }).click();
    await row.getByRole('combobox', { name: `Role for ${EDIT_ME}` }).selectOption({ label: 'Manager' });
    await row.getByRole('combobox', { name: `Site for ${EDIT_ME}` }).selectOption({ label: SITE });
    await row.getByRole('button', { name: `Save changes to ${EDIT_ME}` }).click();
    await expect(page.getByText(`Changes to ${EDIT_ME} saved`)).toBeVisible();
    const saved = [EDIT_ME, EDIT_ME_EMAIL, 'Manager', SITE, 'Active', 'Edit'];
    await expect(row.getByRole('cell')).toHaveText(saved);
    await page.reload();
    await expect(userRow(page, EDIT_ME_EMAIL).getByRole('cell')).toHaveText(saved);
  });
});

test('a MANAGER views users, invitations and sites without the administrator actions', async ({ page }) => {
  await signInWithToken(page, vigil().managerToken);

  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row').filter({ hasText: EDIT_ME_EMAIL })).toContainText('View only');
  await expect(users.getByText('View only', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Invitations' }).click();
  await expect(page.getByRole('table', { name: 'Invitations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Invitation', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Copy Link|Resend|Revoke)/ })).toHaveCount(0);

  await page.goto('/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites Directory' })).toBeVisible();
  await expect(page.getByRole('article', { name: SITE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Site' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Deactivate) / })).toHaveCount(0);
});

test('User Management, Sites and Administration have no serious or critical axe violations', async ({
  page,
}) => {
  await signInWithToken(page, vigil().adminToken);

  await page.goto('/users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  const users = await seriousA11yViolations(page, '/users');
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await expect(page.getByRole('table', { name: 'Invitations' })).toBeVisible();
  const invitations = await seriousA11yViolations(page, '/users?tab=invitations');

  await page.goto('/sites');
  await expect(page.getByRole('list', { name: 'Sites' })).toBeVisible();
  const sites = await seriousA11yViolations(page, '/sites');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  const admin = await seriousA11yViolations(page, '/admin');

  expect({ users, invitations, sites, admin }).toEqual({ users: [], invitations: [], sites: [], admin: [] });
});
