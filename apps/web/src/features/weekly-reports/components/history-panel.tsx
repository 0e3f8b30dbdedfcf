import { MESSAGES, WEEKLY_PAGE_SIZES } from '@app/contracts';
import { Alert, Button, Card, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useWeeklyReportList } from '../api/list-weekly-reports';
import { WEEKLY_STRINGS as S } from '../strings';
import { HistoryItem } from './history-item';
import classes from './weekly-reports.module.css';

const M = MESSAGES.weekly;

/** 'Historical Reports' (spec 02 sections 2 and 9): published reports, 10, 25 or 50 at a time. */
export function HistoryPanel({ onOpen }: { onOpen: (id: string) => void }) {
  const [limit, setLimit] = useState<number>(WEEKLY_PAGE_SIZES[0]);
  const { data, isPending, isError, refetch, isRefetching } = useWeeklyReportList(limit);
  const now = new Date();

  let body: ReactNode;
  if (isError && !data) {
    body = (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{M.historyFailed}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => refetch()} loading={isRefetching}>
            {M.tryAgain}
          </Button>
        </Group>
      </Alert>
    );
  } else if (isPending) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{S.loading}</Text>
      </Group>
    );
  } else if (data.reports.length === 0) {
    body = <Text c="gray.7">{M.historyEmpty}</Text>;
  } else {
    body = (
      <Stack component="ul" gap="xs" className={classes.historyList}>
        {data.reports.map((report) => (
          <HistoryItem key={report.id} report={report} now={now} onOpen={onOpen} />
        ))}
      </Stack>
    );
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="weekly-history-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3" id="weekly-history-title">
            {M.historyTitle}
          </Title>
          <NativeSelect
            label={S.pageSize}
            data={WEEKLY_PAGE_SIZES.map(String)}
            value={String(limit)}
            onChange={(event) => setLimit(Number(event.currentTarget.value))}
            w={140}
          />
        </Group>
        {body}
      </Stack>
    </Card>
  );
}
