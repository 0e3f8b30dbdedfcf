import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { tenantRequest } from '../support/http.js';
import { ACME, vigil } from '../support/state.js';
import { expect, seriousA11yViolations, signInWithToken, test } from '../support/test.js';

const TITLE = "Forklift clipped a worker's foot in the Brisbane warehouse";
const DESCRIPTION =
  'At about 2:35 pm a reach forklift reversing out of aisle 14 of the Brisbane warehouse clipped the ' +
  'left foot of a picker who stepped out from behind a pallet of stock. The reversing beeper worked, ' +
  'but the aisle mirror had been knocked out of alignment. The steel toe cap took most of the impact; ' +
  'the side of the foot was pressed against the racking upright.';
/** Beyond the 200 characters the detail view shows before 'Show more'; printed in full. */
const DESCRIPTION_TAIL = 'the side of the foot was pressed against the racking upright.';
const ACTIONS =
  'First aid on site (ice pack, foot elevated); worker driven to hospital for an X-ray; aisle 14 ' +
  'closed to forklift traffic until the mirror was re-aligned.';
const APPROVAL_COMMENT =
  'Approved. Investigate the aisle 14 mirror and the pedestrian exclusion zone; toolbox talk with the ' +
  'forklift operators this week.';
const SECTIONS = [
  'A. Incident Details',
  'B. Person(s) Involved',
  'C. Incident Description',
  'D. Medical & Regulatory',
  'E. Investigation & Follow-up',
  'F. Attachments & Evidence',
];

function yesterday(): string {
  return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

function actions(page: Page) {
  return page.getByRole('group', { name: 'Incident actions' });
}

/** Signs in as someone else in the same browser: the stored user of the last session goes too. */
async function switchUser(page: Page, token: string): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signInWithToken(page, token);
}

