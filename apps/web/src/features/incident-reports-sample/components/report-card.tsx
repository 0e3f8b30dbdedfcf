import { ActionIcon, Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { SampleReport } from '../data/sample-reports';
import { SAMPLE_STRINGS as S } from '../strings';
import { ReportEditForm } from './report-edit-form';

const STATUS_COLOURS = { Pending: 'yellow', Accepted: 'green', Rejected: 'red' } as const;

type Props = {
  report: SampleReport;
  expanded: boolean;
  editing: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onSave: (report: SampleReport) => void;
};

function PencilIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-4-4L4 16v4z" />
      <path d="M13.5 6.5l4 4" />
    </svg>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>{`${label}: `}</Text>
      {value}
    </Text>
  );
}

/** One sample report: the summary toggles Description/Extra Info; the pencil opens the inline form. */
export function ReportCard({ report, expanded, editing, onToggle, onEdit, onSave }: Props) {
  const detailsId = `sample-report-${report.id}-details`;
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={detailsId}
          style={{ flex: 1 }}
        >
          <Stack gap={2}>
            <Text fw={700}>{report.type}</Text>
            <Field label={S.date} value={report.date} />
            <Field label={S.location} value={report.location} />
            <Field label={S.submittedBy} value={report.submittedBy} />
            <Group gap={6}>
              <Text size="sm" fw={600}>{`${S.status}:`}</Text>
              <Badge color={STATUS_COLOURS[report.status]} variant="light">
                {report.status}
              </Badge>
            </Group>
          </Stack>
        </UnstyledButton>
        <ActionIcon variant="subtle" aria-label={S.edit(report.type)} aria-pressed={editing} onClick={onEdit}>
          <PencilIcon />
        </ActionIcon>
      </Group>
      {expanded ? (
        <Stack gap={4} mt="sm" id={detailsId}>
          <Field label={S.description} value={report.description} />
          {report.extraInfo ? <Field label={S.extraInfo} value={report.extraInfo} /> : null}
        </Stack>
      ) : null}
      {editing ? (
        <Stack mt="sm">
          <ReportEditForm report={report} onSave={onSave} />
        </Stack>
      ) : null}
    </Card>
  );
}
