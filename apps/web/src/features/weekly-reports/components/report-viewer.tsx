import { MESSAGES } from '@app/contracts';
import { Alert, Button, Group, Loader, Modal, Text } from '@mantine/core';
import { useWeeklyReport } from '../api/get-weekly-report';
import { WEEKLY_STRINGS as S } from '../strings';
import { ReportDocument } from './report-document';
import classes from './weekly-report-print.module.css';

const M = MESSAGES.weekly;

type Props = { reportId: string; onClose: () => void };

/**
 * The full-screen report viewer (spec 02 section 2). Export PDF is the browser print dialog,
 * where the user picks 'Save as PDF'; the print CSS keeps exactly the five A4 pages.
 */
export function ReportViewer({ reportId, onClose }: Props) {
  const { data, isError } = useWeeklyReport(reportId);
  const print = () => window.print();

  return (
    <Modal.Root
      opened
      onClose={onClose}
      fullScreen
      classNames={{ root: classes.root, inner: classes.inner, content: classes.content, body: classes.body }}
    >
      <Modal.Overlay className={classes.noPrint} />
      <Modal.Content>
        <Modal.Header className={classes.noPrint}>
          <Modal.Title fw={700}>{S.viewerLabel(data?.report_number ?? '')}</Modal.Title>
          <Group gap="xs" role="toolbar" aria-label={S.toolbar}>
            <Button onClick={print} disabled={!data}>
              {M.printReport}
            </Button>
            <Button variant="default" onClick={print} disabled={!data}>
              {M.exportPdf}
            </Button>
            <Button variant="default" onClick={onClose}>
              {M.close}
            </Button>
          </Group>
        </Modal.Header>
        <Modal.Body>
          {isError && (
            <Alert color="red" role="alert" className={classes.noPrint}>
              {S.reportFailed}
            </Alert>
          )}
          {!data && !isError && (
            <Group gap="xs" role="status" className={classes.noPrint}>
              <Loader size="sm" />
              <Text size="sm">{S.loadingReport}</Text>
            </Group>
          )}
          {data && <ReportDocument report={data} />}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
