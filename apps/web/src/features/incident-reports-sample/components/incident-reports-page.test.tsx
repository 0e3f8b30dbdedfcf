import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../testing/fetch';
import { renderWithRouter, testSession } from '../../../testing/render';
import { IncidentReportsPage } from './incident-reports-page';

function renderSample() {
  // No route is scripted: any request to the server fails the test.
  const calls = stubFetch({});
  renderWithRouter({
    routes: [{ path: '/incident-reports', element: <IncidentReportsPage /> }],
    url: '/incident-reports',
    session: testSession({ role: 'MANAGER' }),
  });
  return calls;
}

const visibleCards = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem');

describe('Incident Reports sample screen', { timeout: 15_000 }, () => {
  it('shows pending reports first and switches tabs', async () => {
    const calls = renderSample();
    expect(screen.getByRole('heading', { level: 1, name: 'Incident Reports' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Pending', 'Archived', 'Recent']);
    const first = visibleCards()[0]!;
    expect(first).toHaveTextContent('Slip and fall');
    expect(first).toHaveTextContent('Date: 03/03/2026');
    expect(first).toHaveTextContent('Location: Fortitude Valley Warehouse, Brisbane');
    expect(first).toHaveTextContent('Submitted By: Mia Nguyen');
    expect(first).toHaveTextContent('Status:Pending');
    await userEvent.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(visibleCards().map((c) => within(c).getAllByText(/./)[0]?.textContent)).toEqual([
      'Chemical splash',
      'Manual handling strain',
    ]);
    expect(calls).toHaveLength(0);
  });

  it('expands a card to show the description and extra info', async () => {
    renderSample();
    expect(screen.queryByText(/coolant near loading dock/)).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /^Slip and fall/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/coolant near loading dock/)).toBeInTheDocument();
    expect(screen.getByText(/Spill kit was restocked/)).toBeInTheDocument();
    // A report without extra info shows no Extra Info line.
    await userEvent.click(screen.getByRole('button', { name: /^Heat stress/ }));
    expect(screen.getAllByText('Extra Info:')).toHaveLength(1);
  });

  it('edits a report inline and keeps the change locally', async () => {
    const calls = renderSample();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Heat stress' }));
    const form = screen.getByRole('form', { name: 'Edit Heat stress report' });
    const location = within(form).getByRole('textbox', { name: 'Location' });
    await userEvent.clear(location);
    await userEvent.type(location, 'Rockhampton Depot');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'Accepted');
    expect(within(form).getByRole('textbox', { name: 'Type' })).toHaveValue('Heat stress');
    expect(within(form).getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Submitted By' })).toHaveValue('Liam OConnor');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const card = visibleCards()[1]!;
    expect(card).toHaveTextContent('Location: Rockhampton Depot');
    expect(card).toHaveTextContent('Status:Accepted');
    expect(calls).toHaveLength(0);
  });
});
