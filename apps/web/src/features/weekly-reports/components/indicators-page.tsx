import { MESSAGES, WEEKLY_SAMPLE_TARGETS, type WeeklyReportDetail } from '@app/contracts';
import { WEEKLY_STRINGS as S } from '../strings';
import { groupAnchor } from '../utils/incident-groups';
import {
  highSeverityLevel,
  managedInternallyPercent,
  totalIncidentsLevel,
  worksafeStatus,
} from '../utils/indicators';
import { IncidentsLink } from './incidents-link';
import { LevelBadge } from './level-badge';
import { ReportPage } from './report-page';
import classes from './weekly-report-print.module.css';

const I = S.indicators;

/**
 * Page 3 (spec 02 section 9): what this week measured against the spec's thresholds, then the
 * fixed targets, shown as targets only: Vigil does not measure them, so it shows no result for them.
 */
export function IndicatorsPage({ report }: { report: WeeklyReportDetail }) {
  const total = totalIncidentsLevel(report.total_incidents);
  const high = highSeverityLevel(report.high_severity_count);
  const worksafe = worksafeStatus(report);
  const managed = managedInternallyPercent(report);
  const targets: [string, string][] = [
    [I.sameDayReporting, WEEKLY_SAMPLE_TARGETS.sameDayReporting.target],
    [I.trainingCompletion, WEEKLY_SAMPLE_TARGETS.trainingCompletion.target],
    [I.observations, WEEKLY_SAMPLE_TARGETS.observations.target],
    [I.engagement, WEEKLY_SAMPLE_TARGETS.engagement.target],
    [I.lostTimeInjuryRate, WEEKLY_SAMPLE_TARGETS.lostTimeInjuryRate.target],
  ];
  return (
    <ReportPage number={3} title={MESSAGES.weekly.indicators} reportNumber={report.report_number}>
      <table className={classes.table}>
        <caption>{I.measured}</caption>
        <thead>
          <tr>
            <th scope="col">{I.indicator}</th>
            <th scope="col">{I.value}</th>
            <th scope="col">{I.threshold}</th>
            <th scope="col">{I.rating}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{I.totalIncidents}</th>
            <td>
              <IncidentsLink
                target={groupAnchor('all')}
                label={I.totalIncidents}
                value={report.total_incidents}
              />
            </td>
            <td>{I.totalThreshold}</td>
            <td>
              <LevelBadge level={total} text={S.level[total]} />
            </td>
          </tr>
          <tr>
            <th scope="row">{I.highSeverity}</th>
            <td>
              <IncidentsLink
                target={groupAnchor('high')}
                label={I.highSeverity}
                value={report.high_severity_count}
              />
            </td>
            <td>{I.highThreshold}</td>
            <td>
              <LevelBadge level={high} text={S.level[high]} />
            </td>
          </tr>
          <tr>
            <th scope="row">{I.worksafeStatus}</th>
            <td>
              <IncidentsLink
                target={groupAnchor('notifiable')}
                label={S.counts.worksafe}
                value={report.worksafe_notifications}
              />
            </td>
            <td>{I.worksafeRule}</td>
            <td>
              <LevelBadge level={worksafe} text={S.worksafe[worksafe]} />
            </td>
          </tr>
          <tr>
            <th scope="row">{MESSAGES.weekly.managedInternally}</th>
            <td>{`${managed}%`}</td>
            <td>{I.managedRule}</td>
            <td>—</td>
          </tr>
        </tbody>
      </table>
      <table className={classes.table}>
        <caption>{I.targets}</caption>
        <thead>
          <tr>
            <th scope="col">{I.indicator}</th>
            <th scope="col">{I.target}</th>
            <th scope="col">{I.result}</th>
          </tr>
        </thead>
        <tbody>
          {targets.map(([label, target]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{target}</td>
              <td className={classes.muted}>{I.notMeasured}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={classes.muted}>{I.targetsNote}</p>
    </ReportPage>
  );
}
