import { writeSession } from '../../../lib/session-storage';
import { LocationProbe, renderWithRouter, testSession } from '../../../testing/render';
import { WeeklyReportsPage } from '../components/weekly-reports-page';

/** The weekly page as a signed-in manager, with a probe route for links out of the report. */
export function renderWeeklyPage(url = '/weekly-reports') {
  const session = testSession({ role: 'MANAGER' });
  if (session.user) writeSession('acme', 'token-123', session.user);
  return renderWithRouter({
    routes: [
      { path: '/weekly-reports', element: <WeeklyReportsPage /> },
      { path: '/incident/:id', element: <LocationProbe /> },
    ],
    url,
    session,
  });
}
