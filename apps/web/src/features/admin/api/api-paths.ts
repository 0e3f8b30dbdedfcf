/** Admin API paths this feature calls (DESIGN section 8); candidates for `config/paths.ts` apiPaths. */
export const adminApiPaths = {
  settings: '/api/admin/settings',
  settingsLogo: '/api/admin/settings/logo',
  testOidc: '/api/admin/settings/oidc/test',
  audit: '/api/admin/audit',
  outbox: '/api/admin/outbox',
  retryOutboxMessage: (id: string) => `/api/admin/outbox/${encodeURIComponent(id)}/retry`,
  users: '/api/admin/users',
} as const;
