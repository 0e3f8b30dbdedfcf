import { tenantRequest } from '../support/http.js';
import { ACME, vigil } from '../support/state.js';
import { expect, seriousA11yViolations, signInWithToken, test } from '../support/test.js';

const TITLE = 'Picker fell from a ladder in aisle 7';
const DESCRIPTION =
  'A picker climbed a two-step ladder in aisle 7 to reach a carton on the top shelf. The ladder ' +
  'wobbled on the uneven floor near the drain and she fell about one metre onto the concrete, ' +
  'landing on her right shoulder. The area was closed and the ladder tagged out of service.';

function yesterday(): string {
  return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
}

async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await tenantRequest({ slug: ACME.slug, method, path, token, body });
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body as Record<string, unknown>;
}

/** A report the worker completed and the manager approved: ready to be analysed. */
async function approvedIncident(): Promise<{ id: string; number: string }> {
  const created = await api('POST', '/api/incidents', vigil().staffToken, {
    title: TITLE,
    report_type: 'INJURY',
    severity: 'HIGH',
    incident_date: yesterday(),
    incident_time: '10:20',
    injured_party_name: 'Wes Worker',
    witness_names: 'Dana Lee',
    description: DESCRIPTION,
    nature_of_injury: 'Bruised right shoulder',
    immediate_actions_taken: 'Aisle closed; ladder tagged out; first aid given',
    medical_attention_required: false,
  });
  const incident = created.incident as { id: string; incident_number: string };
  await api('PUT', `/api/manager/incidents/${incident.id}`, vigil().staffToken, { status: 'SUBMITTED' });
  await api('POST', `/api/manager/incidents/${incident.id}/approve`, vigil().managerToken, {
    comments: 'Approved for investigation',
  });
  return { id: incident.id, number: incident.incident_number };
}

test('MANAGER analyses an approved incident, decides its recommendations and completes an action', async ({
  page,
}) => {
  const incident = await approvedIncident();
  await signInWithToken(page, vigil().managerToken);
  await page.goto(`/incident/${incident.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'WORKPLACE INCIDENT REPORT' })).toBeVisible();

  await test.step('the analysis runs as a job and its result appears', async () => {
    await page.getByRole('button', { name: 'Generate AI Analysis' }).click();
    await expect(
      page.getByRole('button', { name: /^(Starting Analysis|Analysis in Progress)\.\.\.$/ }),
    ).toBeDisabled();
    await expect(
      page.getByRole('status').filter({ hasText: 'RCA analysis generated successfully' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^(Preliminary )?Analysis Complete$/)).toBeVisible();
    const insights = page.getByRole('region', { name: /AI Insights & Analysis/ });
    await expect(insights).toContainText('AI-proposed');
    await expect(insights).toContainText('Falls, trips and slips of a person');
    const rca = page.getByRole('region', { name: /AI Root Cause Analysis/ });
    await expect(rca).toContainText('Why 1');
    await expect(rca).toContainText('WHS Act 2011 (Qld)');
    expect(await seriousA11yViolations(page, 'the incident with its analysis')).toEqual([]);
  });

  const checklist = page.getByRole('region', { name: /^Recommendations \(\d+\)/ });
  const heading = checklist.getByRole('heading', { level: 2 });
  const countOf = async () => Number(/\((\d+)\)/.exec((await heading.innerText()) ?? '')?.[1]);
  const proposed = await countOf();
  expect(proposed).toBeGreaterThanOrEqual(2);
  const items = checklist.getByRole('article');

  await test.step('one recommendation is approved, another rejected', async () => {
    const first = items.first();
    const approvedTitle = (await first.getByRole('heading').first().innerText()).trim();
    await first.getByRole('button', { name: 'Approve' }).click();
    const reason = page.getByRole('dialog', { name: 'Reason for an administrative or PPE control' });
    if (await reason.isVisible().catch(() => false)) {
      await reason.getByRole('textbox').fill('Higher controls are already approved for the other bay');
      await reason.getByRole('button', { name: 'Approve with reason' }).click();
    }
    await expect(checklist.getByRole('article', { name: approvedTitle })).toContainText('APPROVED');

    const pending = items.filter({ has: page.getByRole('button', { name: 'Reject' }) }).first();
    const rejectedTitle = (await pending.getByRole('heading').first().innerText()).trim();
    await pending.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('article', { name: rejectedTitle })).toHaveCount(0, { timeout: 5_000 });
    expect(await countOf()).toBe(proposed - 1);
  });

  await test.step('the approved recommendation’s corrective action is started and completed', async () => {
    const actions = page.getByRole('region', { name: 'Corrective Actions' });
    const action = actions.getByRole('article').first();
    await action.getByRole('button', { name: 'Start' }).click();
    await expect(action).toContainText('IN_PROGRESS');
    await action.getByRole('button', { name: 'Complete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete corrective action' });
    await dialog
      .getByRole('textbox', { name: /Verification note/ })
      .fill('Ladder replaced; floor levelled; checked on site');
    await dialog.getByRole('button', { name: 'Mark completed' }).click();
    await expect(action).toContainText('COMPLETED');
    await expect(action).toContainText('Ladder replaced; floor levelled');
  });
});
