import { MESSAGES } from '@app/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWeeklyPage } from '../testing/render-weekly';
import { weeklyReport } from '../testing/weekly-fixtures';

const M = MESSAGES.weekly;
const LIST = 'GET /api/weekly-reports';
const GENERATE = 'POST /api/weekly-reports/generate';

afterEach(() => {
  vi.useRealTimers();
});

const weekStart = () => screen.getByLabelText(/Week start/);
const weekEnd = () => screen.getByLabelText('Week end');
const generateButton = () => screen.getByRole('button', { name: M.generate });

describe('Weekly Safety Reports: generate (spec 02 sections 4 and 5)', { timeout: 15_000 }, () => {
  it('computes the week end from the start and only then enables Generate', async () => {
    stubFetch({ [LIST]: jsonResponse({ reports: [] }) });
    const user = userEvent.setup();
    renderWeeklyPage();
    expect(screen.getByRole('heading', { level: 1, name: M.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: M.generateTitle })).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    expect(screen.queryByText(M.invalidWeek)).not.toBeInTheDocument();

    await user.type(weekStart(), '2026-12-28');
    expect(weekEnd()).toHaveValue('2027-01-03');
    expect(weekEnd()).toHaveAttribute('readonly');
    expect(generateButton()).toBeEnabled();

    await user.clear(weekStart());
    expect(weekEnd()).toHaveValue('');
    expect(screen.getByText(M.invalidWeek)).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
  });

  it("sets 'Current Week' to this week's Monday, the previous Monday on a Sunday", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 3, 15)); // Sunday 3 January 2027
    stubFetch({ [LIST]: jsonResponse({ reports: [] }) });
    const user = userEvent.setup();
    renderWeeklyPage();
    await user.click(screen.getByRole('button', { name: M.currentWeek }));
    expect(weekStart()).toHaveValue('2026-12-28');
    expect(weekEnd()).toHaveValue('2027-01-03');
    expect(generateButton()).toBeEnabled();
  });

  it('generates, shows the result, refreshes the history and clears the fields after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release: () => void = () => {};
    const created = weeklyReport({
      report_number: 'W-2026-48',
      report_week_start: '2026-11-23',
      report_week_end: '2026-11-29',
    });
    let listCalls = 0;
    const calls = stubFetch({
      [LIST]: () => {
        listCalls += 1;
        return jsonResponse({ reports: listCalls === 1 ? [] : [created] });
      },
      [GENERATE]: () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              jsonResponse({ report_id: created.id, summary: created, report: created }, { status: 201 }),
            );
        }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWeeklyPage();
    expect(await screen.findByText(M.historyEmpty)).toBeInTheDocument();

    await user.type(weekStart(), '2026-11-23');
    await user.click(generateButton());
    const busy = await screen.findByRole('button', { name: M.generating });
    expect(busy).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      week_start: '2026-11-23',
      week_end: '2026-11-29',
    });

    await act(async () => release());
    expect(await screen.findByRole('status')).toHaveTextContent(M.generated('W-2026-48'));
    expect(await screen.findByRole('button', { name: /^Nov 23, 2026 - Nov 29, 2026/ })).toBeInTheDocument();
    expect(listCalls).toBe(2);
    expect(weekStart()).toHaveValue('2026-11-23');

    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(weekStart()).toHaveValue('');
    expect(weekEnd()).toHaveValue('');
    expect(screen.queryByText(M.generated('W-2026-48'))).not.toBeInTheDocument();
    expect(screen.queryByText(M.invalidWeek)).not.toBeInTheDocument();
  });

  it("shows the server's error message when generating fails", async () => {
    stubFetch({
      [LIST]: jsonResponse({ reports: [] }),
      [GENERATE]: jsonResponse(
        { error: { code: 'VALIDATION_FAILED', message: 'Please select a valid week start date' } },
        { status: 400 },
      ),
    });
    const user = userEvent.setup();
    renderWeeklyPage();
    await user.type(weekStart(), '2026-11-23');
    await user.click(generateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(M.invalidWeek);
    expect(generateButton()).toBeEnabled();
    expect(weekStart()).toHaveValue('2026-11-23');
  });

  it("falls back to 'HTTP {status}: {statusText}' when the server gives no message", async () => {
    stubFetch({
      [LIST]: jsonResponse({ reports: [] }),
      [GENERATE]: () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
    });
    const user = userEvent.setup();
    renderWeeklyPage();
    await user.type(weekStart(), '2026-11-23');
    await user.click(generateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 502: Bad Gateway');
  });
});

describe('Weekly Safety Reports: history (spec 02 sections 2 and 9)', { timeout: 15_000 }, () => {
  it('lists published reports with the en-US range, counts, status and relative age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const calls = stubFetch({
      [LIST]: jsonResponse({
        reports: [
          weeklyReport(),
          weeklyReport({
            id: '0190f5a2-0000-7000-8000-00000000aa02',
            report_number: 'W-2026-40',
            report_week_start: '2026-09-28',
            report_week_end: '2026-10-04',
            generated_at: '2026-10-05T20:00:00.000Z',
          }),
        ],
      }),
    });
    renderWeeklyPage();
    const item = await screen.findByRole('button', { name: /^Nov 16, 2026 - Nov 22, 2026/ });
    expect(item).toHaveTextContent(
      'Total: 5 · Safety: 4 · Security: 1 · High: 2 · Medium: 2 · Low: 1 · WorkSafe notifications: 1',
    );
    expect(item).toHaveTextContent('W-2026-47 · Generated 2 days ago');
    expect(within(item).getByText('Published')).toBeInTheDocument();
    const older = screen.getByRole('button', { name: /^Sep 28, 2026 - Oct 4, 2026/ });
    expect(older).toHaveTextContent('Generated Oct 5, 2026');

    const query = calls[0]!.url.searchParams;
    expect(query.get('limit')).toBe('10');
    expect(query.get('status')).toBe('PUBLISHED');
  });

  it('asks for 25 or 50 reports when the page size changes', async () => {
    const calls = stubFetch({ [LIST]: jsonResponse({ reports: [weeklyReport()] }) });
    const user = userEvent.setup();
    renderWeeklyPage();
    const size = await screen.findByRole('combobox', { name: 'Reports per page' });
    expect(size).toHaveValue('10');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50']);
    await user.selectOptions(size, '25');
    await vi.waitFor(() => expect(calls.at(-1)?.url.searchParams.get('limit')).toBe('25'));
    await user.selectOptions(size, '50');
    await vi.waitFor(() => expect(calls.at(-1)?.url.searchParams.get('limit')).toBe('50'));
    expect(calls.every((c) => c.url.searchParams.get('status') === 'PUBLISHED')).toBe(true);
  });

  it("shows 'Failed to load reports' with Try Again, which loads them", async () => {
    let fail = true;
    stubFetch({
      [LIST]: () =>
        fail
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })
          : jsonResponse({ reports: [] }),
    });
    const user = userEvent.setup();
    renderWeeklyPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(M.historyFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: M.tryAgain }));
    expect(await screen.findByText(M.historyEmpty)).toBeInTheDocument();
    expect(screen.queryByText(M.historyFailed)).not.toBeInTheDocument();
  });
});
