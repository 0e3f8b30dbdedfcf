import type { ManagerStats } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeSession } from '../../../lib/session-storage';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWithRouter, testSession } from '../../../testing/render';
import { DashboardPage } from './dashboard-page';

const STATS = 'GET /api/manager/stats';

const stats: ManagerStats = {
  total_incidents: 42,
  pending_review: 7,
  by_severity: [
    { severity: 'CRITICAL', count: 2 },
    { severity: 'HIGH', count: 10 },
    { severity: 'MEDIUM', count: 20 },
    { severity: 'LOW', count: 10 },
  ],
  by_status: [
    { status: 'SUBMITTED', count: 7 },
    { status: 'INVESTIGATING', count: 5 },
    { status: 'CLOSED', count: 30 },
  ],
};

function renderDashboard() {
  const session = testSession({ role: 'MANAGER' });
  if (session.user) writeSession('acme', 'token-123', session.user);
  return renderWithRouter({
    routes: [{ path: '/incident-dashboard', element: <DashboardPage /> }],
    url: '/incident-dashboard',
    session,
  });
}

describe('Incident Dashboard', { timeout: 15_000 }, () => {
  it('shows the totals and a labelled bar with its count for each severity and status', async () => {
    stubFetch({ [STATS]: jsonResponse(stats) });
    renderDashboard();
    expect(screen.getByText('Loading dashboard...')).toBeInTheDocument();
    const total = await screen.findByRole('region', { name: 'Total incidents' });
    expect(within(total).getByText('42')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Pending review' })).getByText('7')).toBeInTheDocument();

    const severity = screen.getByRole('region', { name: 'By severity' });
    expect(
      within(severity)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Critical2', 'High10', 'Medium20', 'Low10']);
    expect(within(severity).getByRole('progressbar', { name: 'Medium: 20 of 42' })).toHaveAttribute(
      'aria-valuenow',
      '48',
    );
    const status = screen.getByRole('region', { name: 'By status' });
    expect(within(status).getByRole('progressbar', { name: 'Closed: 30 of 42' })).toBeInTheDocument();
    expect(within(status).getByText('Investigating')).toBeInTheDocument();
  });

  it("shows 'Failed to load dashboard data' when the statistics fail", async () => {
    stubFetch({ [STATS]: jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }) });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument();
  });
});
