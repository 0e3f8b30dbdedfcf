import { BRAND_NAME, MESSAGES } from '@app/contracts';
import { Alert, Button, Pagination, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { PAGE_SIZE, useIncidentFilters } from '../hooks/use-incident-filters';
import { INCIDENTS_STRINGS as S } from '../strings';
import { fetchFailedMessage } from '../utils/format';
import { IncidentFilters } from './incident-filters';
import { IncidentsTable } from './incidents-table';

const M = MESSAGES.incidentsList;

/** All Incidents (/all-incidents; spec 02 section 2): server-side filters, sort and paging. */
export function AllIncidentsPage() {
  const list = useIncidentFilters();
  const isMobile = useIsMobile();
  const { data, isError, error, refetch, isFetching } = list.query;
  const { page } = list.filters;

  let body: ReactNode;
  if (isError) {
    body = (
      <Alert color="red">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {M.errorHeading}
          </Title>
          <Text size="sm">{fetchFailedMessage(error)}</Text>
          <Button size="xs" variant="default" onClick={() => void refetch()}>
            {M.tryAgain}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!data) {
    body = <PageLoader label={S.loading} />;
  } else if (data.incidents.length === 0) {
    body = (
      <Stack align="center" gap="xs" py="xl">
        <Title order={2} size="h3">
          {M.empty}
        </Title>
        <Text c="gray.7">{M.emptyBody}</Text>
      </Stack>
    );
  } else {
    const total = data.pagination.total;
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const from = page * PAGE_SIZE + 1;
    body = (
      <Stack gap="sm" aria-busy={isFetching}>
        <Text size="sm" c="gray.7" role="status">
          {S.showing(from, page * PAGE_SIZE + data.incidents.length, total)}
        </Text>
        <IncidentsTable
          incidents={data.incidents}
          direction={list.filters.direction}
          onToggleSort={list.toggleSort}
          isMobile={isMobile}
        />
        {pages > 1 ? (
          <nav aria-label={S.pagesLabel}>
            <Pagination
              total={pages}
              value={Math.min(page + 1, pages)}
              onChange={(value) => list.setPage(value - 1)}
              siblings={isMobile ? 0 : 1}
              getItemProps={(p) => ({ 'aria-label': S.page(p) })}
              getControlProps={(control) =>
                control === 'previous'
                  ? { 'aria-label': S.previousPage }
                  : control === 'next'
                    ? { 'aria-label': S.nextPage }
                    : {}
              }
            />
          </nav>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <title>{`${M.title} · ${BRAND_NAME}`}</title>
      <Title order={1}>{M.title}</Title>
      <IncidentFilters list={list} />
      {body}
    </Stack>
  );
}
