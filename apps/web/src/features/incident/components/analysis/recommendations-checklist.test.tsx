import { MESSAGES } from '@app/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../testing/fetch';
import {
  ANALYSIS_PATH,
  INCIDENT_ID,
  incidentFixture,
  renderIncidentPage,
  stubIncident,
} from '../../testing/incident-fixtures';
import {
  adminRecommendation,
  completedAnalysis,
  correctiveAction,
  REC_ADMIN,
  REC_ENGINEERING,
  recommendation,
} from './analysis-fixtures';

const SLOW = { timeout: 30_000 };
const A = MESSAGES.analysis;

const decidePath = (recId: string, decision: 'approve' | 'reject') =>
  `/api/rca/recommendations/${INCIDENT_ID}/${recId}/${decision}`;
const item = (title: string) => screen.getByRole('article', { name: title });
const ENGINEERING = 'Install a physical exclusion zone';
const ADMIN = 'Brief staff on load wrapping';
const now = '2026-03-06T01:00:00.000Z';

type Routes = Parameters<typeof stubIncident>[1];

async function renderChecklist(routes: Routes, data = completedAnalysis()) {
  const calls = stubIncident(incidentFixture(), { [`GET ${ANALYSIS_PATH}`]: jsonResponse(data), ...routes });
  renderIncidentPage();
  await screen.findByRole('heading', { level: 2, name: A.recommendationsTitle(2) });
  return calls;
}

