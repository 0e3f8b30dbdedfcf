import { MESSAGES } from '@app/contracts';
import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { NavBar } from './nav-bar';

/** Signed-in layout: the top navigation bar and the page. */
export function AppLayout() {
  return (
    <>
      <NavBar />
      <Box component="main" id="main" p={{ base: 'sm', sm: 'md', md: 'lg' }} maw={1280} mx="auto">
        <Suspense fallback={<PageLoader label={MESSAGES.common.loading} />}>
          <Outlet />
        </Suspense>
      </Box>
    </>
  );
}
