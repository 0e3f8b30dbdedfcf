import { WEEKLY_STRINGS as S } from '../strings';
import { IncidentsLink } from './incidents-link';
import classes from './weekly-report-print.module.css';

export type BarRow = { key: string; label: string; count: number; target: string };
type Props = { title: string; rows: BarRow[]; maxRows?: number };

/**
 * A horizontal bar chart drawn with CSS: the bars are decoration, the label and count beside each
 * are the data, so the chart reads the same to a screen reader and on paper.
 */
export function BarChart({ title, rows, maxRows = 8 }: Props) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const largest = Math.max(1, ...rows.map((row) => row.count));
  // The largest rows first when there are too many to fit the page; the appendix lists them all.
  const shown = rows.length > maxRows ? [...rows].sort((a, b) => b.count - a.count).slice(0, maxRows) : rows;
  const hidden = rows.length - shown.length;
  const titleId = `weekly-chart-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <figure className={classes.chart} aria-labelledby={titleId}>
      <h3 id={titleId} className={classes.chartTitle}>
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className={classes.muted}>{S.analytics.none}</p>
      ) : (
        <ul className={classes.bars}>
          {shown.map((row) => (
            <li key={row.key} className={classes.barRow}>
              <span className={classes.barLabel}>{row.label}</span>
              <span className={classes.barTrack} aria-hidden="true">
                <span className={classes.barFill} style={{ width: `${(row.count / largest) * 100}%` }} />
              </span>
              <span className={classes.barValue}>
                <IncidentsLink target={row.target} label={row.label} value={row.count} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <figcaption className={classes.caption}>
        {S.analytics.caption(title, total)}
        {hidden > 0 && ` ${S.analytics.more(hidden)}`}
      </figcaption>
    </figure>
  );
}
