import { type IncidentAnalysisResponse, isPreliminary, MESSAGES } from '@app/contracts';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { ANALYSIS_STRINGS as S } from '../../analysis-strings';
import classes from '../incident-report.module.css';
import type { RunState } from './use-analysis-run';

type Props = {
  data: IncidentAnalysisResponse;
  run: RunState;
  showSuccess: boolean;
  onStart: () => void;
};

/** The failure text comes from the analysis state: this page's run first, else the server's. */
function failureOf(data: IncidentAnalysisResponse, run: RunState): string | null {
  if (run.phase === 'failed') return run.message;
  if (run.phase === 'idle' && data.status.status === 'failed')
    return data.status.error ?? MESSAGES.analysis.failed;
  return null;
}

function Result({ data }: { data: IncidentAnalysisResponse }) {
  const { analysis, status } = data;
  if (!analysis || status.status !== 'completed') return null;
  const preliminary = isPreliminary({
    fallback_generated: analysis.fallback_generated || status.analysis_status === 'fallback_generated',
    confidence: status.ai_confidence_score ?? analysis.ai_confidence_score,
  });
  return (
    <Alert
      role="status"
      color={preliminary ? 'yellow' : 'teal'}
      // Dark title text: the tint's own shade falls just under 4.5:1 on the light background.
      title={
        <Text span fw={700} c="dark.7">
          {preliminary ? MESSAGES.analysis.preliminaryComplete : MESSAGES.analysis.complete}
        </Text>
      }
    >
      {preliminary ? MESSAGES.analysis.preliminaryNote : null}
    </Alert>
  );
}

/** Spec 02 sections 2 and 4: the generate / progress / result / retry block. */
export function AnalysisActionBlock({ data, run, showSuccess, onStart }: Props) {
  const canStart = data.permissions.can_start;
  const busy = run.phase === 'starting' || run.phase === 'processing';
  const failure = failureOf(data, run);
  const hasResult = data.status.status === 'completed' && data.analysis !== null;
  if (!canStart && !busy && !failure && !hasResult && !showSuccess) return null;

  const label =
    run.phase === 'starting'
      ? MESSAGES.analysis.starting
      : run.phase === 'processing'
        ? MESSAGES.analysis.inProgress
        : MESSAGES.analysis.generate;
  return (
    <section aria-label={S.blockLabel} className={`${classes.section} ${classes.noPrint}`}>
      {showSuccess ? (
        <Alert color="green" role="status" mb="sm">
          {MESSAGES.analysis.success}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert" title={MESSAGES.analysis.failedTitle} mb="sm">
          {failure}
        </Alert>
      ) : null}
      {!busy && !failure ? <Result data={data} /> : null}
      {canStart ? (
        <Group mt="sm">
          {failure ? (
            <Button onClick={onStart}>{MESSAGES.analysis.retry}</Button>
          ) : (
            <Button onClick={onStart} disabled={busy} leftSection={busy ? <Loader size="xs" /> : null}>
              {label}
            </Button>
          )}
        </Group>
      ) : busy ? (
        <Group mt="sm" role="status">
          <Loader size="xs" />
          {label}
        </Group>
      ) : null}
    </section>
  );
}
