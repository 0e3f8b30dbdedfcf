import { type AdminUser, MESSAGES } from '@app/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { viewport } from '../../../testing/viewport';
import { adminUser, jane, renderUsersPage, SITES } from '../testing/users-fixtures';

// Modal and table renders are heavy in jsdom; the CI machine has two shared cores.
const SLOW = { timeout: 30_000 };

const sam = adminUser(102, { first_name: 'Sam', last_name: 'Lee', role: 'ADMIN' });

/** GET /api/admin/users answers with each page in turn, repeating the last. */
function usersReplies(...pages: AdminUser[][]) {
  let call = 0;
  return () => {
    const users = pages[Math.min(call++, pages.length - 1)] ?? [];
    return jsonResponse({ users, total: users.length });
  };
}

function stubUsers(extra: Parameters<typeof stubFetch>[0] = {}, users: AdminUser[] = [jane, sam]) {
  return stubFetch({
    'GET /api/admin/users': usersReplies(users),
    'GET /api/admin/sites': jsonResponse({ sites: SITES }),
    ...extra,
  });
}

// The notifications store outlives a render; start every test without old toasts.
afterEach(() => notifications.clean());

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('Users tab', SLOW, () => {
  it('lists users with role labels, site or "No site assigned" and a text status', async () => {
    stubUsers({}, [jane, { ...sam, is_active: false }]);
    renderUsersPage('MANAGER');
    expect(screen.getByText('Loading users...')).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Jane Citizen' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([...MESSAGES.users.columns]);
    expect(within(row('Jane Citizen')).getByRole('cell', { name: 'Manager' })).toBeInTheDocument();
    expect(within(row('Jane Citizen')).getByRole('cell', { name: 'Brisbane Depot' })).toBeInTheDocument();
    expect(within(row('Jane Citizen')).getByText('Active')).toBeInTheDocument();
    expect(within(row('Sam Lee')).getByText('Administrator')).toBeInTheDocument();
    expect(within(row('Sam Lee')).getByText('No site assigned')).toBeInTheDocument();
    expect(within(row('Sam Lee')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it("shows 'View only' and no Edit to a manager, and loads no sites", async () => {
    const calls = stubUsers();
    renderUsersPage('MANAGER');
    await screen.findByRole('cell', { name: 'Jane Citizen' });
    expect(screen.getAllByText(MESSAGES.users.viewOnly)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/admin/sites')).toBe(false);
  });

  it('lets an admin change role and site; Save sends only the changes and shows the saved row', async () => {
    const saved = {
      ...jane,
      role: 'INVESTIGATOR' as const,
      location_id: SITES[1]!.id,
      location_name: 'Cairns Yard',
    };
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = stubUsers({
      'GET /api/admin/users': usersReplies([jane, sam], [saved, sam]),
      [`PUT /api/admin/users/${jane.id}`]: async () => {
        await gate;
        return jsonResponse({ user: saved });
      },
    });
    renderUsersPage('ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Jane Citizen' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Role for Jane Citizen' }),
      'Investigator',
    );
    const siteSelect = screen.getByRole('combobox', { name: 'Site for Jane Citizen' });
    await waitFor(() =>
      expect(within(siteSelect).getByRole('option', { name: 'Cairns Yard' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(siteSelect, 'Cairns Yard');
    const save = screen.getByRole('button', { name: 'Save changes to Jane Citizen' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('data-loading'));
    release();

    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Role for Jane Citizen' })).not.toBeInTheDocument(),
    );
    expect(within(row('Jane Citizen')).getByRole('cell', { name: 'Investigator' })).toBeInTheDocument();
    expect(within(row('Jane Citizen')).getByRole('cell', { name: 'Cairns Yard' })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ role: 'INVESTIGATOR', location_id: SITES[1]!.id });
    expect(put?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(await screen.findByText('Changes to Jane Citizen saved')).toBeInTheDocument();
  });

  it('Cancel discards the edits and sends nothing', async () => {
    const calls = stubUsers();
    renderUsersPage('ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Jane Citizen' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role for Jane Citizen' }), 'Staff');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel editing Jane Citizen' }));
    expect(screen.queryByRole('combobox', { name: 'Role for Jane Citizen' })).not.toBeInTheDocument();
    expect(within(row('Jane Citizen')).getByRole('cell', { name: 'Manager' })).toBeInTheDocument();
    // Editing again starts from the saved values, not the discarded ones.
    await userEvent.click(screen.getByRole('button', { name: 'Edit Jane Citizen' }));
    expect(screen.getByRole('combobox', { name: 'Role for Jane Citizen' })).toHaveValue('MANAGER');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server message in the row on a failed save and keeps the edits', async () => {
    stubUsers({
      [`PUT /api/admin/users/${sam.id}`]: jsonResponse(
        { error: { code: 'CONFLICT', message: MESSAGES.users.lastAdmin } },
        { status: 409 },
      ),
    });
    renderUsersPage('ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sam Lee' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role for Sam Lee' }), 'Staff');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes to Sam Lee' }));
    const message = await screen.findByText(MESSAGES.users.lastAdmin);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Role for Sam Lee' })).toHaveValue('STAFF');
  });

  it('asks before deactivating; declining sends nothing, confirming sends is_active false', async () => {
    const calls = stubUsers({
      [`PUT /api/admin/users/${jane.id}`]: jsonResponse({ user: { ...jane, is_active: false } }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderUsersPage('ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Jane Citizen' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Active: Jane Citizen' }));
    const save = screen.getByRole('button', { name: 'Save changes to Jane Citizen' });
    await userEvent.click(save);
    expect(confirm).toHaveBeenLastCalledWith(MESSAGES.users.deactivateConfirm('Jane Citizen'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(save);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ is_active: false }));
  });

  it("shows 'Error: {message}' instead of the screen when the users request fails", async () => {
    stubUsers({
      'GET /api/admin/users': jsonResponse(
        { error: { code: 'INTERNAL', message: 'Database offline' } },
        { status: 500 },
      ),
    });
    renderUsersPage('ADMIN');
    expect(await screen.findByText('Error: Database offline')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('searches on the server 300 ms after typing stops, from page 1', async () => {
    const calls = stubUsers();
    renderUsersPage('MANAGER');
    await screen.findByRole('cell', { name: 'Jane Citizen' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'jane');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('search')).toBe('jane'));
    const searches = calls.filter((c) => c.url.searchParams.has('search'));
    expect(searches).toHaveLength(1);
    expect(searches[0]?.url.searchParams.get('offset')).toBe('0');
    expect(searches[0]?.url.searchParams.get('limit')).toBe('50');
  });

  it('filters by role on the server', async () => {
    const calls = stubUsers();
    renderUsersPage('MANAGER');
    await screen.findByRole('cell', { name: 'Jane Citizen' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Investigator');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('role')).toBe('INVESTIGATOR'));
  });

  it('pages through 2,000 users 50 at a time', async () => {
    const calls = stubFetch({
      'GET /api/admin/users': () => {
        const offset = Number(calls.at(-1)?.url.searchParams.get('offset'));
        const users = Array.from({ length: 50 }, (_, i) => adminUser(offset + i + 1));
        return jsonResponse({ users, total: 2000 });
      },
    });
    renderUsersPage('MANAGER');
    expect(await screen.findByText('Showing 1–50 of 2000')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(51);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 51–100 of 2000')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'First51 Last51' })).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.get('offset')).toBe('50');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 101–150 of 2000')).toBeInTheDocument();
  });

  it('shows stacked cards on a narrow screen', async () => {
    viewport.width = 400;
    stubUsers();
    renderUsersPage('ADMIN');
    const card = await screen.findByRole('listitem', { name: 'Jane Citizen' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Manager')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Jane Citizen' })).toBeInTheDocument();
  });
});
