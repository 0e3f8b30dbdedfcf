/** Admin API paths this feature calls (DESIGN section 8); candidates for `config/paths.ts` apiPaths. */
export const sitesApiPaths = {
  sites: '/api/admin/sites',
  site: (id: string) => `/api/admin/sites/${encodeURIComponent(id)}`,
  users: '/api/admin/users',
} as const;
