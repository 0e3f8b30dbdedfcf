import { MESSAGES } from '@app/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../testing/fetch';
import {
  ANALYSIS_PATH,
  emptyAnalysis,
  INCIDENT_PATH,
  incidentFixture,
  incidentLoaded,
  renderIncidentPage,
  stubIncident,
} from '../../testing/incident-fixtures';
import {
  CHECK_PATH,
  completedAnalysis,
  completedStatus,
  runStatus,
  START_PATH,
  STATUS_PATH,
  startReply,
} from './analysis-fixtures';

const SLOW = { timeout: 20_000 };

const A = MESSAGES.analysis;
const canStart = () => emptyAnalysis({ can_start: true });

/** Each call answers with the next reply, repeating the last. */
function replies(...bodies: unknown[]) {
  let call = 0;
  return () => jsonResponse(bodies[Math.min(call++, bodies.length - 1)]);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('Root-cause analysis run', SLOW, () => {
  beforeEach(() => {
    // The clock also moves on its own, so Testing Library's waits still work between jumps.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts, polls 2 s then 3 s later, and on completion shows the result, panels and a 5 s banner', async () => {
    let releaseStart = () => {};
    let startedAt = 0;
    const checkedAt: number[] = [];
    const checkReply = replies(runStatus(), completedStatus());
    const calls = stubIncident(incidentFixture(), {
      [`GET ${ANALYSIS_PATH}`]: replies(canStart(), completedAnalysis()),
      [`POST ${START_PATH}`]: () =>
        new Promise((resolve) => {
          releaseStart = () => {
            startedAt = Date.now();
            resolve(jsonResponse(startReply()));
          };
        }),
      [`GET ${CHECK_PATH}`]: () => {
        checkedAt.push(Date.now());
        return checkReply();
      },
    });
    const user = setup();
    renderIncidentPage();
    await incidentLoaded();
    await user.click(await screen.findByRole('button', { name: A.generate }));
    expect(screen.getByRole('button', { name: A.starting })).toBeDisabled();
    releaseStart();
    expect(await screen.findByRole('button', { name: A.inProgress })).toBeDisabled();
    await advance(1_000);
    expect(checkedAt).toHaveLength(0);
    await advance(1_500);
    expect(checkedAt).toHaveLength(1);
    expect(screen.getByRole('button', { name: A.inProgress })).toBeDisabled();

    expect(await screen.findByText(A.success)).toBeInTheDocument();
    // The fake clock also creeps with real time, so allow a little over each wait.
    const [first = 0, second = 0] = checkedAt.map((t) => t - startedAt);
    expect(first).toBeGreaterThanOrEqual(2_000);
    expect(first).toBeLessThan(2_200);
    expect(second - first).toBeGreaterThanOrEqual(3_000);
    expect(second - first).toBeLessThan(3_200);

    expect(screen.getByText(A.complete)).toBeInTheDocument();
    expect(screen.queryByText(A.preliminaryNote)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: A.insightsTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: A.rcaTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: A.generate })).toBeEnabled();
    // The result reloads the incident too.
    expect(calls.filter((c) => c.url.pathname === INCIDENT_PATH).length).toBeGreaterThan(1);

    await advance(4_000);
    expect(screen.getByText(A.success)).toBeInTheDocument();
    await advance(2_000);
    expect(screen.queryByText(A.success)).not.toBeInTheDocument();
    await advance(30_000);
    expect(checkedAt).toHaveLength(2);
  });

  it('gives up at 7 minutes with the time-out message and offers a retry', async () => {
    const calls = stubIncident(incidentFixture(), {
      [`GET ${ANALYSIS_PATH}`]: jsonResponse(canStart()),
      [`POST ${START_PATH}`]: jsonResponse(startReply()),
      [`GET ${CHECK_PATH}`]: jsonResponse(runStatus()),
    });
    const user = setup();
    renderIncidentPage();
    await incidentLoaded();
    await user.click(await screen.findByRole('button', { name: A.generate }));
    await screen.findByRole('button', { name: A.inProgress });
    await advance(418_000);
    expect(screen.queryByText(A.timeout)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: A.inProgress })).toBeDisabled();
    await advance(3_000);
    expect(await screen.findByRole('alert')).toHaveTextContent(A.timeout);
    expect(screen.getByRole('button', { name: A.retry })).toBeEnabled();
    expect(calls.filter((c) => c.url.pathname === CHECK_PATH)).toHaveLength(32);
    await advance(60_000);
    expect(calls.filter((c) => c.url.pathname === CHECK_PATH)).toHaveLength(32);
  });

  it('shows a failed run with its error, and Retry Analysis starts again', async () => {
    const calls = stubIncident(incidentFixture(), {
      [`GET ${ANALYSIS_PATH}`]: replies(canStart(), completedAnalysis()),
      [`POST ${START_PATH}`]: replies(startReply(), startReply({ status: 'completed' })),
      [`GET ${CHECK_PATH}`]: jsonResponse(
        runStatus({ status: 'failed', error: 'The analyzer stopped', analysis_status: 'failed' }),
      ),
    });
    const user = setup();
    renderIncidentPage();
    await incidentLoaded();
    await user.click(await screen.findByRole('button', { name: A.generate }));
    await screen.findByRole('button', { name: A.inProgress });
    await advance(2_000);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(A.failedTitle);
    expect(alert).toHaveTextContent('The analyzer stopped');
    expect(screen.queryByRole('button', { name: A.generate })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: A.retry }));
    expect(await screen.findByText(A.complete)).toBeInTheDocument();
    expect(screen.getByText(A.success)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname === START_PATH)).toHaveLength(2);
  });

  it('shows a failure the server recorded before the page opened', async () => {
    stubIncident(incidentFixture(), {
      [`GET ${ANALYSIS_PATH}`]: jsonResponse({
        ...canStart(),
        status: runStatus({ status: 'failed', error: null, analysis_status: 'failed' }),
      }),
    });
    renderIncidentPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(A.failedTitle);
    expect(alert).toHaveTextContent(A.failed);
    expect(screen.getByRole('button', { name: A.retry })).toBeInTheDocument();
  });

  it('resumes polling the status path when the page opens during a run', async () => {
    const calls = stubIncident(incidentFixture(), {
      [`GET ${ANALYSIS_PATH}`]: replies({ ...canStart(), status: runStatus() }, completedAnalysis()),
      [`GET ${STATUS_PATH}`]: jsonResponse(completedStatus()),
    });
    renderIncidentPage();
    expect(await screen.findByRole('button', { name: A.inProgress })).toBeDisabled();
    await advance(2_000);
    expect(await screen.findByText(A.complete)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === STATUS_PATH)).toHaveLength(1);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('resumes once under StrictMode, whose effects run twice', async () => {
    // StrictMode also fetches the analysis twice on mount, so it stays processing until checked.
    let done = false;
    const calls = stubIncident(incidentFixture(), {
      [`GET ${ANALYSIS_PATH}`]: () =>
        jsonResponse(done ? completedAnalysis() : { ...canStart(), status: runStatus() }),
      [`GET ${STATUS_PATH}`]: () => {
        done = true;
        return jsonResponse(completedStatus());
      },
    });
    renderIncidentPage('MANAGER', undefined, true);
    await screen.findByRole('button', { name: A.inProgress });
    await advance(2_000);
    expect(await screen.findByText(A.complete)).toBeInTheDocument();
    await advance(20_000);
    expect(calls.filter((c) => c.url.pathname === STATUS_PATH)).toHaveLength(1);
  });

  it('labels a low-confidence result as preliminary', async () => {
    stubIncident(incidentFixture(), { [`GET ${ANALYSIS_PATH}`]: jsonResponse(completedAnalysis({}, 0.45)) });
    renderIncidentPage();
    expect(await screen.findByText(A.preliminaryComplete)).toBeInTheDocument();
    expect(screen.getByText(A.preliminaryNote)).toBeInTheDocument();
    expect(screen.queryByText(A.complete)).not.toBeInTheDocument();
  });

  it('labels a fallback result as preliminary whatever its confidence', async () => {
    const data = completedAnalysis();
    stubIncident(incidentFixture(), {
      [`GET ${ANALYSIS_PATH}`]: jsonResponse({
        ...data,
        status: { ...data.status, analysis_status: 'fallback_generated' },
      }),
    });
    renderIncidentPage();
    expect(await screen.findByText(A.preliminaryComplete)).toBeInTheDocument();
    expect(screen.getByText(A.preliminaryNote)).toBeInTheDocument();
  });

  it('reports an unexpected start response and a lost connection in the spec words', async () => {
    stubIncident(incidentFixture(), {
      [`GET ${ANALYSIS_PATH}`]: jsonResponse(canStart()),
      [`POST ${START_PATH}`]: replies({ started: true }),
    });
    const user = setup();
    renderIncidentPage();
    await user.click(await screen.findByRole('button', { name: A.generate }));
    expect(await screen.findByRole('alert')).toHaveTextContent(A.unexpectedResponse);

    stubIncident(incidentFixture(), {
      [`GET ${ANALYSIS_PATH}`]: jsonResponse(canStart()),
      [`POST ${START_PATH}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await user.click(screen.getByRole('button', { name: A.retry }));
    expect(await screen.findByText(A.networkError)).toBeInTheDocument();
  });

  it('offers no generate button without permission to start', async () => {
    stubIncident(incidentFixture());
    renderIncidentPage();
    await incidentLoaded();
    // Let the analysis load too before looking for what it would add.
    await advance(100);
    expect(screen.queryByRole('button', { name: A.generate })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Root cause analysis' })).not.toBeInTheDocument();
  });
});
