import type { AdminUser, Role, Site } from '@app/contracts';
import { writeSession } from '../../../lib/session-storage';
import { testSession } from '../../../testing/render';

/** A signed-in session whose token is also stored, as `apiRequest({ auth: true })` reads it there. */
export function signedIn(role: Role) {
  const session = testSession({ role });
  if (session.status === 'authenticated') writeSession('acme', session.token, session.user);
  return session;
}

export const BRISBANE: Site = {
  id: '0190f5a2-0000-7000-8000-0000000000a1',
  venue_name: 'Brisbane Depot',
  venue_type: 'WAREHOUSE',
  address: '12 Wharf Street',
  city: 'Brisbane',
  state: 'QLD',
  country: 'Australia',
  manager_user_id: '0190f5a2-0000-7000-8000-0000000000b1',
  manager_name: 'Morgan Lee',
  user_count: 14,
  is_active: true,
};

export const PERTH: Site = {
  id: '0190f5a2-0000-7000-8000-0000000000a2',
  venue_name: 'Perth Office',
  venue_type: 'OFFICE',
  address: null,
  city: 'Perth',
  state: 'WA',
  country: 'Australia',
  manager_user_id: null,
  manager_name: null,
  user_count: 1,
  is_active: true,
};

export const OLD_YARD: Site = {
  ...PERTH,
  id: '0190f5a2-0000-7000-8000-0000000000a3',
  venue_name: 'Old Yard',
  is_active: false,
};

function adminUser(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: '0190f5a2-0000-7000-8000-0000000000b1',
    first_name: 'Morgan',
    last_name: 'Lee',
    email: 'morgan.lee@acme.example',
    role: 'MANAGER',
    location_id: null,
    location_name: null,
    is_active: true,
    last_login_at: null,
    ...overrides,
  };
}

export const MORGAN = adminUser({});
export const ALEX = adminUser({
  id: '0190f5a2-0000-7000-8000-0000000000b2',
  first_name: 'Alex',
  last_name: 'Nguyen',
  email: 'alex.nguyen@acme.example',
  role: 'ADMIN',
});
