import { MESSAGES } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
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

describe('Notifiability panel', SLOW, () => {
  it('tells what to do for a notifiable incident and records the notification', async () => {
    const incident = incidentFixture({
      notifiable: 'yes',
      report_type: 'INJURY',
      workcover_due_date: '2026-03-17',
      permissions: { can_record_notification: true },
    });
    const notified = incidentFixture({
      ...incident,
      notified_at: '2026-03-05T02:10:00.000Z',
      notified_by: 'Morgan Lee',
      notification_method: 'online',
      whsq_reference: 'WHSQ-123',
    });
    const calls = stubIncident(incident, {
      [`GET ${INCIDENT_PATH}`]: incidentReplies(incident, notified),
      [`POST ${INCIDENT_PATH}/notification`]: jsonResponse({ incident: notified }),
    });
    renderIncidentPage('MANAGER');
    expect(await screen.findByText(MESSAGES.incident.notifyNow)).toBeInTheDocument();
    expect(
      screen.getByText(/1300 362 128 or with the online incident notification form/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/except to assist an injured person, remove a deceased person/),
    ).toBeInTheDocument();
    expect(screen.getByText(/written notice within 48 hours/)).toBeInTheDocument();
    expect(screen.getByText(/^Reported \d+ days? ago$/)).toBeInTheDocument();
    expect(screen.getByText('WorkCover claim report due by 17/03/2026')).toBeInTheDocument();

    expect(screen.getByLabelText(/Who notified WHSQ/)).toHaveValue('Morgan Lee');
    expect(screen.getByLabelText(/^When/)).not.toHaveValue('');
    await userEvent.clear(screen.getByLabelText(/^When/));
    await userEvent.type(screen.getByLabelText(/^When/), '2026-03-05T12:10');
    await userEvent.selectOptions(screen.getByLabelText(/^How/), 'Online form');
    await userEvent.click(screen.getByRole('button', { name: 'Record notification' }));
    // The reference is required before anything is sent.
    expect(await screen.findByText('Enter the WHSQ reference')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText(/WHSQ reference/), 'WHSQ-123');
    await userEvent.click(screen.getByRole('button', { name: 'Record notification' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      notified_at: '2026-03-05T12:10:00.000Z',
      method: 'online',
      whsq_reference: 'WHSQ-123',
      notified_by: 'Morgan Lee',
    });
    expect(await screen.findByText(MESSAGES.incident.retentionLock)).toBeInTheDocument();
    expect(screen.getByText('WHSQ-123')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record notification' })).not.toBeInTheDocument();
  });

  it('shows the possibly-notifiable text without a form when the user may not record', async () => {
    stubIncident(incidentFixture({ notifiable: 'possible' }));
    renderIncidentPage('STAFF');
    expect(await screen.findByText(MESSAGES.incident.possiblyNotifiable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record notification' })).not.toBeInTheDocument();
    expect(screen.queryByText(/WorkCover claim report/)).not.toBeInTheDocument();
  });

  it('shows no panel for an incident that is not notifiable', async () => {
    stubIncident(incidentFixture({ notifiable: 'no', permissions: { can_record_notification: true } }));
    renderIncidentPage('MANAGER');
    await incidentLoaded();
    expect(screen.queryByText(MESSAGES.incident.notifyNow)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.incident.possiblyNotifiable)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record notification' })).not.toBeInTheDocument();
  });
});
