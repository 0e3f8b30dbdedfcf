import { Badge, type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { SessionProvider } from '../lib/session-context';
import { AppErrorBoundary } from './error-boundary';

// notifications.show() queues in a module-level store, so toasts raised before this loads still appear.
const NotificationsHost = lazy(() =>
  import('./notifications-host').then((m) => ({ default: m.NotificationsHost })),
);

/** Primary shade 8 keeps white button text above 4.5:1 contrast. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  focusRing: 'auto',
  defaultRadius: 'md',
  components: {
    // Light badges take dark text on their tint: every colour then reads at 4.5:1 or better,
    // and the tint still repeats what the words say.
    Badge: Badge.extend({
      vars: (t, props) =>
        props.variant === 'light' ? { root: { '--badge-color': t.colors.dark[7] } } : { root: {} },
    }),
  },
});

/** Mantine's dimmed grey (#868e96) is 3.3:1 on white; gray.7 meets WCAG AA for secondary text. */
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057' },
  dark: {},
});

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <NotificationsHost />
          </Suspense>
          <SessionProvider>{children}</SessionProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
