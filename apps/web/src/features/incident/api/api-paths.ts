/** API paths this feature calls (DESIGN section 8); candidates for `config/paths.ts` apiPaths. */
const incident = (id: string) => `/api/manager/incidents/${encodeURIComponent(id)}`;

export const incidentApiPaths = {
  incident,
  comments: (id: string) => `${incident(id)}/comments`,
  approve: (id: string) => `${incident(id)}/approve`,
  notification: (id: string) => `${incident(id)}/notification`,
  status: (id: string) => `${incident(id)}/status`,
  location: (id: string) => `/api/locations/${encodeURIComponent(id)}`,
} as const;
