import { MESSAGES, type WeeklyReportDetail } from '@app/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { WEEKLY_STRINGS as S } from '../strings';
import { dateTimeAu } from '../utils/format';
import { worksafeStatus } from '../utils/indicators';
import { LevelBadge } from './level-badge';
import { ReportPage } from './report-page';
import classes from './weekly-report-print.module.css';

const C = S.compliance;
/** Rows that fit on the A4 page with the rest; the appendix lists every notifiable incident. */
const MAX_ROWS = 10;

/** Page 5: notifiable incidents and when they were notified, corrective actions and the WorkSafe status. */
export function CompliancePage({ report }: { report: WeeklyReportDetail }) {
  const { notifiable_incidents: notifiable, corrective_actions: actions, time_zone: zone } = report.details;
  const status = worksafeStatus(report);
  return (
    <ReportPage number={5} title={MESSAGES.weekly.compliance} reportNumber={report.report_number}>
      <h3 className={classes.subTitle}>{C.status}</h3>
      <p>
        <LevelBadge level={status} text={S.worksafe[status]} /> {C.statusText[status]}
      </p>
      <table className={classes.table}>
        <caption>{C.notifiable}</caption>
        <thead>
          <tr>
            <th scope="col">{C.incident}</th>
            <th scope="col">{C.category}</th>
            <th scope="col">{C.reported}</th>
            <th scope="col">{C.notified}</th>
            <th scope="col">{C.method}</th>
          </tr>
        </thead>
        <tbody>
          {notifiable.length === 0 && (
            <tr>
              <td colSpan={5}>{S.summary.noneNotifiable}</td>
            </tr>
          )}
          {notifiable.slice(0, MAX_ROWS).map((n) => (
            <tr key={n.id}>
              <th scope="row">
                <Link to={paths.incident.getHref(n.id)}>{n.incident_number}</Link>
              </th>
              <td>{`${n.notifiable === 'yes' ? C.yes : C.possible}${n.notifiable_category ? `: ${n.notifiable_category}` : ''}`}</td>
              <td>{dateTimeAu(n.created_at, zone)}</td>
              <td>{n.notified_at ? dateTimeAu(n.notified_at, zone) : C.notNotified}</td>
              <td>{n.notification_method ?? '—'}</td>
            </tr>
          ))}
          {notifiable.length > MAX_ROWS && (
            <tr>
              <td colSpan={5}>{S.appendix.more(notifiable.length - MAX_ROWS)}</td>
            </tr>
          )}
        </tbody>
      </table>
      <table className={classes.table}>
        <caption>{C.actions}</caption>
        <tbody>
          <tr>
            <th scope="row">{C.opened}</th>
            <td>{actions.opened}</td>
          </tr>
          <tr>
            <th scope="row">{C.closed}</th>
            <td>{actions.closed}</td>
          </tr>
          <tr>
            <th scope="row">{C.overdue}</th>
            <td>{actions.overdue}</td>
          </tr>
        </tbody>
      </table>
    </ReportPage>
  );
}
