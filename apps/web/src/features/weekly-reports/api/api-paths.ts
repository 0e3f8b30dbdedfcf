/** The weekly report service (spec 02 section 7), same-origin under /api. */
export const weeklyApiPaths = {
  list: '/api/weekly-reports',
  generate: '/api/weekly-reports/generate',
  detail: (id: string) => `/api/weekly-reports/${encodeURIComponent(id)}`,
} as const;

/** Every weekly-report query starts with this key; generating invalidates the list under it. */
export const weeklyReportsQueryKey = ['weekly-reports'] as const;
