/** Manager Queue strings that are not in `@app/contracts` MESSAGES; listed in the hand-over report. */
export const QUEUE_STRINGS = {
  tableLabel: 'Incidents waiting for review',
  tryAgain: 'Try again',
  notifiable: 'Notifiable',
  possiblyNotifiable: 'Possibly notifiable',
  sortDaysPending: (direction: 'asc' | 'desc' | null) =>
    direction === 'asc'
      ? 'Days Pending, sorted ascending; sort descending'
      : direction === 'desc'
        ? 'Days Pending, sorted descending; sort ascending'
        : 'Days Pending; sort ascending',
  review: (number: string) => `Review incident ${number}`,
  untitled: 'Untitled',
  notAvailable: 'N/A',
} as const;
