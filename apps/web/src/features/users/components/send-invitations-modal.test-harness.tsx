import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import { writeSession } from '../../../lib/session-storage';
import { renderWithRouter, testSession } from '../../../testing/render';
import { SendInvitationsModal, type SiteOption } from './send-invitations-modal';

export const SITE_OPTIONS: SiteOption[] = [
  { value: '0190f5a2-0000-7000-8000-000000000901', label: 'Brisbane Depot' },
  { value: '0190f5a2-0000-7000-8000-000000000902', label: 'Cairns Yard' },
];

function Harness() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <Notifications />
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <SendInvitationsModal opened={opened} onClose={() => setOpened(false)} sites={SITE_OPTIONS} />
    </>
  );
}

/** The modal, open, signed in as an administrator (token stored for the API client). */
export function renderModal() {
  const session = testSession({ role: 'ADMIN' });
  if (session.user) writeSession('acme', 'token-123', session.user);
  return renderWithRouter({ routes: [{ path: '/', element: <Harness /> }], url: '/', session });
}
