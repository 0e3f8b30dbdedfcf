import type { IncidentListItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeSession } from '../../../lib/session-storage';
import { type FetchCall, jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWithRouter, testSession } from '../../../testing/render';
import { viewport } from '../../../testing/viewport';
import { AllIncidentsPage } from './all-incidents-page';

const SLOW = { timeout: 30_000 };
const LIST = 'GET /api/manager/incidents';
const REPORTERS = 'GET /api/incidents/reporters';
const REPORTER_ID = '0190f5a2-0000-7000-8000-000000000077';

const item = (n: number, overrides: Partial<IncidentListItem> = {}): IncidentListItem => ({
  id: `0190f5a2-0000-7000-8000-00000000030${n}`,
  incident_number: `INC-2026-01${n}`,
  title: `Forklift near miss ${n}`,
  report_type: 'NEAR_MISS',
  reporter_user_id: REPORTER_ID,
  reporter_name: 'Priya Nair',
  location_id: null,
  location_name: 'Rockhampton Yard',
  severity: 'HIGH',
  status: 'INVESTIGATING',
  notifiable: 'no',
  created_at: '2026-02-09T02:00:00.000Z',
  updated_at: '2026-02-09T02:00:00.000Z',
  ...overrides,
});

function stub(incidents: IncidentListItem[] = [item(1)], total = incidents.length) {
  return stubFetch({
    [LIST]: () => jsonResponse({ incidents, pagination: { total, limit: 25, offset: 0 } }),
    [REPORTERS]: jsonResponse({ reporters: [{ id: REPORTER_ID, name: 'Priya Nair' }] }),
  });
}

function renderList(url = '/all-incidents') {
  const session = testSession({ role: 'MANAGER' });
  if (session.user) writeSession('acme', 'token-123', session.user);
  return renderWithRouter({
    routes: [{ path: '/all-incidents', element: <AllIncidentsPage /> }],
    url,
    session,
  });
}

const lastList = (calls: FetchCall[]) => {
  const list = calls.filter((c) => c.url.pathname === '/api/manager/incidents');
  return Object.fromEntries(list[list.length - 1]?.url.searchParams ?? []);
};

describe('All Incidents', SLOW, () => {
  it('sends the default statuses and shows the columns, fallbacks and total', async () => {
    const calls = stub(
      [item(1), item(2, { title: '', report_type: null, location_name: null, notifiable: 'possible' })],
      2,
    );
    renderList();
    const table = await screen.findByRole('table', { name: 'Incidents' });
    expect(lastList(calls)).toMatchObject({
      status: 'INVESTIGATING,COMPLETED,CLOSED',
      limit: '25',
      offset: '0',
      sort_by: 'created_at',
      sort_direction: 'desc',
    });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'INC-2026-011',
      'Forklift near miss 1',
      'Near miss',
      'Priya Nair',
      'Rockhampton Yard',
      'HIGH',
      'Investigating',
      '09/02/2026',
    ]);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('Untitled');
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('N/A');
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('HIGH · Possibly notifiable');
    expect(screen.getByText('Showing 1–2 of 2 incidents')).toBeInTheDocument();
  });

  it('sends every filter to the server and keeps them in the URL', async () => {
    const calls = stub();
    const { router } = renderList();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Submitted' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Closed' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), 'CRITICAL');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Report type' }), 'INJURY');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Reporter' }), 'Priya Nair');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'forklift');
    await waitFor(() =>
      expect(lastList(calls)).toMatchObject({
        status: 'SUBMITTED,CLOSED',
        severity: 'CRITICAL',
        report_type: 'INJURY',
        reporter: REPORTER_ID,
        search: 'forklift',
      }),
    );
    // Debounced: one request for the whole word, not one per letter.
    expect(calls.filter((c) => c.url.searchParams.get('search')?.startsWith('fork'))).toHaveLength(1);
    const url = new URLSearchParams(router.state.location.search);
    expect(url.get('status')).toBe('SUBMITTED,CLOSED');
    expect(url.get('search')).toBe('forklift');
  });

  it('restores the filters from the URL', async () => {
    const calls = stub();
    renderList('/all-incidents?status=DRAFT&search=ladder&page=1');
    await screen.findByRole('table');
    expect(screen.getByRole('checkbox', { name: 'Draft' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ladder');
    expect(lastList(calls)).toMatchObject({ status: 'DRAFT', search: 'ladder', offset: '25' });
  });

  it('toggles the Created sort and goes back to the first page', async () => {
    const calls = stub([item(1)], 60);
    renderList('/all-incidents?page=2');
    await screen.findByRole('table');
    expect(lastList(calls)).toMatchObject({ offset: '50', sort_direction: 'desc' });
    const header = screen.getByRole('columnheader', { name: /Created/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ offset: '0', sort_direction: 'asc' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('pages through the results', async () => {
    const calls = stub([item(1)], 60);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ offset: '25' }));
  });

  it('shows the empty state', async () => {
    stub([]);
    renderList();
    expect(await screen.findByRole('heading', { name: 'No incidents found' })).toBeInTheDocument();
    expect(screen.getByText('No incidents match your current filters.')).toBeInTheDocument();
  });

  it('shows the error with the status and retries', async () => {
    let call = 0;
    stubFetch({
      [LIST]: () =>
        call++ === 0
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, { status: 500 })
          : jsonResponse({ incidents: [item(1)], pagination: { total: 1, limit: 25, offset: 0 } }),
      [REPORTERS]: jsonResponse({ reporters: [] }),
    });
    renderList();
    expect(await screen.findByRole('heading', { name: 'Error loading incidents' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch incidents: 500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'INC-2026-011' })).toBeInTheDocument();
  });

  it('opens an incident from a row click and records the origin', async () => {
    stub();
    renderList();
    await userEvent.click(await screen.findByRole('cell', { name: 'Rockhampton Yard' }));
    expect(await screen.findByText(`Now at /incident/${item(1).id}`)).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('incidentOrigin') ?? 'null')).toEqual({
      from: 'all-incidents',
      id: item(1).id,
    });
  });

  it('shows cards on a narrow screen', async () => {
    viewport.width = 400;
    stub();
    renderList();
    const list = await screen.findByRole('list', { name: 'Incidents' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getByText('Reporter: Priya Nair')).toBeInTheDocument();
  });
});