describe('Recommendations checklist', SLOW, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each recommendation with its control level, details and confidence', async () => {
    await renderChecklist({});
    const rec = item(ENGINEERING);
    expect(rec).toHaveTextContent('Barriers between the loading bay and the walkway.');
    expect(within(rec).getByText('Isolation')).toBeInTheDocument();
    expect(within(rec).getByText('PENDING')).toBeInTheDocument();
    expect(rec).toHaveTextContent('Environment');
    expect(rec).toHaveTextContent('Within 90 days');
    expect(rec).toHaveTextContent('Site manager');
    expect(within(rec).getByText('78%')).toBeInTheDocument();
    expect(within(item(ADMIN)).getByText('Administrative control')).toBeInTheDocument();
  });

  it('approves a recommendation and lists the corrective action it created', async () => {
    const user = userEvent.setup();
    const calls = await renderChecklist({
      [`POST ${decidePath(REC_ENGINEERING, 'approve')}`]: jsonResponse({
        recommendation: recommendation({
          status: 'APPROVED',
          decided_by_name: 'Morgan Lee',
          decided_at: now,
        }),
        corrective_actions: [correctiveAction()],
      }),
    });
    expect(screen.queryByRole('heading', { name: A.correctiveActionsTitle })).not.toBeInTheDocument();
    await user.click(within(item(ENGINEERING)).getByRole('button', { name: 'Approve' }));
    expect(await within(item(ENGINEERING)).findByText('APPROVED')).toBeInTheDocument();
    expect(within(item(ENGINEERING)).queryByRole('button')).not.toBeInTheDocument();
    expect(item(ENGINEERING)).toHaveTextContent('Decided by Morgan Lee on 6 Mar 2026, 1:00 am');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'approve' });
    expect(screen.getByRole('heading', { level: 2, name: A.recommendationsTitle(2) })).toBeInTheDocument();
    const actions = screen.getByRole('region', { name: A.correctiveActionsTitle });
    expect(within(actions).getByText('Long term: Fit bollards along the walkway')).toBeInTheDocument();
  });

  it('drops a rejected recommendation from the count at once and from the list about 1 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderChecklist({
      [`POST ${decidePath(REC_ADMIN, 'reject')}`]: jsonResponse({
        recommendation: adminRecommendation({
          status: 'REJECTED',
          decided_by_name: 'Morgan Lee',
          decided_at: now,
        }),
        corrective_actions: [],
      }),
    });
    await user.click(within(item(ADMIN)).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: A.recommendationsTitle(1) }),
    ).toBeInTheDocument();
    expect(within(item(ADMIN)).getByText('REJECTED')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(item(ADMIN)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByRole('article', { name: ADMIN })).not.toBeInTheDocument();
    expect(item(ENGINEERING)).toBeInTheDocument();
  });

  it('asks for a reason before approving an administrative control with nothing higher approved', async () => {
    const user = userEvent.setup();
    const calls = await renderChecklist({
      [`POST ${decidePath(REC_ADMIN, 'approve')}`]: jsonResponse({
        recommendation: adminRecommendation({ status: 'APPROVED', decision_reason: 'Barriers are on order' }),
        corrective_actions: [],
      }),
    });
    await user.click(within(item(ADMIN)).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reason for an administrative or PPE control' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve with reason' }));
    expect(within(dialog).getAllByText(A.reasonRequired).length).toBeGreaterThan(1);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByRole('textbox'), 'Barriers are on order');
    await user.click(within(dialog).getByRole('button', { name: 'Approve with reason' }));
    expect(await within(item(ADMIN)).findByText('APPROVED')).toBeInTheDocument();
    expect(item(ADMIN)).toHaveTextContent('Reason: Barriers are on order');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      action: 'approve',
      reason: 'Barriers are on order',
    });
  });

  it('asks for the reason when the server demands one, then sends it', async () => {
    const user = userEvent.setup();
    let call = 0;
    const data = completedAnalysis({
      recommendations: [recommendation({ status: 'APPROVED' }), adminRecommendation()],
    });
    const calls = await renderChecklist(
      {
        [`POST ${decidePath(REC_ADMIN, 'approve')}`]: () =>
          call++ === 0
            ? jsonResponse(
                { error: { code: 'VALIDATION_FAILED', message: A.reasonRequired } },
                { status: 400 },
              )
            : jsonResponse({
                recommendation: adminRecommendation({ status: 'APPROVED' }),
                corrective_actions: [],
              }),
      },
      data,
    );
    await user.click(within(item(ADMIN)).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reason for an administrative or PPE control' });
    await user.type(within(dialog).getByRole('textbox'), 'The isolation control covers only one bay');
    await user.click(within(dialog).getByRole('button', { name: 'Approve with reason' }));
    expect(await within(item(ADMIN)).findByText('APPROVED')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { action: 'approve' },
      { action: 'approve', reason: 'The isolation control covers only one bay' },
    ]);
  });

  it('shows the spec alerts when a decision is refused or never arrives', async () => {
    const user = userEvent.setup();
    await renderChecklist({
      [`POST ${decidePath(REC_ENGINEERING, 'approve')}`]: jsonResponse(
        { error: { code: 'INTERNAL', message: 'Something broke' } },
        { status: 500 },
      ),
      [`POST ${decidePath(REC_ADMIN, 'reject')}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await user.click(within(item(ENGINEERING)).getByRole('button', { name: 'Approve' }));
    expect(await within(item(ENGINEERING)).findByRole('alert')).toHaveTextContent(
      'Failed to approve recommendation. Please try again.',
    );
    await user.click(within(item(ADMIN)).getByRole('button', { name: 'Reject' }));
    expect(await within(item(ADMIN)).findByRole('alert')).toHaveTextContent(
      'Error rejecting recommendation. Please try again.',
    );
    expect(within(item(ENGINEERING)).getByText('PENDING')).toBeInTheDocument();
    expect(within(item(ADMIN)).getByText('PENDING')).toBeInTheDocument();
  });

  it('offers no decisions without permission', async () => {
    const data = completedAnalysis();
    await renderChecklist({}, { ...data, permissions: { ...data.permissions, can_decide: false } });
    expect(within(item(ENGINEERING)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the analysis produced no recommendations', async () => {
    stubIncident(incidentFixture(), {
      [`GET ${ANALYSIS_PATH}`]: jsonResponse(completedAnalysis({ recommendations: [] })),
    });
    renderIncidentPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: A.recommendationsTitle(0) }),
    ).toBeInTheDocument();
    expect(screen.getByText(A.noRecommendations)).toBeInTheDocument();
  });
});
