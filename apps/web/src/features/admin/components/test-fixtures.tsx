import type { AdminUser, AuditEntry, OutboxMessage, Role, TenantSettingsResponse } from '@app/contracts';
import { Notifications, notifications } from '@mantine/notifications';
import { writeSession } from '../../../lib/session-storage';
import { renderWithRouter, testSession } from '../../../testing/render';
import { AdminPage } from './admin-page';

/**
 * Renders /admin (optionally on a tab) for a signed-in user whose token is stored, as
 * `apiRequest({ auth: true })` reads it there.
 */
export function renderAdmin(options: { tab?: 'audit' | 'outbox'; role?: Role } = {}) {
  const { tab, role = 'ADMIN' } = options;
  // The notifications store outlives a test; start each one empty.
  notifications.clean();
  notifications.cleanQueue();
  const session = testSession({ role });
  if (session.status === 'authenticated') writeSession('acme', session.token, session.user);
  const routes = [
    {
      path: '/admin',
      element: (
        <>
          <Notifications />
          <AdminPage />
        </>
      ),
    },
  ];
  return renderWithRouter({ routes, url: tab ? `/admin?tab=${tab}` : '/admin', session });
}

export const SETTINGS: TenantSettingsResponse = {
  name: 'Acme Corp',
  slug: 'acme',
  client_code: 'ACME',
  time_zone: 'Australia/Brisbane',
  notify_contacts: ['safety@acme.example'],
  oidc: { issuer: 'https://login.acme.example/v2.0', client_id: 'vigil-web', has_client_secret: true },
  logo_url: null,
};

export const AUDIT_ENTRY: AuditEntry = {
  id: 41,
  at: '2026-03-05T14:30:00.000Z',
  actor_user_id: '0190f5a2-0000-7000-8000-0000000000b1',
  actor_name: 'Morgan Lee',
  action: 'site.updated',
  entity_type: 'site',
  entity_id: '0190f5a2-0000-7000-8000-0000000000a1',
  before: { venue_name: 'Brisbane Depot' },
  after: { venue_name: 'Brisbane North Depot' },
};

export const FAILED_EMAIL: OutboxMessage = {
  id: '0190f5a2-0000-7000-8000-0000000000c1',
  to: 'new.starter@acme.example',
  subject: "You're invited to Acme Corp",
  kind: 'invitation',
  status: 'failed',
  attempts: 3,
  error: 'Mailbox unavailable',
  created_at: '2026-03-05T14:30:00.000Z',
  sent_at: null,
};

export const SENT_EMAIL: OutboxMessage = {
  ...FAILED_EMAIL,
  id: '0190f5a2-0000-7000-8000-0000000000c2',
  to: 'morgan.lee@acme.example',
  subject: 'Your sign-in link for Acme Corp',
  kind: 'magic_link',
  status: 'sent',
  attempts: 1,
  error: null,
  sent_at: '2026-03-05T14:31:00.000Z',
};

export const MORGAN: AdminUser = {
  id: '0190f5a2-0000-7000-8000-0000000000b1',
  first_name: 'Morgan',
  last_name: 'Lee',
  email: 'morgan.lee@acme.example',
  role: 'MANAGER',
  location_id: null,
  location_name: null,
  is_active: true,
  last_login_at: null,
};
