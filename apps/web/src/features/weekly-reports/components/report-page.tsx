import type { ReactNode } from 'react';
import { WEEKLY_STRINGS as S } from '../strings';
import classes from './weekly-report-print.module.css';

export const REPORT_PAGE_COUNT = 5;

type Props = { number: number; title: string; reportNumber: string; children: ReactNode };

/** One A4 sheet of the report; the print CSS gives each exactly one printed page. */
export function ReportPage({ number, title, reportNumber, children }: Props) {
  const headingId = `weekly-page-${number}`;
  return (
    <section
      className={number === REPORT_PAGE_COUNT ? `${classes.page} ${classes.lastPage}` : classes.page}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={classes.pageTitle}>
        {title}
      </h2>
      <div className={classes.pageBody}>{children}</div>
      <footer className={classes.pageFooter}>{S.pageFooter(reportNumber, number, REPORT_PAGE_COUNT)}</footer>
    </section>
  );
}
