/**
 * Every route path of the SPA in one place (STYLE rule 20). `path` is the router pattern;
 * `getHref` builds a link. Spec 01 section 2 (route table) and spec 02 section 2.
 */
export const paths = {
  login: { path: '/', getHref: () => '/' },
  authCallback: { path: '/auth/callback', getHref: () => '/auth/callback' },
  unauthorized: { path: '/unauthorized', getHref: () => '/unauthorized' },
  requiresInvitation: { path: '/requires-invitation', getHref: () => '/requires-invitation' },
  invite: {
    path: '/invite/:code?',
    getHref: (code: string) => `/invite/${encodeURIComponent(code)}`,
  },
  home: { path: '/home', getHref: () => '/home' },
  chat: { path: '/chat', getHref: () => '/chat' },
  drafts: { path: '/drafts', getHref: () => '/drafts' },
  incidentDashboard: { path: '/incident-dashboard', getHref: () => '/incident-dashboard' },
  allIncidents: { path: '/all-incidents', getHref: () => '/all-incidents' },
  managerQueue: { path: '/manager-queue', getHref: () => '/manager-queue' },
  incidentReports: { path: '/incident-reports', getHref: () => '/incident-reports' },
  weeklyReports: { path: '/weekly-reports', getHref: () => '/weekly-reports' },
  users: { path: '/users', getHref: () => '/users' },
  sites: { path: '/sites', getHref: () => '/sites' },
  incident: {
    path: '/incident/:id',
    getHref: (id: string) => `/incident/${encodeURIComponent(id)}`,
  },
  admin: { path: '/admin', getHref: () => '/admin' },
} as const;

/** API paths (all same-origin under /api, DESIGN section 8). */
export const apiPaths = {
  clientInfo: '/api/client-info',
  logo: '/api/logo',
  authLogin: '/api/auth/login',
  authToken: '/api/auth/token',
  authVerify: '/api/auth/verify',
  authLogout: '/api/auth/logout',
  userInfo: '/api/user-info',
  validateInvitation: (code: string) => `/api/invite/${encodeURIComponent(code)}`,
} as const;
