import { MESSAGES, type WeeklyReportDetail } from '@app/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { WEEKLY_STRINGS as S } from '../strings';
import { longDateAu } from '../utils/format';
import { groupAnchor } from '../utils/incident-groups';
import { IncidentsLink } from './incidents-link';
import { ReportPage } from './report-page';
import classes from './weekly-report-print.module.css';

const T = S.summary;
const C = S.counts;
/** What fits on the page beside the table; the compliance page and appendix list them all. */
const MAX_NOTIFIABLE = 8;

/** Page 2 (spec 02 section 2): the counts in plain sentences, a short table and the notifiable incidents. */
export function ExecutiveSummaryPage({ report }: { report: WeeklyReportDetail }) {
  const notifiable = report.details.notifiable_incidents;
  const rows: [string, number, string][] = [
    [C.total, report.total_incidents, groupAnchor('all')],
    [C.safety, report.safety_incidents, groupAnchor('safety')],
    [C.security, report.security_incidents, groupAnchor('security')],
    [C.high, report.high_severity_count, groupAnchor('high')],
    [C.medium, report.medium_severity_count, groupAnchor('medium')],
    [C.low, report.low_severity_count, groupAnchor('low')],
    [C.worksafe, report.worksafe_notifications, groupAnchor('notifiable')],
  ];
  return (
    <ReportPage number={2} title={MESSAGES.weekly.executiveSummary} reportNumber={report.report_number}>
      <p>
        {T.overview(
          report.total_incidents,
          longDateAu(report.report_week_start),
          longDateAu(report.report_week_end),
        )}{' '}
        {T.split(report.safety_incidents, report.security_incidents)}
      </p>
      <p>{T.severity(report.high_severity_count, report.medium_severity_count, report.low_severity_count)}</p>
      <p>{T.notifications(report.worksafe_notifications)}</p>
      <table className={classes.table}>
        <caption>{T.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.measure}</th>
            <th scope="col">{T.count}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value, target]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>
                <IncidentsLink target={target} label={label} value={value} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className={classes.subTitle}>{T.notifiableTitle}</h3>
      {notifiable.length === 0 ? (
        <p className={classes.muted}>{T.noneNotifiable}</p>
      ) : (
        <ul className={classes.compactList}>
          {notifiable.slice(0, MAX_NOTIFIABLE).map((n) => (
            <li key={n.id}>
              <Link to={paths.incident.getHref(n.id)}>{n.incident_number}</Link>
              {` ${n.title ?? ''} (${n.notifiable === 'yes' ? S.compliance.yes : S.compliance.possible})`}
            </li>
          ))}
          {notifiable.length > MAX_NOTIFIABLE && (
            <li>{S.appendix.more(notifiable.length - MAX_NOTIFIABLE)}</li>
          )}
        </ul>
      )}
    </ReportPage>
  );
}
