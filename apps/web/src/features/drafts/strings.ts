/** My Drafts strings that are not in `@app/contracts` MESSAGES; listed in the hand-over report. */
export const DRAFTS_STRINGS = {
  tableLabel: 'Your drafts',
} as const;
