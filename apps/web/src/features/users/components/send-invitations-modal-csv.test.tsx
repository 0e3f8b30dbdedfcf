import { INVITATION_CSV_TEMPLATE, MESSAGES } from '@app/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderModal, SITE_OPTIONS } from './send-invitations-modal.test-harness';

// Modal and table renders are heavy in jsdom; the CI machine has two shared cores.
const SLOW = { timeout: 30_000 };

const T = MESSAGES.invitationsTab;
// userEvent would silently drop a file the input's `accept` rejects; the screen must reject it itself.
const user = () => userEvent.setup({ applyAccept: false });
const csvFile = (text: string, name = 'people.csv') => new File([text], name, { type: 'text/csv' });
const fileInput = () => screen.getByLabelText(new RegExp(`^${T.csvFile}`)) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: T.submit });

async function chooseCsvMethod() {
  await userEvent.click(screen.getByRole('radio', { name: T.csvUpload }));
}

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:template'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
});

afterEach(() => {
  notifications.clean();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('Send Invitations modal, CSV upload', SLOW, () => {
  it('explains the columns and accepts only .csv files', async () => {
    stubFetch({});
    renderModal();
    await chooseCsvMethod();
    expect(fileInput()).toHaveAttribute('accept', '.csv,text/csv');
    expect(fileInput()).toHaveAccessibleDescription(T.csvHelp);
    await user().upload(fileInput(), new File(['x'], 'people.xlsx'));
    expect(await screen.findByText(T.csvMustBeCsv)).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a file when none is chosen', async () => {
    const calls = stubFetch({});
    renderModal();
    await chooseCsvMethod();
    await userEvent.click(submit());
    expect(await screen.findByText(T.csvRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('previews the rows, lists each bad line and keeps Send disabled while there are errors', async () => {
    stubFetch({});
    renderModal();
    await chooseCsvMethod();
    const text =
      'email,first_name,last_name\nana@acme.example,Ana,Bell\nnot-an-address,Bo,Cole\nbo@acme.example,,Cole\n';
    await user().upload(fileInput(), csvFile(text));
    const errors = await screen.findByRole('alert');
    expect(within(errors).getByText('Line 3: Enter a valid email address')).toBeInTheDocument();
    expect(within(errors).getByText('Line 4: First name is required')).toBeInTheDocument();
    expect(screen.getByText(T.preview(1))).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('ana@acme.example')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('sends the file text with the role and site once the file is clean', async () => {
    const calls = stubFetch({
      'POST /api/invitations': jsonResponse({ invitations: [], count: 2 }, { status: 201 }),
    });
    renderModal();
    await chooseCsvMethod();
    const text =
      'email,first_name,last_name,role\nana@acme.example,Ana,Bell,MANAGER\nbo@acme.example,Bo,Cole,\n';
    await user().upload(fileInput(), csvFile(text));
    expect(await screen.findByText(T.preview(2))).toBeInTheDocument();
    const preview = within(screen.getByRole('table', { name: 'People in the CSV file' }));
    expect(preview.getByText('Manager')).toBeInTheDocument();
    expect(preview.getByText('Role from the form')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: T.role }), 'Investigator');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: T.site }), 'Brisbane Depot');
    await userEvent.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      csvContent: text,
      role: 'INVESTIGATOR',
      location_id: SITE_OPTIONS[0]!.value,
    });
    expect(await screen.findByText(T.sent(2))).toBeInTheDocument();
  });

  it('Download Template saves invitation-template.csv with the template text', async () => {
    stubFetch({});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderModal();
    await chooseCsvMethod();
    await userEvent.click(screen.getByRole('button', { name: T.downloadTemplate }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('invitation-template.csv');
    expect(link.href).toBe('blob:template');
    expect(link.isConnected).toBe(false);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe(INVITATION_CSV_TEMPLATE);
    expect(blob.type).toMatch(/^text\/csv/);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:template'));
  });
});
