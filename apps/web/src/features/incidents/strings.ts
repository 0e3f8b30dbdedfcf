import type { IncidentStatus } from '@app/contracts';

/** All Incidents strings that are not in `@app/contracts` MESSAGES; listed in the hand-over report. */
export const INCIDENTS_STRINGS = {
  filtersLabel: 'Filter incidents',
  status: 'Status',
  severity: 'Severity',
  allSeverities: 'All severities',
  reportType: 'Report type',
  allTypes: 'All types',
  reporter: 'Reporter',
  allReporters: 'All reporters',
  search: 'Search',
  searchPlaceholder: 'Title, number, reporter or location',
  loading: 'Loading incidents...',
  tableLabel: 'Incidents',
  sortCreated: (direction: 'asc' | 'desc') =>
    direction === 'desc'
      ? 'Created, newest first; show oldest first'
      : 'Created, oldest first; show newest first',
  showing: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total} incidents`,
  pagesLabel: 'Incident pages',
  page: (page: number) => `Page ${page}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  notifiable: { yes: 'Notifiable', possible: 'Possibly notifiable' },
  statusLabels: {
    DRAFT: 'Draft',
    SUBMITTED: 'Submitted',
    UNDER_REVIEW: 'Under review',
    INVESTIGATING: 'Investigating',
    COMPLETED: 'Completed',
    CLOSED: 'Closed',
  } satisfies Record<IncidentStatus, string>,
} as const;
