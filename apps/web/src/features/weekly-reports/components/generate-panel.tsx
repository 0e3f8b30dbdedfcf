import { MESSAGES } from '@app/contracts';
import { Alert, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useGenerateWeeklyReport } from '../api/generate-weekly-report';
import { WEEKLY_STRINGS as S } from '../strings';
import { currentWeekStart, isValidWeek, weekEndFor } from '../utils/week';

const M = MESSAGES.weekly;
/** Spec 02 section 9: the weekly generate success message clears after 5 seconds. */
export const GENERATE_MESSAGE_MS = 5_000;

/** 'Generate New Weekly Report' (spec 02 sections 4 and 5). */
export function GeneratePanel() {
  const [weekStart, setWeekStart] = useState('');
  const [touched, setTouched] = useState(false);
  const generate = useGenerateWeeklyReport();
  const weekEnd = weekEndFor(weekStart);
  const valid = isValidWeek(weekStart, weekEnd);
  const { isSuccess, reset } = generate;

  // Spec 02 section 4: start, end and message clear five seconds after a success.
  useEffect(() => {
    if (!isSuccess) return;
    const timer = window.setTimeout(() => {
      setWeekStart('');
      setTouched(false);
      reset();
    }, GENERATE_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [isSuccess, reset]);

  const choose = (value: string) => {
    setWeekStart(value);
    setTouched(true);
    if (!generate.isPending) generate.reset();
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="weekly-generate-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="weekly-generate-title">
          {M.generateTitle}
        </Title>
        <TextInput
          type="date"
          label={S.weekStart}
          value={weekStart}
          onChange={(event) => choose(event.currentTarget.value)}
          error={touched && !valid ? M.invalidWeek : undefined}
          required
        />
        <TextInput type="date" label={S.weekEnd} value={weekEnd} description={S.weekEndHint} readOnly />
        <Group gap="sm">
          <Button variant="default" onClick={() => choose(currentWeekStart(new Date()))}>
            {M.currentWeek}
          </Button>
          <Button
            onClick={() => generate.mutate({ week_start: weekStart, week_end: weekEnd })}
            disabled={!valid || generate.isPending}
          >
            {generate.isPending ? M.generating : M.generate}
          </Button>
        </Group>
        {generate.isSuccess && (
          <Alert color="green" role="status">
            {M.generated(generate.data.report.report_number)}
          </Alert>
        )}
        {generate.isError && (
          <Alert color="red" role="alert">
            {generate.error.message || M.generateFailed}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
