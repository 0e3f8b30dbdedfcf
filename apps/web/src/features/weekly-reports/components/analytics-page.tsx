import { MESSAGES, type WeeklyReportDetail } from '@app/contracts';
import { WEEKLY_STRINGS as S } from '../strings';
import { dayLabelAu } from '../utils/format';
import { groupAnchor } from '../utils/incident-groups';
import { BarChart, type BarRow } from './bar-chart';
import { ReportPage } from './report-page';
import classes from './weekly-report-print.module.css';

const A = S.analytics;

function rows(kind: string, source: { key: string; label: string; count: number }[]): BarRow[] {
  return source.map((row) => ({ ...row, target: groupAnchor(kind, row.key) }));
}

/** Page 4: charts drawn from this report's own figures (not the spec's sample trend values). */
export function AnalyticsPage({ report }: { report: WeeklyReportDetail }) {
  const { details } = report;
  const byDay: BarRow[] = details.by_day.map((day) => ({
    key: day.date,
    label: dayLabelAu(day.date),
    count: day.count,
    target: groupAnchor('day', day.date),
  }));
  return (
    <ReportPage number={4} title={MESSAGES.weekly.analytics} reportNumber={report.report_number}>
      <div className={classes.chartGrid}>
        <BarChart title={A.byDay} rows={byDay} />
        <BarChart title={A.bySeverity} rows={rows('severity', details.by_severity)} />
        <BarChart title={A.byType} rows={rows('type', details.by_type)} />
        <BarChart title={A.bySite} rows={rows('site', details.by_site)} />
      </div>
    </ReportPage>
  );
}
