import { MESSAGES } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fetch';
import {
  INCIDENT_PATH,
  incidentFixture,
  incidentLoaded,
  incidentReplies,
  renderIncidentPage,
  stubIncident,
} from '../testing/incident-fixtures';

const SLOW = { timeout: 30_000 };

const incident = incidentFixture({ status: 'INVESTIGATING', permissions: { can_change_status: true } });

async function choose(item: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Change status' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('Status menu', SLOW, () => {
  it('moves the incident and shows a 409 refusal from the server', async () => {
    let refuse = true;
    const calls = stubIncident(incident, {
      [`GET ${INCIDENT_PATH}`]: incidentReplies(incident, { ...incident, status: 'CLOSED' }),
      [`PUT ${INCIDENT_PATH}/status`]: () =>
        refuse
          ? jsonResponse(
              {
                error: {
                  code: 'ILLEGAL_TRANSITION',
                  message: MESSAGES.incident.illegalTransition('INVESTIGATING', 'COMPLETED'),
                },
              },
              { status: 409 },
            )
          : jsonResponse({ incident: { ...incident, status: 'CLOSED' } }),
    });
    renderIncidentPage('MANAGER');
    await choose('Mark completed');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MESSAGES.incident.illegalTransition('INVESTIGATING', 'COMPLETED'),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'COMPLETED' });

    refuse = false;
    await choose('Close');
    await waitFor(() =>
      expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('CLOSED'),
    );
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({ status: 'CLOSED' });
  });

  it('sending back needs a reason, which is sent with the move to DRAFT', async () => {
    const calls = stubIncident(incident, {
      [`PUT ${INCIDENT_PATH}/status`]: jsonResponse({ incident: { ...incident, status: 'DRAFT' } }),
    });
    renderIncidentPage('MANAGER');
    await choose('Send back to reporter');
    const dialog = await screen.findByRole('dialog', { name: 'Send back to reporter' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back to reporter' }));
    expect(
      await within(dialog).findByText('Enter a reason for sending the incident back'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Add the witness names');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back to reporter' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        status: 'DRAFT',
        reason: 'Add the witness names',
      }),
    );
  });

  it('is not offered without permission', async () => {
    stubIncident(incidentFixture({ status: 'INVESTIGATING' }));
    renderIncidentPage('MANAGER');
    await incidentLoaded();
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
  });
});
