import { MESSAGES } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWeeklyPage } from '../testing/render-weekly';
import { REPORT_ID, weeklyReport, weeklyReportDetail } from '../testing/weekly-fixtures';

const M = MESSAGES.weekly;
const PAGES = [M.coverTitle, M.executiveSummary, M.indicators, M.analytics, M.compliance];

function stubReport() {
  return stubFetch({
    'GET /api/weekly-reports': jsonResponse({ reports: [weeklyReport()] }),
    [`GET /api/weekly-reports/${REPORT_ID}`]: jsonResponse(weeklyReportDetail()),
  });
}

async function openViewer() {
  stubReport();
  const user = userEvent.setup();
  const view = renderWeeklyPage();
  await user.click(await screen.findByRole('button', { name: /^Nov 16, 2026 - Nov 22, 2026/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Weekly Safety Report W-2026-47' });
  await within(dialog).findByRole('region', { name: M.coverTitle });
  return { user, dialog, ...view };
}

describe('weekly report viewer (spec 02 section 2)', { timeout: 15_000 }, () => {
  it('opens from the history with the toolbar and five named A4 pages', async () => {
    const { dialog, router } = await openViewer();
    const toolbar = within(dialog).getByRole('toolbar', { name: 'Report actions' });
    for (const name of [M.printReport, M.exportPdf, M.close]) {
      expect(within(toolbar).getByRole('button', { name })).toBeEnabled();
    }
    for (const name of PAGES) {
      expect(within(dialog).getByRole('region', { name })).toBeInTheDocument();
    }
    expect(router.state.location.search).toBe(`?report=${REPORT_ID}`);
  });

  it('shows the cover facts with en-AU dates', async () => {
    const { dialog } = await openViewer();
    const cover = within(dialog).getByRole('region', { name: M.coverTitle });
    expect(cover).toHaveTextContent('Acme Corp');
    expect(cover).toHaveTextContent('16 November 2026 – 22 November 2026');
    expect(cover).toHaveTextContent('Report numberW-2026-47');
    expect(cover).toHaveTextContent('Period7 days, 16/11/2026 to 22/11/2026');
    expect(cover).toHaveTextContent('Issue date24 Nov 2026, 6:00 am');
    expect(
      within(cover).getByRole('link', { name: 'Total incidents: 5, show the incidents' }),
    ).toBeInTheDocument();
    expect(
      within(cover).getByRole('link', { name: 'WorkSafe notifications: 1, show the incidents' }),
    ).toBeInTheDocument();
  });

  it('rates the indicators and labels the fixed figures as targets', async () => {
    const { dialog } = await openViewer();
    const page = within(dialog).getByRole('region', { name: M.indicators });
    const measured = within(page).getByRole('table', { name: 'Measured this week' });
    const rows = within(measured)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('Total incidents5Good ≤ 3, warning 4–6, critical > 6! Warning');
    expect(rows).toContain('High severity incidents2Good 0, warning 1, critical > 1✕ Critical');
    expect(rows.some((r) => r?.startsWith('WorkSafe status1') && r.endsWith('! Attention'))).toBe(true);
    expect(rows.some((r) => r?.startsWith(`${M.managedInternally}60%`))).toBe(true);
    const targets = within(page).getByRole('table', { name: 'Targets (not measured by Vigil)' });
    expect(within(targets).getByRole('row', { name: /Same-day reporting/ })).toHaveTextContent(
      'Same-day reporting100%Not measured',
    );
  });

  it('draws the charts from the report with a value per bar', async () => {
    const { dialog } = await openViewer();
    const page = within(dialog).getByRole('region', { name: M.analytics });
    const byDay = within(page).getByRole('figure', { name: 'Incidents by day' });
    expect(
      within(byDay)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Mon 16/111',
      'Tue 17/113',
      'Wed 18/110',
      'Thu 19/110',
      'Fri 20/110',
      'Sat 21/111',
      'Sun 22/110',
    ]);
    const bySite = within(page).getByRole('figure', { name: 'Incidents by site' });
    expect(bySite).toHaveTextContent('Incidents by site; 5 in total.');
    expect(within(page).getByRole('figure', { name: 'Incidents by type' })).toBeInTheDocument();
    expect(within(page).getByRole('figure', { name: 'Incidents by severity' })).toBeInTheDocument();
  });

  it('lists notifiable incidents, notification times and corrective actions on the compliance page', async () => {
    const { dialog } = await openViewer();
    const page = within(dialog).getByRole('region', { name: M.compliance });
    const row = within(page).getByRole('row', { name: /INC-2026-001/ });
    expect(row).toHaveTextContent('Notifiable: Serious injury or illness');
    expect(row).toHaveTextContent('16 Nov 2026, 11:15 am');
    expect(row).toHaveTextContent('Phone');
    expect(within(page).getByRole('row', { name: /Overdue/ })).toHaveTextContent('2');
    expect(page).toHaveTextContent('Attention');
  });

  it('links every figure to the incidents behind it, and each incident to its record', async () => {
    const { dialog, user, router } = await openViewer();
    const chart = within(dialog).getByRole('figure', { name: 'Incidents by severity' });
    await user.click(within(chart).getByRole('link', { name: 'Critical: 1, show the incidents' }));
    const list = document.getElementById('weekly-incidents-severity-critical');
    expect(list).toHaveFocus();
    expect(
      within(list as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['INC-2026-001']);

    const high = document.getElementById('weekly-incidents-high') as HTMLElement;
    expect(
      within(high)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['INC-2026-001', 'INC-2026-002']);
    const tuesday = document.getElementById('weekly-incidents-day-2026-11-17') as HTMLElement;
    expect(within(tuesday).getAllByRole('link')).toHaveLength(3);
    const site = document.getElementById('weekly-incidents-site-south') as HTMLElement;
    expect(within(site).getByRole('link')).toHaveTextContent('INC-2026-003');

    await user.click(within(list as HTMLElement).getByRole('link', { name: 'INC-2026-001' }));
    expect(router.state.location.pathname).toBe('/incident/0190f5a2-0000-7000-8000-000000000001');
  });

  it('prints from both Print Report and Export PDF', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { dialog, user } = await openViewer();
    await user.click(within(dialog).getByRole('button', { name: M.printReport }));
    await user.click(within(dialog).getByRole('button', { name: M.exportPdf }));
    expect(print).toHaveBeenCalledTimes(2);
  });

  it('closes with Close and with Escape, dropping the report from the address', async () => {
    const { user, router } = await openViewer();
    await user.click(screen.getByRole('button', { name: M.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: /^Nov 16, 2026 - Nov 22, 2026/ }));
    await screen.findByRole('region', { name: M.compliance });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the report named in ?report= directly (the scheduled e-mail link)', async () => {
    stubReport();
    renderWeeklyPage(`/weekly-reports?report=${REPORT_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Weekly Safety Report W-2026-47' });
    for (const name of PAGES) {
      expect(await within(dialog).findByRole('region', { name })).toBeInTheDocument();
    }
  });
});
