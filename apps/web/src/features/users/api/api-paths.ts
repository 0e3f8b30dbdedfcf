/** Admin API paths this feature calls (DESIGN section 8); candidates for `config/paths.ts` apiPaths. */
export const usersApiPaths = {
  users: '/api/admin/users',
  user: (id: string) => `/api/admin/users/${encodeURIComponent(id)}`,
  sites: '/api/admin/sites',
  invitations: '/api/invitations',
  invitation: (id: string) => `/api/invitations/${encodeURIComponent(id)}`,
} as const;
