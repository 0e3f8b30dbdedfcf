import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { tenantRequest } from '../support/http.js';
import { ACME, vigil } from '../support/state.js';
import { expect, seriousA11yViolations, signInWithToken, test } from '../support/test.js';

const PHOTO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/test/fixtures/diagram.png',
);
const SITE = 'Riverside Warehouse';

/** The worker's account, then answers to whichever question the assistant asks next. */
const FIRST_MESSAGE =
  'I slipped on a wet floor in the Riverside warehouse yesterday arvo around 3 and sprained my left wrist';
const SAFETY_ANSWER = 'Yes, everyone is safe now. I only needed first aid, an ice pack and a bandage';
const ANSWERS: { asks: RegExp; answer: string }[] = [
  { asks: /see it happen|witness/i, answer: 'Dana Lee saw it happen' },
  {
    asks: /done straight away|make the area safe/i,
    answer: 'We mopped up the water and put out a wet floor sign',
  },
  { asks: /what kind of injury/i, answer: 'A sprained left wrist, it is swollen' },
  { asks: /what treatment/i, answer: 'Just first aid, an ice pack and a bandage' },
  { asks: /when did/i, answer: 'Yesterday at 3 pm' },
  { asks: /where/i, answer: 'At the Riverside warehouse, near the loading dock' },
];

function assistantMessages(page: Page): Locator {
  return page.getByRole('log', { name: 'Conversation' }).locator('[data-from="assistant"]');
}

/** Sends one message and waits for the assistant's reply to it; returns the reply's text. */
async function say(page: Page, text: string): Promise<string> {
  const replies = assistantMessages(page);
  const before = await replies.count();
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(replies).toHaveCount(before + 1);
  return (await replies.last().innerText()).trim();
}

test('STAFF reports a fall in the chat, attaches a photo and finds the draft filled in', async ({ page }) => {
  const site = await tenantRequest({
    slug: ACME.slug,
    method: 'POST',
    path: '/api/admin/sites',
    token: vigil().adminToken,
    body: {
      venue_name: SITE,
      venue_type: 'WAREHOUSE',
      address: '12 River Road',
      city: 'Brisbane',
      state: 'QLD',
      country: 'Australia',
    },
  });
  expect(site.status, JSON.stringify(site.body)).toBe(201);

  await signInWithToken(page, vigil().staffToken);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: `${ACME.name} AI` })).toBeVisible();
  await expect(page.getByText('Your workplace safety assistant', { exact: true })).toBeVisible();
  await expect(assistantMessages(page).first()).toContainText(`Hello! I'm ${ACME.name} AI`);
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

  let reply = '';
  let messages = 0;
  await test.step('the worker tells what happened and answers the welfare check', async () => {
    reply = await say(page, FIRST_MESSAGE);
    messages++;
    expect(reply).toMatch(/is everyone safe/i);
    reply = await say(page, SAFETY_ANSWER);
    messages++;
  });

  await test.step('the assistant asks one short question at a time until it can read back a summary', async () => {
    while (!/My Drafts/.test(reply)) {
      const next = ANSWERS.find((a) => a.asks.test(reply));
      expect(next, `no scripted answer for: ${reply}`).toBeDefined();
      reply = await say(page, next?.answer ?? '');
      messages++;
      expect(messages, 'the report takes at most five messages').toBeLessThanOrEqual(5);
    }
    expect(reply).toContain(SITE);
    expect(reply).toContain('Dana Lee');
    expect(reply).toMatch(/first aid/i);
  });

  const incidentNumber = /INC-\d{4}-\d{6}/.exec(reply)?.[0] ?? '';
  expect(incidentNumber).not.toBe('');

  await test.step('a photo is attached under the summary', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: `Attach evidence for ${incidentNumber}` }).click();
    await (await chooser).setFiles(PHOTO);
    await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page, '/chat')).toEqual([]);
  });

  await test.step('My Drafts has the draft, with every field filled from the conversation', async () => {
    await page.getByRole('link', { name: 'Open My Drafts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Drafts' })).toBeVisible();
    const row = page.getByRole('table', { name: 'Your drafts' }).getByRole('row').nth(1);
    await expect(row).toContainText('Injury');
    await row.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'WORKPLACE INCIDENT REPORT' })).toBeVisible();
    await expect(page.getByText(incidentNumber, { exact: true }).first()).toBeVisible();

    const details = page.getByRole('region', { name: 'A. Incident Details' });
    await expect(details).toContainText(SITE);
    await expect(details).toContainText('15:00');
    const people = page.getByRole('region', { name: 'B. Person(s) Involved' });
    await expect(people).toContainText('Wes Worker');
    await expect(people).toContainText('Dana Lee');
    const description = page.getByRole('region', { name: 'C. Incident Description' });
    await expect(description).toContainText('slipped on a wet floor');
    await expect(description).toContainText(/sprain/i);
    await expect(description).toContainText('wet floor sign');
    const evidence = page.getByRole('region', { name: 'F. Attachments & Evidence' });
    await expect(evidence.getByRole('link', { name: 'diagram.png' })).toBeVisible();
  });

  await test.step('the worker completes the draft', async () => {
    const actions = page.getByRole('group', { name: 'Incident actions' });
    await actions.getByRole('button', { name: 'Complete Draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Draft' });
    await dialog.getByRole('button', { name: 'Complete Draft' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Draft completed and submitted for review' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No drafts found' })).toBeVisible({ timeout: 6_000 });
  });
});
