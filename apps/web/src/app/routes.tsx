import { ADMIN_ROLES, MANAGEMENT_ROLES } from '@app/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { WEB_STRINGS } from '../config/strings';
import { RouteErrorPage } from './error-boundary';
import { RoleGuard } from './role-guard';
import { RootLayout } from './routes/root-layout';

// Every screen is its own chunk, so the sign-in page stays light (STYLE rule 20).
const LoginPage = lazy(() =>
  import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const AuthCallbackPage = lazy(() =>
  import('../features/auth/components/auth-callback-page').then((m) => ({ default: m.AuthCallbackPage })),
);
const UnauthorizedPage = lazy(() =>
  import('../features/auth/components/unauthorized-page').then((m) => ({ default: m.UnauthorizedPage })),
);
const RequiresInvitationPage = lazy(() =>
  import('../features/auth/components/requires-invitation-page').then((m) => ({
    default: m.RequiresInvitationPage,
  })),
);
const InvitePage = lazy(() =>
  import('../features/invitations/components/invite-page').then((m) => ({ default: m.InvitePage })),
);
const HomePage = lazy(() =>
  import('../features/home/components/home-page').then((m) => ({ default: m.HomePage })),
);
const ChatPage = lazy(() =>
  import('../features/chat/components/chat-page').then((m) => ({ default: m.ChatPage })),
);
const ComingSoonPage = lazy(() =>
  import('../components/ui/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
);
const UsersPage = lazy(() =>
  import('../features/users/components/users-page').then((m) => ({ default: m.UsersPage })),
);
const SitesPage = lazy(() =>
  import('../features/sites/components/sites-page').then((m) => ({ default: m.SitesPage })),
);
const AdminPage = lazy(() =>
  import('../features/admin/components/admin-page').then((m) => ({ default: m.AdminPage })),
);
const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));
const NotFoundPage = lazy(() => import('./routes/not-found-page').then((m) => ({ default: m.NotFoundPage })));

const page = (path: string, title: string): RouteObject => ({
  path,
  element: <ComingSoonPage title={title} />,
});

/** The route table (spec 01 section 2). Management routes: MANAGER or ADMIN; /admin: ADMIN. */
export const routes: RouteObject[] = [
  {
    path: paths.login.path,
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <LoginPage /> },
      { path: paths.authCallback.path, element: <AuthCallbackPage /> },
      { path: paths.unauthorized.path, element: <UnauthorizedPage /> },
      { path: paths.requiresInvitation.path, element: <RequiresInvitationPage /> },
      { path: paths.invite.path, element: <InvitePage /> },
      {
        element: <RoleGuard />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                errorElement: <RouteErrorPage />,
                children: [
                  { path: paths.home.path, element: <HomePage /> },
                  { path: paths.chat.path, element: <ChatPage /> },
                  page(paths.drafts.path, WEB_STRINGS.pages.drafts),
                  page(paths.incident.path, WEB_STRINGS.pages.incident),
                  {
                    element: <RoleGuard roles={MANAGEMENT_ROLES} />,
                    children: [
                      page(paths.incidentDashboard.path, WEB_STRINGS.pages.incidentDashboard),
                      page(paths.allIncidents.path, WEB_STRINGS.pages.allIncidents),
                      page(paths.managerQueue.path, WEB_STRINGS.pages.managerQueue),
                      page(paths.incidentReports.path, WEB_STRINGS.pages.incidentReports),
                      page(paths.weeklyReports.path, WEB_STRINGS.pages.weeklyReports),
                      { path: paths.users.path, element: <UsersPage /> },
                      { path: paths.sites.path, element: <SitesPage /> },
                    ],
                  },
                  {
                    element: <RoleGuard roles={ADMIN_ROLES} />,
                    children: [{ path: paths.admin.path, element: <AdminPage /> }],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
