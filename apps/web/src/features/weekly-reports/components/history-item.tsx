import type { WeeklyReport } from '@app/contracts';
import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { WEEKLY_STRINGS as S } from '../strings';
import { weekRangeUs } from '../utils/format';
import { relativeAge } from '../utils/relative-age';
import classes from './weekly-reports.module.css';

type Props = { report: WeeklyReport; now: Date; onOpen: (id: string) => void };

/**
 * One history entry; the whole entry is a button so mouse and keyboard open it alike (spec 02
 * section 2). Its name is all its visible text, week range first (WCAG 2.5.3: say what you see).
 */
export function HistoryItem({ report, now, onOpen }: Props) {
  const range = weekRangeUs(report.report_week_start, report.report_week_end);
  const C = S.counts;
  const counts: [string, number][] = [
    [C.total, report.total_incidents],
    [C.safety, report.safety_incidents],
    [C.security, report.security_incidents],
    [C.high, report.high_severity_count],
    [C.medium, report.medium_severity_count],
    [C.low, report.low_severity_count],
    [C.worksafe, report.worksafe_notifications],
  ];
  return (
    <li>
      <UnstyledButton className={classes.historyItem} onClick={() => onOpen(report.id)}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600}>{range}</Text>
          <Badge color={report.report_status === 'PUBLISHED' ? 'green' : 'gray'} variant="light">
            {S.status[report.report_status] ?? report.report_status}
          </Badge>
        </Group>
        <div>
          <Text size="sm" c="gray.7" component="p" m={0}>
            {counts.map(([label, value]) => `${label}: ${value}`).join(' · ')}
          </Text>
          <Text size="xs" c="gray.7" component="p" m={0}>
            {`${report.report_number} · ${S.generatedLabel(relativeAge(report.generated_at, now))}`}
          </Text>
        </div>
      </UnstyledButton>
    </li>
  );
}
