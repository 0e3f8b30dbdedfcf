import { BRAND_NAME, MESSAGES } from '@app/contracts';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { GeneratePanel } from './generate-panel';
import { HistoryPanel } from './history-panel';
import { ReportViewer } from './report-viewer';

const M = MESSAGES.weekly;
/** The scheduled e-mail links to /weekly-reports?report={id}; the open viewer lives in the URL too. */
export const REPORT_PARAM = 'report';

/** Weekly Safety Reports (/weekly-reports; spec 02 section 2). */
export function WeeklyReportsPage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get(REPORT_PARAM);

  const open = (id: string) => setParams({ [REPORT_PARAM]: id });
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(REPORT_PARAM);
      return next;
    });

  return (
    <Stack gap="md">
      <title>{`${M.title} · ${BRAND_NAME}`}</title>
      <Title order={1}>{M.title}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
        <GeneratePanel />
        <HistoryPanel onOpen={open} />
      </SimpleGrid>
      {openId && <ReportViewer reportId={openId} onClose={close} />}
    </Stack>
  );
}
