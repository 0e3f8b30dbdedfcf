import { MESSAGES } from '@app/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fetch';
import {
  INCIDENT_PATH,
  incidentFixture,
  incidentLoaded,
  incidentReplies,
  REPORTER_ID,
  rememberOrigin,
  renderIncidentPage,
  stubIncident,
} from '../testing/incident-fixtures';

const SLOW = { timeout: 30_000 };
configure({ asyncUtilTimeout: 3_500 });

const actions = () => within(screen.getByRole('group', { name: 'Incident actions' }));
const conflict = (message: string) => jsonResponse({ error: { code: 'CONFLICT', message } }, { status: 409 });

describe('Approving an incident', SLOW, () => {
  it('from the queue: Submit opens the dialog, sends the default comment and returns to the queue', async () => {
    rememberOrigin('manager-queue');
    const calls = stubIncident(incidentFixture({ permissions: { can_approve: true } }), {
      [`POST ${INCIDENT_PATH}/approve`]: jsonResponse({
        incident: incidentFixture({ status: 'INVESTIGATING' }),
      }),
    });
    renderIncidentPage('MANAGER');
    await incidentLoaded();
    expect(actions().getByRole('link', { name: MESSAGES.incident.backToQueue })).toHaveAttribute(
      'href',
      '/manager-queue',
    );
    await userEvent.click(actions().getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Incident' });
    expect(within(dialog).getByPlaceholderText('Add approval comments (optional)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve Incident' }));
    expect(await screen.findByText(/Incident INC-2026-0042 approved/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      comments: MESSAGES.incident.approvedViaQueue,
    });
    expect(await screen.findByText('Now at /manager-queue?approved=INC-2026-0042')).toBeInTheDocument();
  });

  it('elsewhere: an origin for another incident is ignored; typed comments are sent; failures show', async () => {
    rememberOrigin('manager-queue', 'another-incident');
    let fail: 'server' | 'network' = 'server';
    const calls = stubIncident(incidentFixture({ permissions: { can_approve: true } }), {
      [`POST ${INCIDENT_PATH}/approve`]: () => {
        if (fail === 'network') throw new TypeError('Failed to fetch');
        return jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 });
      },
    });
    renderIncidentPage('MANAGER');
    await incidentLoaded();
    expect(actions().getByRole('link', { name: MESSAGES.incident.backToIncidents })).toHaveAttribute(
      'href',
      '/all-incidents',
    );
    await userEvent.click(actions().getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Incident' });
    await userEvent.type(
      within(dialog).getByPlaceholderText(MESSAGES.incident.approvePlaceholder),
      'Looks right',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve Incident' }));
    expect(await within(dialog).findByText(MESSAGES.incident.approveFailed)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ comments: 'Looks right' });

    fail = 'network';
    await userEvent.clear(within(dialog).getByPlaceholderText(MESSAGES.incident.approvePlaceholder));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve Incident' }));
    expect(await within(dialog).findByText(MESSAGES.incident.networkError)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({
      comments: MESSAGES.incident.approvedViaReview,
    });
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
  });
});

describe('Draft owner', SLOW, () => {
  const draft = incidentFixture({
    status: 'DRAFT',
    witness_names: 'Alex',
    permissions: { can_edit: true, can_complete: true },
  });

  it('edits: Save Changes sends only the changed fields and leaves edit mode', async () => {
    const saved = { ...draft, witness_names: 'Alex, Jo', police_notified: true };
    const calls = stubIncident(draft, {
      [`GET ${INCIDENT_PATH}`]: incidentReplies(draft, saved),
      [`PUT ${INCIDENT_PATH}`]: jsonResponse({ incident: saved }),
    });
    renderIncidentPage('STAFF', REPORTER_ID);
    await incidentLoaded();
    expect(actions().getByRole('link', { name: MESSAGES.incident.backToDrafts })).toHaveAttribute(
      'href',
      '/drafts',
    );
    await userEvent.click(actions().getByRole('button', { name: 'Edit Incident' }));
    await userEvent.type(screen.getByLabelText('Witnesses'), ', Jo');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Police notified' }));
    await userEvent.click(actions().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByLabelText('Witnesses')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      witness_names: 'Alex, Jo',
      police_notified: true,
    });
    expect(screen.getByText('Alex, Jo')).toBeInTheDocument();
  });

  it('a failed save keeps the edits and says why; Cancel discards them', async () => {
    const calls = stubIncident(draft, { [`PUT ${INCIDENT_PATH}`]: conflict('Only the reporter may edit') });
    renderIncidentPage('STAFF', REPORTER_ID);
    await incidentLoaded();
    await userEvent.click(actions().getByRole('button', { name: 'Edit Incident' }));
    await userEvent.type(screen.getByLabelText('What happened'), 'Pallet slipped');
    await userEvent.click(actions().getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.incident.saveFailed);
    expect(alert).toHaveTextContent('Only the reporter may edit');
    expect(screen.getByLabelText('What happened')).toHaveValue('Pallet slipped');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ description: 'Pallet slipped' });

    await userEvent.click(actions().getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('What happened')).not.toBeInTheDocument();
    expect(screen.queryByText('Pallet slipped')).not.toBeInTheDocument();
  });

  it('Complete Draft confirms, shows a refusal, then submits and goes to the drafts', async () => {
    let refuse = true;
    const calls = stubIncident(draft, {
      [`PUT ${INCIDENT_PATH}`]: () =>
        refuse
          ? jsonResponse(
              {
                error: { code: 'DRAFT_INCOMPLETE', message: MESSAGES.incident.draftIncomplete(['Location']) },
              },
              { status: 400 },
            )
          : jsonResponse({ incident: { ...draft, status: 'SUBMITTED' } }),
    });
    renderIncidentPage('STAFF', REPORTER_ID);
    await incidentLoaded();
    await userEvent.click(actions().getByRole('button', { name: 'Complete Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Draft' });
    expect(within(dialog).getByText(MESSAGES.incident.completeConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Draft' }));
    expect(
      await within(dialog).findByText(MESSAGES.incident.draftIncomplete(['Location'])),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'SUBMITTED',
      manager_comments: MESSAGES.incident.draftCompleted,
    });

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.incident.draftCompleted);
    expect(await screen.findByText('Now at /drafts')).toBeInTheDocument();
  });
});

describe('Without permissions', SLOW, () => {
  it('offers only the way back: to all incidents for a manager, to the drafts for staff', async () => {
    rememberOrigin('all-incidents');
    stubIncident(incidentFixture());
    const { unmount } = renderIncidentPage('MANAGER');
    await incidentLoaded();
    expect(
      actions()
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([MESSAGES.incident.backToIncidents]);
    expect(actions().queryAllByRole('button')).toHaveLength(0);
    unmount();

    renderIncidentPage('STAFF');
    await incidentLoaded();
    expect(actions().getByRole('link', { name: MESSAGES.incident.backToDrafts })).toHaveAttribute(
      'href',
      '/drafts',
    );
    expect(actions().queryAllByRole('button')).toHaveLength(0);
  });
});
