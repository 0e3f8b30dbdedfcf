import { type Invitation, MESSAGES } from '@app/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { viewport } from '../../../testing/viewport';
import { invitation, jane, renderUsersPage, SITES } from '../testing/users-fixtures';

// Modal and table renders are heavy in jsdom; the CI machine has two shared cores.
const SLOW = { timeout: 30_000 };

afterEach(() => {
  notifications.clean();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

function defineOwn(target: object, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, configurable: true });
}

const pending = invitation(201, { email: 'a@b.c', first_name: 'Ana', last_name: 'Bell' });
const accepted = invitation(202, { status: 'ACCEPTED', location_name: 'Cairns Yard' });
const expired = invitation(203, { status: 'EXPIRED', invited_by_name: null });
const revoked = invitation(204, { status: 'REVOKED' });

function stubScreen(
  invitations: Invitation[] | (() => Response),
  extra: Parameters<typeof stubFetch>[0] = {},
) {
  return stubFetch({
    'GET /api/admin/users': jsonResponse({ users: [jane], total: 1 }),
    'GET /api/admin/sites': jsonResponse({ sites: SITES }),
    'GET /api/invitations': typeof invitations === 'function' ? invitations : jsonResponse({ invitations }),
    ...extra,
  });
}

const openTab = () => userEvent.click(screen.getByRole('tab', { name: MESSAGES.users.tabInvitations }));
const row = (email: string) => screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;

