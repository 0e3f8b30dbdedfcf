import type { Role } from '@app/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../app/provider';
import { clientQueryOptions } from '../lib/client';
import { type Session, SessionContext } from '../lib/session-context';
import type { StoredUser } from '../lib/session-storage';

export function testUser(overrides: Partial<StoredUser> = {}): StoredUser {
  return {
    id: '0190f5a2-0000-7000-8000-000000000001',
    email: 'sam.taylor@acme.example',
    first_name: 'Sam',
    last_name: 'Taylor',
    role: 'STAFF',
    client: 'acme',
    location_id: null,
    location_name: null,
    ...overrides,
  };
}

/** A fixed session value; `login`/`logout` are spies. */
export function testSession(
  state: 'loading' | 'anonymous' | { role?: Role; user?: Partial<StoredUser> } = 'anonymous',
): Session {
  const actions = { login: vi.fn(async () => testUser()), logout: vi.fn(async () => {}) };
  if (state === 'loading') return { status: 'loading', token: null, user: null, ...actions };
  if (state === 'anonymous') return { status: 'anonymous', token: null, user: null, ...actions };
  return {
    status: 'authenticated',
    token: 'token-123',
    user: testUser({ role: state.role ?? 'STAFF', ...state.user }),
    ...actions,
  };
}

/** Shows where the router ended up, for redirect assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}${location.search}`}</p>;
}

type RenderOptions = {
  /** Route table under test; a catch-all LocationProbe is added. */
  routes: RouteObject[];
  url: string;
  session?: Session;
  /** Pre-resolved client context, so pages do not need /api/client-info. */
  client?: { client: string | null; name: string } | null;
  /** Render under React StrictMode (effects run twice). */
  strict?: boolean;
};

export function renderWithRouter({
  routes,
  url,
  session = testSession(),
  client,
  strict = false,
}: RenderOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  if (client !== null)
    queryClient.setQueryData(clientQueryOptions.queryKey, client ?? { client: 'acme', name: 'Acme Corp' });
  const router = createMemoryRouter([...routes, { path: '*', element: <LocationProbe /> }], {
    initialEntries: [url],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <SessionContext value={session}>{children}</SessionContext>
      </QueryClientProvider>
    </MantineProvider>
  );
  return {
    router,
    queryClient,
    session,
    ...render(<RouterProvider router={router} />, { wrapper, reactStrictMode: strict }),
  };
}
