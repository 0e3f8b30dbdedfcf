import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { WEEKLY_STRINGS as S } from '../strings';
import type { IncidentGroup } from '../utils/incident-groups';
import classes from './weekly-report-print.module.css';

/**
 * The incidents behind every figure (issue 8 item 4). Screen only: the printed report stays at
 * its five pages, and its links print as plain text.
 */
export function IncidentAppendix({ groups }: { groups: IncidentGroup[] }) {
  return (
    <section className={`${classes.appendix} ${classes.noPrint}`} aria-labelledby="weekly-appendix-title">
      <h2 id="weekly-appendix-title" className={classes.pageTitle}>
        {S.appendix.title}
      </h2>
      <p className={classes.muted}>{S.appendix.intro}</p>
      {groups.map((group) => (
        <div key={group.id} id={group.id} tabIndex={-1} className={classes.appendixGroup}>
          <h3 className={classes.subTitle}>{`${group.title} (${group.incidents.length})`}</h3>
          {group.incidents.length === 0 ? (
            <p className={classes.muted}>{S.appendix.empty}</p>
          ) : (
            <ul className={classes.compactList}>
              {group.incidents.map((incident) => (
                <li key={incident.id}>
                  <Link to={paths.incident.getHref(incident.id)}>{incident.incident_number}</Link>
                  {` ${incident.title ?? ''} · ${incident.severity} · ${incident.status}${incident.location_name ? ` · ${incident.location_name}` : ''}`}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
