import { MESSAGES } from '@app/contracts';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';

/** The router's root: lazy route chunks load behind one spinner. */
export function RootLayout() {
  return (
    <Suspense fallback={<PageLoader label={MESSAGES.common.loading} />}>
      <Outlet />
    </Suspense>
  );
}
