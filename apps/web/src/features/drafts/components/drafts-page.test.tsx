import type { Draft } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeSession } from '../../../lib/session-storage';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWithRouter, testSession } from '../../../testing/render';
import { viewport } from '../../../testing/viewport';
import { DraftsPage } from './drafts-page';

const SLOW = { timeout: 30_000 };

const session = testSession({ role: 'STAFF' });
const userId = session.user?.id ?? '';
const DRAFTS_PATH = `GET /api/incidents/user/${userId}/drafts`;

const draft = (n: number, overrides: Partial<Draft> = {}): Draft => ({
  id: `0190f5a2-0000-7000-8000-00000000010${n}`,
  title: `Slip in loading bay ${n}`,
  report_type: 'INJURY',
  created_at: '2026-03-04T02:00:00.000Z',
  updated_at: '2026-03-15T02:00:00.000Z',
  ...overrides,
});

function renderDrafts() {
  if (session.user) writeSession('acme', 'token-123', session.user);
  return renderWithRouter({
    routes: [{ path: '/drafts', element: <DraftsPage /> }],
    url: '/drafts',
    session,
  });
}

describe('My Drafts', SLOW, () => {
  it('shows the loading text, then rows with en-AU dates and fallbacks', async () => {
    const calls = stubFetch({
      [DRAFTS_PATH]: jsonResponse({
        incidents: [draft(1), draft(2, { title: null, report_type: null, updated_at: '' })],
      }),
    });
    renderDrafts();
    expect(screen.getByRole('heading', { level: 1, name: 'My Drafts' })).toBeInTheDocument();
    expect(screen.getByText('Loading drafts...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your drafts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Type', 'Created', 'Last Modified']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Slip in loading bay 1', 'Injury', '04/03/2026', '15/03/2026']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Untitled Draft', 'N/A', '04/03/2026', 'N/A']);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('shows the empty state', async () => {
    stubFetch({ [DRAFTS_PATH]: jsonResponse({ incidents: [] }) });
    renderDrafts();
    expect(await screen.findByRole('heading', { name: 'No drafts found' })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have any unfinished incident drafts at the moment."),
    ).toBeInTheDocument();
  });

  it('shows the error box and refetches on Try Again', async () => {
    let call = 0;
    stubFetch({
      [DRAFTS_PATH]: () =>
        call++ === 0
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Database unavailable' } }, { status: 500 })
          : jsonResponse({ incidents: [draft(1)] }),
    });
    renderDrafts();
    expect(await screen.findByText('Error loading drafts')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Slip in loading bay 1' })).toBeInTheDocument();
    expect(call).toBe(2);
  });

  it('opens the draft from a row click and records the origin', async () => {
    stubFetch({ [DRAFTS_PATH]: jsonResponse({ incidents: [draft(1)] }) });
    renderDrafts();
    const cell = await screen.findByRole('cell', { name: '04/03/2026' });
    await userEvent.click(cell);
    expect(await screen.findByText(`Now at /incident/${draft(1).id}`)).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('incidentOrigin') ?? 'null')).toEqual({
      from: 'drafts',
      id: draft(1).id,
    });
  });

  it('opens the draft with the keyboard (Enter on the title link)', async () => {
    stubFetch({ [DRAFTS_PATH]: jsonResponse({ incidents: [draft(1)] }) });
    renderDrafts();
    await screen.findByRole('link', { name: 'Slip in loading bay 1' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Slip in loading bay 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(`Now at /incident/${draft(1).id}`)).toBeInTheDocument();
    expect(sessionStorage.getItem('incidentOrigin')).toContain('"from":"drafts"');
  });

  it('shows cards on a narrow screen', async () => {
    viewport.width = 400;
    stubFetch({ [DRAFTS_PATH]: jsonResponse({ incidents: [draft(1)] }) });
    renderDrafts();
    const list = await screen.findByRole('list', { name: 'Your drafts' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getByText('Type: Injury')).toBeInTheDocument();
  });
});