describe('Invitations tab', SLOW, () => {
  it('shows 50 invitations a page with the range, and moves to the next page', async () => {
    stubScreen(Array.from({ length: 120 }, (_, i) => invitation(300 + i)));
    renderUsersPage('ADMIN');
    await openTab();
    expect(await screen.findByText('Showing 1–50 of 120')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'invitee300@acme.example' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'invitee350@acme.example' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 51–100 of 120')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'invitee350@acme.example' })).toBeInTheDocument();
  });

  it('shows the eight columns, names, role labels, sites, text statuses and en-US expiry (spec 01 section 9)', async () => {
    stubScreen([pending, accepted, expired, revoked]);
    renderUsersPage('ADMIN');
    await openTab();
    await screen.findByRole('cell', { name: 'a@b.c' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      ...MESSAGES.invitationsTab.columns,
    ]);
    const ana = within(row('a@b.c'));
    expect(ana.getByText('Ana Bell')).toBeInTheDocument();
    expect(ana.getByText('Staff')).toBeInTheDocument();
    expect(ana.getByText(MESSAGES.users.noSite)).toBeInTheDocument();
    expect(ana.getByText('Pending')).toBeInTheDocument();
    expect(ana.getByText('Alex Admin')).toBeInTheDocument();
    expect(ana.getByText(/^Mar 5, 2026, 2:30\sPM$/)).toBeInTheDocument();
    expect(within(row(accepted.email)).getByText('Accepted')).toBeInTheDocument();
    expect(within(row(accepted.email)).getByText('Cairns Yard')).toBeInTheDocument();
    expect(within(row(expired.email)).getByText('Expired')).toBeInTheDocument();
    expect(within(row(revoked.email)).getByText('Revoked')).toBeInTheDocument();
  });

  it('offers Copy Link, Resend and Revoke on pending rows only, to an admin only', async () => {
    stubScreen([pending, accepted, expired]);
    const { unmount } = renderUsersPage('ADMIN');
    await openTab();
    await screen.findByRole('cell', { name: 'a@b.c' });
    expect(screen.getAllByRole('button', { name: /^Copy Link for / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Copy Link for a@b.c' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend invitation to a@b.c' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke invitation for a@b.c' })).toBeInTheDocument();
    unmount();

    renderUsersPage('MANAGER');
    await openTab();
    await screen.findByRole('cell', { name: 'a@b.c' });
    expect(screen.queryByRole('button', { name: /Copy Link|Resend|Revoke/ })).not.toBeInTheDocument();
  });

  it("shows 'No invitations found' when there are none", async () => {
    stubScreen([]);
    renderUsersPage('ADMIN');
    await openTab();
    expect(await screen.findByText(MESSAGES.invitationsTab.empty)).toBeInTheDocument();
  });

  it("shows 'Send Invitation' only on this tab and only to an admin", async () => {
    stubScreen([]);
    const { unmount } = renderUsersPage('ADMIN');
    await screen.findByRole('cell', { name: 'Jane Citizen' });
    const send = { name: MESSAGES.invitationsTab.sendButton };
    expect(screen.queryByRole('button', send)).not.toBeInTheDocument();
    await openTab();
    expect(screen.getByRole('button', send)).toBeInTheDocument();
    unmount();

    renderUsersPage('MANAGER', '/users?tab=invitations');
    expect(await screen.findByText(MESSAGES.invitationsTab.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', send)).not.toBeInTheDocument();
  });

  it('Send Invitation opens the modal; a successful send closes it and reloads the list', async () => {
    let lists = 0;
    const calls = stubScreen(
      () => {
        lists += 1;
        return jsonResponse({ invitations: lists === 1 ? [] : [pending] });
      },
      { 'POST /api/invitations': jsonResponse({ invitations: [pending], count: 1 }, { status: 201 }) },
    );
    renderUsersPage('ADMIN', '/users?tab=invitations');
    await screen.findByText(MESSAGES.invitationsTab.empty);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.invitationsTab.sendButton }));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.invitationsTab.modalTitle });
    expect(within(dialog).getByRole('option', { name: 'Cairns Yard' })).toBeInTheDocument();
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    for (const [name, value] of [
      [MESSAGES.invitationsTab.firstName, 'Ana'],
      [MESSAGES.invitationsTab.lastName, 'Bell'],
      [MESSAGES.invitationsTab.emailAddress, 'ana.bell@acme.example'],
    ] as const) {
      await userEvent.click(field(name));
      await userEvent.paste(value);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.invitationsTab.submit }));
    expect(await screen.findByRole('cell', { name: 'a@b.c' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      emails: [{ first_name: 'Ana', last_name: 'Bell', email: 'ana.bell@acme.example' }],
      role: 'STAFF',
    });
  });

  it('Copy Link writes the invitation link to the clipboard and alerts', async () => {
    stubScreen([pending]);
    const writeText = vi.fn(async () => {});
    defineOwn(navigator, 'clipboard', { writeText });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderUsersPage('ADMIN', '/users?tab=invitations');
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Link for a@b.c' }));
    expect(writeText).toHaveBeenCalledWith(pending.invitation_link);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Invitation link copied to clipboard!'));
  });

  it('Copy Link falls back to a hidden textarea and execCommand("copy")', async () => {
    stubScreen([pending]);
    let copiedText = '';
    const execCommand = vi.fn((command: string) => {
      copiedText = (document.activeElement as HTMLTextAreaElement).value;
      return command === 'copy';
    });
    defineOwn(document, 'execCommand', execCommand);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderUsersPage('ADMIN', '/users?tab=invitations');
    const button = await screen.findByRole('button', { name: 'Copy Link for a@b.c' });
    await userEvent.click(button);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.invitationsTab.copied));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedText).toBe(pending.invitation_link);
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('Revoke asks first: cancelling sends nothing; confirming sends DELETE and refreshes the list', async () => {
    let lists = 0;
    const calls = stubScreen(
      () => {
        lists += 1;
        return jsonResponse({ invitations: [lists === 1 ? pending : { ...pending, status: 'REVOKED' }] });
      },
      {
        [`DELETE /api/invitations/${pending.id}`]: jsonResponse({
          invitation: { ...pending, status: 'REVOKED' },
        }),
      },
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderUsersPage('ADMIN', '/users?tab=invitations');
    const revoke = await screen.findByRole('button', { name: 'Revoke invitation for a@b.c' });
    await userEvent.click(revoke);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to revoke this invitation?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(revoke);
    expect(await screen.findByText('Invitation for a@b.c revoked')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(await within(row('a@b.c')).findByText('Revoked')).toBeInTheDocument();
    expect(lists).toBe(2);
  });

  it('Resend shows the server message when it fails, and refreshes the list', async () => {
    let lists = 0;
    stubScreen(
      () => {
        lists += 1;
        return jsonResponse({ invitations: [pending] });
      },
      {
        [`PUT /api/invitations/${pending.id}`]: jsonResponse(
          { error: { code: 'CONFLICT', message: MESSAGES.invitations.onlyPendingResend } },
          { status: 409 },
        ),
      },
    );
    renderUsersPage('ADMIN', '/users?tab=invitations');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend invitation to a@b.c' }));
    expect(await screen.findByText(MESSAGES.invitations.onlyPendingResend)).toBeInTheDocument();
    await waitFor(() => expect(lists).toBe(2));
  });

  it('Resend confirms success with a notification', async () => {
    const calls = stubScreen([pending], {
      [`PUT /api/invitations/${pending.id}`]: jsonResponse({ invitation: pending }),
    });
    renderUsersPage('ADMIN', '/users?tab=invitations');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend invitation to a@b.c' }));
    expect(await screen.findByText('Invitation resent to a@b.c')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toBeUndefined();
  });

  it('shows "Failed to load invitations" with the message and a working Try again', async () => {
    let lists = 0;
    stubScreen(() => {
      lists += 1;
      return lists === 1
        ? jsonResponse({ error: { code: 'INTERNAL', message: 'Service unavailable' } }, { status: 503 })
        : jsonResponse({ invitations: [pending] });
    });
    renderUsersPage('ADMIN', '/users?tab=invitations');
    expect(await screen.findByText(MESSAGES.invitations.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'a@b.c' })).toBeInTheDocument();
  });

  it('shows stacked cards with labelled fields on a narrow screen', async () => {
    viewport.width = 400;
    stubScreen([pending]);
    renderUsersPage('ADMIN', '/users?tab=invitations');
    const card = await screen.findByRole('listitem', { name: 'a@b.c' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Invited by:')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy Link for a@b.c' })).toBeInTheDocument();
  });
});
