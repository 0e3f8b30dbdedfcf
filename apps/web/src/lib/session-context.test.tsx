import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fetch';
import { testUser } from '../testing/render';
import { SessionProvider, useSession } from './session-context';
import { readToken, writeSession } from './session-storage';

function Probe() {
  const session = useSession();
  return (
    <div>
      <p>{`status: ${session.status}`}</p>
      <p>{`user: ${session.user?.email ?? 'none'}`}</p>
      <button type="button" onClick={() => void session.logout()}>
        Log out
      </button>
    </div>
  );
}

function renderProvider() {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('SessionProvider', () => {
  it('starts loading, then restores a verified session; logout clears it', async () => {
    writeSession('acme', 'tok', testUser());
    const calls = stubFetch({
      'POST /api/auth/verify': jsonResponse({ valid: true }),
      'POST /api/auth/logout': new Response(null, { status: 204 }),
    });
    renderProvider();
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByText(`user: ${testUser().email}`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(readToken('acme')).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/auth/verify',
      'POST /api/auth/logout',
    ]);
  });

  it('is anonymous without a stored token', async () => {
    stubFetch({});
    renderProvider();
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
  });
});
