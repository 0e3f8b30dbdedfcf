import { MESSAGES, type WeeklyReportDetail } from '@app/contracts';
import { useClient } from '../../../lib/client';
import { WEEKLY_STRINGS as S } from '../strings';
import { dateAu, dateTimeAu, weekRangeAu } from '../utils/format';
import { groupAnchor } from '../utils/incident-groups';
import { IncidentsLink } from './incidents-link';
import { ReportPage } from './report-page';
import classes from './weekly-report-print.module.css';

const C = S.cover;

/** Page 1 (spec 02 section 2): title, week, report number, period, issue date and the headline counts. */
export function CoverPage({ report }: { report: WeeklyReportDetail }) {
  const { name } = useClient();
  const zone = report.details.time_zone;
  const facts: [string, string][] = [
    [C.reportNumber, report.report_number],
    [C.period, C.periodValue(dateAu(report.report_week_start), dateAu(report.report_week_end))],
    [C.issueDate, dateTimeAu(report.generated_at, zone)],
    [C.preparedBy, report.generated_by_name ?? C.scheduled],
  ];
  return (
    <ReportPage number={1} title={MESSAGES.weekly.coverTitle} reportNumber={report.report_number}>
      <div className={classes.cover}>
        <p className={classes.coverTenant}>{name}</p>
        <p className={classes.coverWeek}>{weekRangeAu(report.report_week_start, report.report_week_end)}</p>
        <dl className={classes.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={classes.headline}>
          <div className={classes.headlineFigure}>
            <span className={classes.headlineValue}>
              <IncidentsLink
                target={groupAnchor('all')}
                label={C.totalIncidents}
                value={report.total_incidents}
              />
            </span>
            <span>{C.totalIncidents}</span>
          </div>
          <div className={classes.headlineFigure}>
            <span className={classes.headlineValue}>
              <IncidentsLink
                target={groupAnchor('notifiable')}
                label={C.worksafe}
                value={report.worksafe_notifications}
              />
            </span>
            <span>{C.worksafe}</span>
          </div>
        </div>
        <p className={classes.muted}>{C.timeZone(zone)}</p>
      </div>
    </ReportPage>
  );
}
