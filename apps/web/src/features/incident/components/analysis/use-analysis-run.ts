import { type AnalysisRunStatus, type AnalysisStatusResponse, MESSAGES } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import {
  analysisApiPaths,
  getAnalysisStatus,
  incidentAnalysisQueryOptions,
  startAnalysis,
  UnexpectedResponseError,
} from '../../api/analysis';
import { incidentQueryOptions } from '../../api/get-incident';
import { pollUntil } from './polling';

/** Spec 02 section 9: the analysis success banner stays 5 seconds. */
export const SUCCESS_BANNER_MS = 5_000;

/** What this page is doing now; the server's own state (the query) covers everything else. */
export type RunState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'processing' }
  | { phase: 'failed'; message: string };

const IDLE: RunState = { phase: 'idle' };
const failed = (message: string): RunState => ({ phase: 'failed', message });

/** Spec 02 section 8, analysis errors. */
export function analysisErrorMessage(error: unknown): string {
  if (error instanceof UnexpectedResponseError) return MESSAGES.analysis.unexpectedResponse;
  if (error instanceof ApiError && error.status === 0) return MESSAGES.analysis.networkError;
  // A refusal the server explains (already running, still a draft) says so in its own words.
  if (error instanceof ApiError && error.code && error.status < 500) return error.message;
  return MESSAGES.analysis.failedTryAgain;
}

type Outcome = { status: AnalysisRunStatus; error: string | null };

/**
 * Starts the analysis and polls its check URL on the spec's schedule (2 s x1.5 up to 15 s, giving up
 * at 7 minutes). Opened while a run is processing, it resumes polling the incident's status path.
 */
export function useAnalysisRun(incidentId: string, server: AnalysisStatusResponse | undefined) {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<RunState>(IDLE);
  const [showSuccess, setShowSuccess] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // One run at a time: a new start or resume silences the previous loop.
  const renew = useCallback(() => {
    controller.current?.abort();
    controller.current = new AbortController();
    return controller.current.signal;
  }, []);

  const finish = useCallback(
    async (outcome: Outcome, signal: AbortSignal) => {
      if (outcome.status === 'failed') return setRun(failed(outcome.error ?? MESSAGES.analysis.failed));
      if (outcome.status !== 'completed') return setRun(failed(MESSAGES.analysis.failedTryAgain));
      // Stay busy until the result is on screen, so the block never flashes back to 'processing'.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: incidentAnalysisQueryOptions(incidentId).queryKey }),
        queryClient.invalidateQueries({ queryKey: incidentQueryOptions(incidentId).queryKey }),
      ]);
      if (signal.aborted) return;
      setRun(IDLE);
      setShowSuccess(true);
      clearTimeout(bannerTimer.current);
      bannerTimer.current = setTimeout(() => setShowSuccess(false), SUCCESS_BANNER_MS);
    },
    [queryClient, incidentId],
  );

  const poll = useCallback(
    async (url: string) => {
      const signal = renew();
      setRun({ phase: 'processing' });
      try {
        const result = await pollUntil(
          () => getAnalysisStatus(url, signal),
          (s) => s.status !== 'processing',
          signal,
        );
        if (signal.aborted) return;
        if (result === 'timeout') setRun(failed(MESSAGES.analysis.timeout));
        else await finish(result, signal);
      } catch (error) {
        if (!signal.aborted) setRun(failed(analysisErrorMessage(error)));
      }
    },
    [renew, finish],
  );

  const start = useCallback(async () => {
    const signal = renew();
    setShowSuccess(false);
    setRun({ phase: 'starting' });
    try {
      const started = await startAnalysis(incidentId);
      if (signal.aborted) return;
      if (started.status === 'processing') await poll(started.check_status_url);
      else await finish(started, signal);
    } catch (error) {
      if (!signal.aborted) setRun(failed(analysisErrorMessage(error)));
    }
  }, [renew, poll, finish, incidentId]);

  const resume = server?.status === 'processing' && run.phase === 'idle';
  useEffect(() => {
    if (resume) void poll(analysisApiPaths.status(incidentId));
  }, [resume, poll, incidentId]);

  useEffect(
    () => () => {
      controller.current?.abort();
      clearTimeout(bannerTimer.current);
    },
    [],
  );

  return { run, start, showSuccess };
}