test('STAFF completes a draft; a MANAGER approves it from the queue, finds it and prints it', async ({
  page,
}, testInfo) => {
  // The edit form of the detail view offers no incident date (only the text fields and the
  // flags), so the draft is created complete and its missing piece is the immediate actions.
  const created = await tenantRequest({
    slug: ACME.slug,
    method: 'POST',
    path: '/api/incidents',
    token: vigil().staffToken,
    body: {
      title: TITLE,
      report_type: 'INJURY',
      severity: 'HIGH',
      incident_date: yesterday(),
      incident_time: '14:35',
      injured_party_name: 'Sam Taylor',
      witness_names: 'Priya Nair (leading hand), Tom Becker (forklift operator)',
      description: DESCRIPTION,
      nature_of_injury: 'Bruising and swelling to the left foot; suspected fracture of the fifth metatarsal',
      medical_attention_required: true,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const incident = (created.body as { incident: { id: string; incident_number: string; status: string } })
    .incident;
  expect(incident.status).toBe('DRAFT');
  const number = incident.incident_number;
  const violations: Record<string, string[]> = {};

  await test.step('STAFF opens the draft from My Drafts, adds the immediate actions and completes it', async () => {
    await signInWithToken(page, vigil().staffToken);
    await page.goto('/drafts');
    await expect(page.getByRole('heading', { level: 1, name: 'My Drafts' })).toBeVisible();
    const row = page.getByRole('table', { name: 'Your drafts' }).getByRole('row').filter({ hasText: TITLE });
    await expect(row.getByRole('cell')).toHaveText([TITLE, 'Injury', /^\d{2}\/\d{2}\/\d{4}$/, /\d{4}$/]);
    violations['/drafts (STAFF)'] = await seriousA11yViolations(page, '/drafts as STAFF');

    await row.getByRole('link', { name: TITLE }).click();
    await expect(page).toHaveURL(new RegExp(`/incident/${incident.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'WORKPLACE INCIDENT REPORT' })).toBeVisible();
    await expect(page.getByText(number, { exact: true }).first()).toBeVisible();
    await expect(actions(page).getByRole('link', { name: 'Back to My Drafts' })).toBeVisible();
    const description = section(page, 'C. Incident Description');
    await expect(description).toContainText('None specified');

    await actions(page).getByRole('button', { name: 'Edit Incident' }).click();
    await description.getByLabel('Immediate actions taken').fill(ACTIONS);
    await actions(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
    await expect(actions(page).getByRole('button', { name: 'Edit Incident' })).toBeVisible();
    await expect(description.getByText(ACTIONS, { exact: true })).toBeVisible();

    await actions(page).getByRole('button', { name: 'Complete Draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Draft' });
    await expect(dialog).toContainText('This will submit the draft to the manager queue for approval.');
    await dialog.getByRole('button', { name: 'Complete Draft' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'Draft completed and submitted for review' }),
    ).toBeVisible();
    // STAFF cannot open the queue: after the banner they are back at their drafts, now empty.
    await expect(page).toHaveURL(/\/drafts$/, { timeout: 4_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'My Drafts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No drafts found' })).toBeVisible();
  });

  await test.step('MANAGER reviews it from the queue and approves it with a comment', async () => {
    await switchUser(page, vigil().managerToken);
    await page.goto('/manager-queue');
    await expect(page.getByRole('heading', { level: 1, name: 'Manager Queue' })).toBeVisible();
    const queue = page.getByRole('table', { name: 'Incidents waiting for review' });
    const row = queue.getByRole('row').filter({ hasText: number });
    await expect(row.getByRole('link', { name: TITLE })).toBeVisible();
    await expect(row).toContainText('Wes Worker');
    await expect(row).toContainText('HIGH');
    violations['/manager-queue'] = await seriousA11yViolations(page, '/manager-queue');

    await row.getByRole('button', { name: `Review incident ${number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/incident/${incident.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'WORKPLACE INCIDENT REPORT' })).toBeVisible();
    await expect(section(page, 'C. Incident Description')).toContainText(ACTIONS);
    await expect(actions(page).getByRole('link', { name: 'Back to Manager Queue' })).toBeVisible();
    const submit = actions(page).getByRole('button', { name: 'Submit', exact: true });
    await expect(submit).toBeVisible();
    violations['incident detail (review)'] = await seriousA11yViolations(page, 'the incident detail');

    await submit.click();
    const dialog = page.getByRole('dialog', { name: 'Approve Incident' });
    await dialog.getByPlaceholder('Add approval comments (optional)').fill(APPROVAL_COMMENT);
    await dialog.getByRole('button', { name: 'Approve Incident' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Incident ${number} approved. Returning to the Manager Queue...` }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/manager-queue\\?approved=${number}$`), { timeout: 3_500 });
    await expect(page.getByRole('status').filter({ hasText: `Incident ${number} approved` })).toBeVisible();
    await expect(queue.or(page.getByText('No incidents are waiting for review.'))).toBeVisible();
    await expect(page.getByRole('link', { name: number, exact: true })).toHaveCount(0);
  });

  await test.step('All Incidents lists it as Investigating; its detail shows the comment in section E', async () => {
    await page.goto('/all-incidents');
    await expect(page.getByRole('heading', { level: 1, name: 'All Incidents' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText(TITLE);
    await expect(row).toContainText('Investigating');
    await row.getByRole('link', { name: number, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/incident/${incident.id}$`));
    await expect(actions(page).getByRole('link', { name: 'Back to Incidents' })).toBeVisible();
    const investigation = section(page, 'E. Investigation & Follow-up');
    // The approval comment is the manager's comment and also an entry in the history.
    await expect(investigation.getByText(APPROVAL_COMMENT, { exact: true })).toHaveCount(2);
    await expect(investigation.getByText(APPROVAL_COMMENT, { exact: true }).first()).toBeVisible();
    await expect(investigation).toContainText('INVESTIGATING');
  });

  await test.step('Printed, the detail is a clean form: no app chrome or buttons, the full text', async () => {
    const tail = section(page, 'C. Incident Description')
      .locator('span')
      .filter({ hasText: DESCRIPTION_TAIL });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(actions(page)).toBeVisible();
    await expect(tail).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header:visible')).toHaveCount(0);
    await expect(page.locator('nav:visible')).toHaveCount(0);
    await expect(page.locator('[role="group"][aria-label="Incident actions"]')).toBeHidden();
    await expect(page.locator('article button:visible, article a:visible')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'WORKPLACE INCIDENT REPORT' })).toBeVisible();
    for (const name of SECTIONS) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(tail).toBeVisible();
    await expect(page.getByText(APPROVAL_COMMENT, { exact: true })).toHaveCount(2);
    await expect(page.getByText(APPROVAL_COMMENT, { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('incident-print.png'), fullPage: true });

    const pdfPath = testInfo.outputPath('incident.pdf');
    await page.pdf({ path: pdfPath, format: 'A4', preferCSSPageSize: true });
    const pdf = await readFile(pdfPath, 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(statSync(pdfPath).size).toBeGreaterThan(10 * 1024);
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    await page.emulateMedia({ media: null });
  });

  await test.step('axe finds no serious or critical violations on the incident screens', async () => {
    const screens = [
      ['/drafts', 'My Drafts'],
      ['/all-incidents', 'All Incidents'],
      ['/incident-dashboard', 'Incident Dashboard'],
    ] as const;
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path === '/all-incidents')
        await expect(page.getByRole('row').filter({ hasText: number })).toBeVisible();
      violations[path] = await seriousA11yViolations(page, path);
    }
    expect(violations).toEqual(Object.fromEntries(Object.keys(violations).map((key) => [key, []])));
  });
});
