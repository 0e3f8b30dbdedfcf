import { BRAND_NAME, MESSAGES } from '@app/contracts';
import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/ui/page-loader';
import { useManagerStats } from '../api/get-manager-stats';
import { SEVERITY_COLOURS, STATUS_COLOURS } from '../strings';
import { CountBars } from './count-bars';

const M = MESSAGES.dashboard;

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={label}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz={32} fw={700}>
        {value}
      </Text>
    </Card>
  );
}

/** Incident Dashboard (/incident-dashboard; spec 02 section 2), built from the manager statistics. */
export function DashboardPage() {
  const { data, isError } = useManagerStats();

  const heading = (
    <>
      <title>{`${M.title} · ${BRAND_NAME}`}</title>
      <Title order={1}>{M.title}</Title>
    </>
  );

  if (isError) {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="red" role="alert">
          {M.failed}
        </Alert>
      </Stack>
    );
  }
  if (!data) {
    return (
      <Stack gap="md">
        {heading}
        <PageLoader label={M.loading} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {heading}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatCard label={M.total} value={data.total_incidents} />
        <StatCard label={M.pending} value={data.pending_review} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CountBars
          title={M.bySeverity}
          rows={data.by_severity.map((row) => ({ key: row.severity, count: row.count }))}
          colours={SEVERITY_COLOURS}
        />
        <CountBars
          title={M.byStatus}
          rows={data.by_status.map((row) => ({ key: row.status, count: row.count }))}
          colours={STATUS_COLOURS}
        />
      </SimpleGrid>
    </Stack>
  );
}
