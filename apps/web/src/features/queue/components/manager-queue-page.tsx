import { BRAND_NAME, MESSAGES } from '@app/contracts';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { usePendingIncidents } from '../api/get-pending-incidents';
import { QUEUE_STRINGS as S } from '../strings';
import { type DaysSort, nextSort, sortQueue } from '../utils/queue';
import { QueueTable } from './queue-table';

const M = MESSAGES.queue;
export const APPROVED_BANNER_MS = 5_000;

/**
 * Manager Queue (/manager-queue; spec 02 section 2). The detail page comes back with
 * `?approved=<incident number>` after an approval; the banner shows for 5 seconds.
 */
export function ManagerQueuePage() {
  const query = usePendingIncidents();
  const isMobile = useIsMobile();
  const [sort, setSort] = useState<DaysSort>(null);
  const [params, setParams] = useSearchParams();
  const approved = params.get('approved');

  useEffect(() => {
    if (!approved) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('approved');
          return next;
        },
        { replace: true },
      );
    }, APPROVED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [approved, setParams]);

  let body: ReactNode;
  if (query.isError) {
    // Unlike the spec (a silent failure), a failed load is shown with a way to retry.
    body = (
      <Alert color="red" title={M.loadFailed}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {S.tryAgain}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!query.data) {
    body = <PageLoader label={M.loading} />;
  } else if (query.data.incidents.length === 0) {
    body = <Text c="gray.7">{M.empty}</Text>;
  } else {
    body = (
      <QueueTable
        incidents={sortQueue(query.data.incidents, sort)}
        sort={sort}
        onSort={() => setSort(nextSort)}
        isMobile={isMobile}
      />
    );
  }

  return (
    <Stack gap="md">
      <title>{`${M.title} · ${BRAND_NAME}`}</title>
      <Title order={1}>{M.title}</Title>
      {approved ? (
        <Alert color="green" role="status">
          {M.approved(approved)}
        </Alert>
      ) : null}
      {body}
    </Stack>
  );
}
