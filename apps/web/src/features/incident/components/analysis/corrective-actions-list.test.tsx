import { MESSAGES } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../testing/fetch';
import {
  ANALYSIS_PATH,
  incidentFixture,
  renderIncidentPage,
  stubIncident,
} from '../../testing/incident-fixtures';
import { ACTION_PLANNED, completedAnalysis, correctiveAction } from './analysis-fixtures';

const SLOW = { timeout: 30_000 };
const A = MESSAGES.analysis;

const ACTION_PATH = `/api/rca/corrective-actions/${ACTION_PLANNED}`;
const TITLE = 'Long term: Fit bollards along the walkway';
const ALEX = '0190f5a2-0000-7000-8000-000000000031';
const item = () => screen.getByRole('article', { name: TITLE });
const value = (label: string) =>
  within(item()).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

const users = jsonResponse({
  users: [
    {
      id: ALEX,
      first_name: 'Alex',
      last_name: 'Kim',
      email: 'alex.kim@acme.example',
      role: 'MANAGER',
      location_id: null,
      location_name: null,
      is_active: true,
      last_login_at: null,
    },
  ],
  total: 1,
});

type Routes = Parameters<typeof stubIncident>[1];

async function renderActions(routes: Routes, canManage = true) {
  const data = completedAnalysis({ corrective_actions: [correctiveAction()] });
  const calls = stubIncident(incidentFixture(), {
    [`GET ${ANALYSIS_PATH}`]: jsonResponse({
      ...data,
      permissions: { ...data.permissions, can_manage_actions: canManage },
    }),
    'GET /api/admin/users': users,
    ...routes,
  });
  renderIncidentPage();
  await screen.findByRole('heading', { level: 2, name: A.correctiveActionsTitle });
  return calls;
}

/** Each PUT answers with the next version of the action. */
function versions(...overrides: Parameters<typeof correctiveAction>[0][]) {
  let call = 0;
  return () =>
    jsonResponse({ corrective_action: correctiveAction(overrides[Math.min(call++, overrides.length - 1)]) });
}

describe('Corrective actions list', SLOW, () => {
  it('shows type, description, priority, status, owner role, assignee, target date and verification', async () => {
    await renderActions({});
    expect(within(item()).getByText('PLANNED')).toBeInTheDocument();
    expect(value('Type')).toHaveTextContent('Long term');
    expect(value('Priority')).toHaveTextContent('HIGH');
    expect(value('Responsible role')).toHaveTextContent('Site manager');
    expect(value('Assignee')).toHaveTextContent('Unassigned');
    expect(value('Target date')).toHaveTextContent('03/06/2026');
    expect(value('Verification method')).toHaveTextContent('Site inspection with photos');
  });

  it('assigns a person, starts the action and completes it with a verification note', async () => {
    const user = userEvent.setup();
    const assigned = { assignee_user_id: ALEX, assignee_name: 'Alex Kim' };
    const calls = await renderActions({
      [`PUT ${ACTION_PATH}`]: versions(
        assigned,
        { ...assigned, status: 'IN_PROGRESS' },
        {
          ...assigned,
          status: 'COMPLETED',
          verification_note: 'Bollards fitted and photographed',
          completed_by_name: 'Morgan Lee',
          completed_at: '2026-03-10T03:00:00.000Z',
        },
      ),
    });
    const select = within(item()).getByRole('combobox', { name: 'Assign to' });
    await within(select).findByRole('option', { name: 'Alex Kim' });
    const usersCall = calls.find((c) => c.url.pathname === '/api/admin/users');
    expect(usersCall?.url.searchParams.get('status')).toBe('active');
    await user.selectOptions(select, 'Alex Kim');
    await screen.findByText('Alex Kim', { selector: 'dd' });
    expect(within(item()).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();

    await user.click(within(item()).getByRole('button', { name: 'Start' }));
    expect(await within(item()).findByText('IN_PROGRESS')).toBeInTheDocument();

    await user.click(within(item()).getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete corrective action' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    expect(within(dialog).getByText(A.verificationRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Verification note/ }),
      'Bollards fitted and photographed',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark completed' }));

    expect(await within(item()).findByText('COMPLETED')).toBeInTheDocument();
    expect(value('Verification note')).toHaveTextContent('Bollards fitted and photographed');
    expect(item()).toHaveTextContent('Completed by Morgan Lee on 10 Mar 2026, 3:00 am');
    expect(within(item()).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { assignee_user_id: ALEX },
      { status: 'IN_PROGRESS' },
      { status: 'COMPLETED', verification_note: 'Bollards fitted and photographed' },
    ]);
  });

  it('shows a refusal inline under the action', async () => {
    const user = userEvent.setup();
    const message = A.illegalActionTransition('COMPLETED', 'IN_PROGRESS');
    await renderActions({
      [`PUT ${ACTION_PATH}`]: jsonResponse({ error: { code: 'CONFLICT', message } }, { status: 409 }),
    });
    await user.click(within(item()).getByRole('button', { name: 'Start' }));
    expect(await within(item()).findByRole('alert')).toHaveTextContent(message);
    expect(within(item()).getByText('PLANNED')).toBeInTheDocument();
  });

  it('offers no controls and loads no users without permission', async () => {
    const calls = await renderActions({}, false);
    expect(within(item()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(item()).queryByRole('combobox')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/admin/users')).toBe(false);
  });
});
