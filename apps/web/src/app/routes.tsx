import { ADMIN_ROLES, MANAGEMENT_ROLES } from '@app/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
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
const DraftsPage = lazy(() =>
  import('../features/drafts/components/drafts-page').then((m) => ({ default: m.DraftsPage })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const AllIncidentsPage = lazy(() =>
  import('../features/incidents/components/all-incidents-page').then((m) => ({
    default: m.AllIncidentsPage,
  })),
);
const ManagerQueuePage = lazy(() =>
  import('../features/queue/components/manager-queue-page').then((m) => ({ default: m.ManagerQueuePage })),
);
const IncidentReportsPage = lazy(() =>
  import('../features/incident-reports-sample/components/incident-reports-page').then((m) => ({
    default: m.IncidentReportsPage,
  })),
);
const WeeklyReportsPage = lazy(() =>
  import('../features/weekly-reports/components/weekly-reports-page').then((m) => ({
    default: m.WeeklyReportsPage,
  })),
);
const IncidentPage = lazy(() =>
  import('../features/incident/components/incident-page').then((m) => ({ default: m.IncidentPage })),
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
                  { path: paths.drafts.path, element: <DraftsPage /> },
                  { path: paths.incident.path, element: <IncidentPage /> },
                  {
                    element: <RoleGuard roles={MANAGEMENT_ROLES} />,
                    children: [
                      { path: paths.incidentDashboard.path, element: <DashboardPage /> },
                      { path: paths.allIncidents.path, element: <AllIncidentsPage /> },
                      { path: paths.managerQueue.path, element: <ManagerQueuePage /> },
                      { path: paths.incidentReports.path, element: <IncidentReportsPage /> },
                      { path: paths.weeklyReports.path, element: <WeeklyReportsPage /> },
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
