import { MESSAGES } from '@app/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderModal, SITE_OPTIONS } from './send-invitations-modal.test-harness';

// Modal and table renders are heavy in jsdom; the CI machine has two shared cores.
const SLOW = { timeout: 30_000 };

afterEach(() => notifications.clean());

const T = MESSAGES.invitationsTab;
const sent = (count: number) => jsonResponse({ invitations: [], count }, { status: 201 });

/** Fills a person's fields by pasting (one change per field keeps the tests quick on two cores). */
async function fillRow(n: number, first: string, last: string, email: string) {
  const row = within(screen.getByRole('group', { name: `Person ${n}` }));
  const fields: [string, string][] = [
    [T.firstName, first],
    [T.lastName, last],
    [T.emailAddress, email],
  ];
  for (const [label, value] of fields) {
    if (!value) continue;
    await userEvent.click(row.getByRole('textbox', { name: label }));
    await userEvent.paste(value);
  }
}

const dialog = () => screen.getByRole('dialog', { name: T.modalTitle });
const submit = () => screen.getByRole('button', { name: T.submit });

describe('Send Invitations modal, manual entry', SLOW, () => {
  it('opens with focus inside, one row of required fields, role Staff and no site', async () => {
    stubFetch({});
    renderModal();
    await waitFor(() => expect(screen.getByRole('textbox', { name: T.firstName })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: T.manualEntry })).toBeChecked();
    expect(screen.getAllByRole('group', { name: /^Person/ })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: T.emailAddress })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: T.firstName })).toBeRequired();
    expect(screen.queryByRole('button', { name: /^Remove person/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: T.role })).toHaveDisplayValue('Staff');
    expect(screen.getByRole('combobox', { name: T.site })).toHaveDisplayValue(T.noSite);
    expect(screen.getByRole('option', { name: 'Admin' })).toBeInTheDocument();
  });

  it('adds rows, removes one, drops rows with a blank field and sends the rest', async () => {
    const calls = stubFetch({ 'POST /api/invitations': sent(2) });
    renderModal();
    await userEvent.click(screen.getByRole('button', { name: T.addAnother }));
    await userEvent.click(screen.getByRole('button', { name: T.addAnother }));
    await userEvent.click(screen.getByRole('button', { name: T.addAnother }));
    expect(screen.getAllByRole('group', { name: /^Person/ })).toHaveLength(4);
    expect(
      within(screen.getByRole('group', { name: 'Person 4' })).getByRole('textbox', { name: T.firstName }),
    ).toHaveFocus();
    await fillRow(1, 'Ana', 'Bell', 'Ana.Bell@Acme.example ');
    await fillRow(2, 'Gone', '', '');
    await fillRow(3, 'No surname', '', '');
    await fillRow(4, 'Cy', 'Dow', 'cy@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Remove person 2' }));
    expect(screen.getAllByRole('group', { name: /^Person/ })).toHaveLength(3);
    expect(screen.queryByDisplayValue('Gone')).not.toBeInTheDocument();
    expect(screen.getByDisplayValue('No surname')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: T.role }), 'Manager');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: T.site }), 'Cairns Yard');
    await userEvent.click(submit());

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      emails: [
        { first_name: 'Ana', last_name: 'Bell', email: 'ana.bell@acme.example' },
        { first_name: 'Cy', last_name: 'Dow', email: 'cy@acme.example' },
      ],
      role: 'MANAGER',
      location_id: SITE_OPTIONS[1]!.value,
    });
  });

  it('sends no request and says why when no complete row remains', async () => {
    const calls = stubFetch({});
    renderModal();
    await fillRow(1, 'Ana', '', '');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invitations.noRecipients);
    expect(calls).toHaveLength(0);
  });

  it('marks an invalid e-mail address on its field and sends nothing', async () => {
    const calls = stubFetch({});
    renderModal();
    await fillRow(1, 'Ana', 'Bell', 'not-an-address');
    await userEvent.click(submit());
    const email = screen.getByRole('textbox', { name: T.emailAddress });
    await waitFor(() => expect(email).toHaveAccessibleDescription(MESSAGES.validation.emailInvalid));
    expect(calls).toHaveLength(0);
  });

  it("reads 'Sending...' while busy, then closes, notifies and resets the form", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubFetch({
      'POST /api/invitations': async () => {
        await gate;
        return sent(1);
      },
    });
    renderModal();
    await fillRow(1, 'Ana', 'Bell', 'ana@acme.example');
    await userEvent.click(screen.getByRole('button', { name: T.addAnother }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: T.role }), 'Admin');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: T.site }), 'Brisbane Depot');
    await userEvent.click(submit());
    expect(await screen.findByRole('button', { name: T.sending })).toBeDisabled();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(T.sent(1))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getAllByRole('group', { name: /^Person/ })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: T.firstName })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: T.role })).toHaveValue('STAFF');
    expect(screen.getByRole('combobox', { name: T.site })).toHaveValue('');
    expect(screen.getByRole('radio', { name: T.manualEntry })).toBeChecked();
  });

  it('alerts the failure and keeps the modal open with everything typed', async () => {
    const message = 'ana@acme.example already has a pending invitation. Resend it instead.';
    stubFetch({
      'POST /api/invitations': jsonResponse({ error: { code: 'CONFLICT', message } }, { status: 409 }),
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderModal();
    await fillRow(1, 'Ana', 'Bell', 'ana@acme.example');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: T.role }), 'Investigator');
    await userEvent.click(submit());
    await waitFor(() => expect(alert).toHaveBeenCalledWith(`Failed to send invitations: ${message}`));
    expect(dialog()).toBeInTheDocument();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: T.emailAddress })).toHaveValue('ana@acme.example');
    expect(screen.getByRole('combobox', { name: T.role })).toHaveValue('INVESTIGATOR');
    expect(submit()).toBeEnabled();
  });

  it('closes on Escape and keeps what was typed for next time', async () => {
    stubFetch({});
    renderModal();
    await fillRow(1, 'Ana', '', '');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: T.firstName })).toHaveValue('Ana');
  });
});
