import { readFile } from 'node:fs/promises';
import { vigil } from '../support/state.js';
import { expect, seriousA11yViolations, signInWithToken, test } from '../support/test.js';

const PAGES = [
  'Weekly Safety Report',
  'Executive Summary',
  'Safety Performance Indicators',
  'Visual Safety Analytics',
  'Compliance & Regulatory Status',
];

test('MANAGER generates this week’s report, opens it from the history and prints five A4 pages', async ({
  page,
}, testInfo) => {
  await signInWithToken(page, vigil().managerToken);
  await page.goto('/weekly-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Safety Reports' })).toBeVisible();

  const generate = page.getByRole('button', { name: 'Generate Report' });
  await expect(generate).toBeDisabled();
  await page.getByRole('button', { name: 'Current Week' }).click();
  const start = await page.getByLabel('Week start').inputValue();
  expect(new Date(`${start}T00:00:00Z`).getUTCDay(), 'the current week starts on a Monday').toBe(1);
  await generate.click();
  await expect(page.getByText(/^Weekly report W-\d{4}-\d{2} generated and published$/)).toBeVisible({
    timeout: 20_000,
  });
  expect(await seriousA11yViolations(page, '/weekly-reports')).toEqual([]);

  const history = page.getByRole('region', { name: 'Historical Reports' });
  await history
    .getByRole('button', { name: /^[A-Z][a-z]{2} \d{1,2}, \d{4} - / })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: /^Weekly Safety Report W-\d{4}-\d{2}$/ });
  await expect(viewer).toBeVisible();
  for (const name of PAGES) await expect(viewer.getByRole('region', { name })).toBeVisible();
  await expect(viewer.getByRole('toolbar', { name: 'Report actions' })).toContainText('Export PDF');

  const pdfPath = testInfo.outputPath('weekly-report.pdf');
  await page.pdf({ path: pdfPath, format: 'A4', preferCSSPageSize: true });
  const pdf = await readFile(pdfPath, 'latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g)?.length, 'exactly five A4 pages').toBe(5);

  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
});
