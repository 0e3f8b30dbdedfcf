import { MESSAGES, type Role } from '@app/contracts';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import { useSession } from '../lib/session-context';
import { rememberReturnTo } from '../lib/session-storage';

/** Sends an anonymous visitor to sign in, remembering where they wanted to go. */
function RedirectToLogin({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    rememberReturnTo(from);
    navigate(paths.login.getHref(), { replace: true });
  }, [from, navigate]);
  return null;
}

/**
 * Route guard (spec 01 sections 2 and 5): a spinner while the session loads, sign-in for
 * anonymous visitors, /unauthorized for a role the route does not allow. Convenience only: the
 * server checks every call (DESIGN section 1.3).
 */
export function RoleGuard({ roles }: { roles?: readonly Role[] }) {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'loading') return <PageLoader label={MESSAGES.common.loading} />;
  if (session.status === 'anonymous') {
    return <RedirectToLogin from={`${location.pathname}${location.search}${location.hash}`} />;
  }
  if (roles && !roles.includes(session.user.role)) {
    return <Navigate to={paths.unauthorized.getHref()} replace />;
  }
  return <Outlet />;
}
