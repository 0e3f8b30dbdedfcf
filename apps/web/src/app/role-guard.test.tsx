import { MANAGEMENT_ROLES, MESSAGES, ROLES } from '@app/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeReturnTo } from '../lib/session-storage';
import { renderWithRouter, testSession } from '../testing/render';
import { RoleGuard } from './role-guard';

const routes = [
  {
    element: <RoleGuard />,
    children: [
      { path: '/chat', element: <h1>Chat screen</h1> },
      {
        element: <RoleGuard roles={MANAGEMENT_ROLES} />,
        children: [{ path: '/users', element: <h1>Users screen</h1> }],
      },
    ],
  },
];

describe('RoleGuard', () => {
  it('shows a Loading... spinner while the session loads', () => {
    renderWithRouter({ routes, url: '/users', session: testSession('loading') });
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.common.loading);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor to / and remembers the wanted page', async () => {
    renderWithRouter({ routes, url: '/users?tab=invitations', session: testSession('anonymous') });
    expect(await screen.findByText('Now at /')).toBeInTheDocument();
    expect(takeReturnTo()).toBe('/users?tab=invitations');
  });

  it.each(ROLES)('lets %s into a route for any signed-in user', (role) => {
    renderWithRouter({ routes, url: '/chat', session: testSession({ role }) });
    expect(screen.getByRole('heading', { name: 'Chat screen' })).toBeInTheDocument();
  });

  it.each(['STAFF', 'INVESTIGATOR', 'INSURER'] as const)(
    'sends %s from a management route to /unauthorized',
    async (role) => {
      renderWithRouter({ routes, url: '/users', session: testSession({ role }) });
      expect(await screen.findByText('Now at /unauthorized')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Users screen' })).not.toBeInTheDocument();
    },
  );

  it.each(MANAGEMENT_ROLES)('lets %s into a management route', (role) => {
    renderWithRouter({ routes, url: '/users', session: testSession({ role }) });
    expect(screen.getByRole('heading', { name: 'Users screen' })).toBeInTheDocument();
  });
});
