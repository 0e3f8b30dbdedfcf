/** Dashboard strings and colours that are not in `@app/contracts`; listed in the hand-over report. */
export const DASHBOARD_STRINGS = {
  barLabel: (label: string, count: number, total: number) => `${label}: ${count} of ${total}`,
  labels: {
    CRITICAL: 'Critical',
    HIGH: 'High',
    MEDIUM: 'Medium',
    LOW: 'Low',
    DRAFT: 'Draft',
    SUBMITTED: 'Submitted',
    UNDER_REVIEW: 'Under review',
    INVESTIGATING: 'Investigating',
    COMPLETED: 'Completed',
    CLOSED: 'Closed',
    PENDING: 'Pending',
  } as Record<string, string>,
} as const;

/** Spec 02 section 2: status colours cover the six statuses and PENDING. */
export const STATUS_COLOURS: Record<string, string> = {
  DRAFT: 'gray',
  SUBMITTED: 'blue',
  UNDER_REVIEW: 'yellow',
  INVESTIGATING: 'orange',
  COMPLETED: 'green',
  CLOSED: 'dark',
  PENDING: 'grape',
};

/** Spec 02 section 9: severity colour order CRITICAL, HIGH, MEDIUM, LOW. */
export const SEVERITY_COLOURS: Record<string, string> = {
  CRITICAL: 'red',
  HIGH: 'orange',
  MEDIUM: 'yellow',
  LOW: 'green',
};
