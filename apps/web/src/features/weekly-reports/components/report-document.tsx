import type { WeeklyReportDetail } from '@app/contracts';
import { incidentGroups } from '../utils/incident-groups';
import { AnalyticsPage } from './analytics-page';
import { CompliancePage } from './compliance-page';
import { CoverPage } from './cover-page';
import { IncidentAppendix } from './incident-appendix';
import { IndicatorsPage } from './indicators-page';
import { ExecutiveSummaryPage } from './summary-page';
import classes from './weekly-report-print.module.css';

/** The five A4 pages, then (on screen only) the incidents behind every figure. */
export function ReportDocument({ report }: { report: WeeklyReportDetail }) {
  return (
    <div className={classes.document} lang="en-AU">
      <CoverPage report={report} />
      <ExecutiveSummaryPage report={report} />
      <IndicatorsPage report={report} />
      <AnalyticsPage report={report} />
      <CompliancePage report={report} />
      <IncidentAppendix groups={incidentGroups(report)} />
    </div>
  );
}
