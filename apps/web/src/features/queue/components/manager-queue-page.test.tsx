import { MESSAGES, type PendingIncident } from '@app/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../lib/session-storage';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWithRouter, testSession } from '../../../testing/render';
import { viewport } from '../../../testing/viewport';
import { ManagerQueuePage } from './manager-queue-page';

const SLOW = { timeout: 30_000 };
const PENDING = 'GET /api/manager/incidents/pending';

const pending = (n: number, overrides: Partial<PendingIncident> = {}): PendingIncident => ({
  id: `0190f5a2-0000-7000-8000-00000000020${n}`,
  incident_number: `INC-2026-00${n}`,
  title: `Incident ${n}`,
  report_type: 'INJURY',
  reporter_user_id: '0190f5a2-0000-7000-8000-000000000001',
  reporter_name: 'Sam Taylor',
  location_id: null,
  location_name: 'Townsville Depot',
  severity: 'HIGH',
  status: 'SUBMITTED',
  notifiable: 'no',
  created_at: '2026-03-04T02:00:00.000Z',
  updated_at: '2026-03-04T02:00:00.000Z',
  days_since_created: n,
  ...overrides,
});

// Server order: notifiable first, then severity.
const QUEUE = [
  pending(3, { notifiable: 'yes', severity: 'CRITICAL' }),
  pending(9, { notifiable: 'possible', severity: 'LOW' }),
  pending(5, { severity: 'MEDIUM', title: null }),
];

function renderQueue(url = '/manager-queue') {
  const session = testSession({ role: 'MANAGER' });
  if (session.user) writeSession('acme', 'token-123', session.user);
  return renderWithRouter({
    routes: [{ path: '/manager-queue', element: <ManagerQueuePage /> }],
    url,
    session,
  });
}

const numbers = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

afterEach(() => vi.useRealTimers());

describe('Manager Queue', SLOW, () => {
  it('shows the columns, the server order and text badges for notifiable incidents', async () => {
    stubFetch({ [PENDING]: jsonResponse({ incidents: QUEUE }) });
    renderQueue();
    expect(screen.getByText('Loading manager queue...')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Incidents waiting for review' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/ [↕↑↓]$/, ''))).toEqual([
      ...MESSAGES.queue.columns,
    ]);
    expect(numbers()).toEqual(['INC-2026-003', 'INC-2026-009', 'INC-2026-005']);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('Notifiable')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Possibly notifiable')).toBeInTheDocument();
    expect(within(rows[3]!).queryByText(/notifiable/i)).not.toBeInTheDocument();
    expect(within(rows[3]!).getByRole('link', { name: 'Untitled' })).toBeInTheDocument();
  });

  it('toggles the Days Pending order with the header button', async () => {
    stubFetch({ [PENDING]: jsonResponse({ incidents: QUEUE }) });
    renderQueue();
    await screen.findByRole('table');
    const header = screen.getByRole('columnheader', { name: /Days Pending/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    expect(numbers()).toEqual(['INC-2026-003', 'INC-2026-005', 'INC-2026-009']);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(header).toHaveTextContent('↑');
    await userEvent.click(within(header).getByRole('button'));
    expect(numbers()).toEqual(['INC-2026-009', 'INC-2026-005', 'INC-2026-003']);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(header).toHaveTextContent('↓');
  });

  it('Review records the queue as origin and opens the incident', async () => {
    stubFetch({ [PENDING]: jsonResponse({ incidents: QUEUE }) });
    renderQueue();
    await userEvent.click(await screen.findByRole('button', { name: 'Review incident INC-2026-009' }));
    expect(await screen.findByText(`Now at /incident/${QUEUE[1]!.id}`)).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('incidentOrigin') ?? 'null')).toEqual({
      from: 'manager-queue',
      id: QUEUE[1]!.id,
    });
  });

  it('clicking the number also records the origin', async () => {
    stubFetch({ [PENDING]: jsonResponse({ incidents: QUEUE }) });
    renderQueue();
    await userEvent.click(await screen.findByRole('link', { name: 'INC-2026-005' }));
    expect(await screen.findByText(`Now at /incident/${QUEUE[2]!.id}`)).toBeInTheDocument();
    expect(sessionStorage.getItem('incidentOrigin')).toContain(QUEUE[2]!.id);
  });

  it('shows the approval banner from ?approved= and hides it after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch({ [PENDING]: jsonResponse({ incidents: [] }) });
    renderQueue('/manager-queue?approved=INC-2026-007');
    expect(screen.getByText('Incident INC-2026-007 approved')).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.queue.empty)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_100);
    });
    expect(screen.queryByText('Incident INC-2026-007 approved')).not.toBeInTheDocument();
  });

  it('shows a failed load with the message and retries', async () => {
    let call = 0;
    stubFetch({
      [PENDING]: () =>
        call++ === 0
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Queue service down' } }, { status: 503 })
          : jsonResponse({ incidents: QUEUE }),
    });
    renderQueue();
    expect(await screen.findByText(MESSAGES.queue.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('Queue service down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'INC-2026-003' })).toBeInTheDocument();
  });

  it('shows cards on a narrow screen', async () => {
    viewport.width = 400;
    stubFetch({ [PENDING]: jsonResponse({ incidents: QUEUE }) });
    renderQueue();
    const list = await screen.findByRole('list', { name: 'Incidents waiting for review' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Notifiable')).toBeInTheDocument();
  });
});
