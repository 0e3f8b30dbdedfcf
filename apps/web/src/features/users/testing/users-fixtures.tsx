import type { AdminUser, Invitation, Role, Site } from '@app/contracts';
import { Notifications } from '@mantine/notifications';
import { writeSession } from '../../../lib/session-storage';
import { renderWithRouter, testSession } from '../../../testing/render';
import { UsersPage } from '../components/users-page';

export const uuid = (n: number) => `0190f5a2-0000-7000-8000-${String(n).padStart(12, '0')}`;

export function adminUser(n: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: uuid(n),
    first_name: `First${n}`,
    last_name: `Last${n}`,
    email: `person${n}@acme.example`,
    role: 'STAFF',
    location_id: null,
    location_name: null,
    is_active: true,
    last_login_at: null,
    ...overrides,
  };
}

export const jane = adminUser(101, {
  first_name: 'Jane',
  last_name: 'Citizen',
  email: 'jane.citizen@acme.example',
  role: 'MANAGER',
  location_id: uuid(901),
  location_name: 'Brisbane Depot',
});

export function site(n: number, venue_name: string): Site {
  return {
    id: uuid(n),
    venue_name,
    venue_type: 'WAREHOUSE',
    address: null,
    city: null,
    state: 'QLD',
    country: 'Australia',
    manager_user_id: null,
    manager_name: null,
    user_count: 0,
    is_active: true,
  };
}

export const SITES = [site(901, 'Brisbane Depot'), site(902, 'Cairns Yard')];

export function invitation(n: number, overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: uuid(n),
    email: `invitee${n}@acme.example`,
    first_name: `Invitee${n}`,
    last_name: 'Person',
    role: 'STAFF',
    location_id: null,
    location_name: null,
    status: 'PENDING',
    expires_at: '2026-03-05T14:30:00.000Z',
    created_at: '2026-02-26T14:30:00.000Z',
    accepted_at: null,
    invited_by: uuid(1),
    invited_by_name: 'Alex Admin',
    invitation_code: `code${n}`,
    invitation_link: `http://acme.localhost:5173/invite/code${n}`,
    ...overrides,
  };
}

/** The users page as the router shows it, signed in with `role` (token stored for the API client). */
export function renderUsersPage(role: Role, url = '/users') {
  const session = testSession({ role });
  if (session.user) writeSession('acme', 'token-123', session.user);
  return renderWithRouter({
    routes: [
      {
        path: '/users',
        element: (
          <>
            <Notifications />
            <UsersPage />
          </>
        ),
      },
    ],
    url,
    session,
  });
}
