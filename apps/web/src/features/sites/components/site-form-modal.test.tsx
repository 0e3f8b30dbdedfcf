import { MESSAGES, type Site } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWithRouter } from '../../../testing/render';
import { SitesPage } from './sites-page';
import { ALEX, BRISBANE, MORGAN, PERTH, signedIn } from './test-fixtures';

const routes = [{ path: '/sites', element: <SitesPage /> }];
const SITE_PATH = `/api/admin/sites/${BRISBANE.id}`;

/** The list answers with `sites`; saving replies with `reply` (default: the saved site). */
function stubServer(options: { sites?: Site[]; reply?: Response } = {}) {
  let sites = options.sites ?? [BRISBANE];
  const save = () => {
    if (options.reply) return options.reply.clone();
    sites = [...sites, PERTH];
    return jsonResponse({ site: PERTH }, { status: 201 });
  };
  return stubFetch({
    'GET /api/admin/sites': () => jsonResponse({ sites }),
    'GET /api/admin/users': () => jsonResponse({ users: [MORGAN, ALEX], total: 2 }),
    'POST /api/admin/sites': save,
    [`PUT ${SITE_PATH}`]: save,
  });
}

/** Pastes rather than types: typing key by key re-renders the form for every key. */
async function enter(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');

async function openAddModal() {
  renderWithRouter({ routes, url: '/sites', session: signedIn('ADMIN') });
  await userEvent.click(await screen.findByRole('button', { name: MESSAGES.sites.addNew }));
  return screen.getByRole('dialog', { name: MESSAGES.sites.modalAdd });
}

describe('Site form modal', () => {
  it('requires a name and a type, with the contract messages, before sending anything', async () => {
    const calls = stubServer();
    const dialog = await openAddModal();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.sites.create }));
    expect(within(dialog).getByText('Site name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Site type is required')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('creates a site with the entered values and closes', async () => {
    const calls = stubServer();
    const dialog = await openAddModal();
    const form = within(dialog);
    expect(form.getByRole('textbox', { name: MESSAGES.sites.fields.country })).toHaveValue('Australia');
    await enter(form.getByRole('textbox', { name: MESSAGES.sites.fields.name }), '  Perth Office ');
    await userEvent.selectOptions(form.getByRole('combobox', { name: MESSAGES.sites.fields.type }), 'OFFICE');
    await enter(form.getByRole('textbox', { name: MESSAGES.sites.fields.city }), 'Perth');
    await userEvent.selectOptions(form.getByRole('combobox', { name: MESSAGES.sites.fields.state }), 'WA');
    const manager = form.getByRole('combobox', { name: MESSAGES.sites.fields.manager });
    await within(manager).findByRole('option', { name: 'Alex Nguyen' });
    await userEvent.selectOptions(manager, 'Alex Nguyen');
    await userEvent.click(form.getByRole('button', { name: MESSAGES.sites.create }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = writes(calls);
    expect(post?.method).toBe('POST');
    expect(post?.url.pathname).toBe('/api/admin/sites');
    expect(post?.body).toEqual({
      venue_name: 'Perth Office',
      venue_type: 'OFFICE',
      address: null,
      city: 'Perth',
      state: 'WA',
      country: 'Australia',
      manager_user_id: ALEX.id,
    });
    expect(await screen.findByRole('article', { name: PERTH.venue_name })).toBeInTheDocument();
  });

  it('offers active managers and administrators, asking for both roles', async () => {
    const calls = stubServer();
    const dialog = await openAddModal();
    const manager = within(dialog).getByRole('combobox', { name: MESSAGES.sites.fields.manager });
    await within(manager).findByRole('option', { name: 'Morgan Lee' });
    expect(
      within(manager)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([MESSAGES.sites.noManager, 'Alex Nguyen', 'Morgan Lee']);
    const userQueries = calls.filter((call) => call.url.pathname === '/api/admin/users');
    expect(userQueries.map((call) => call.url.searchParams.get('role')).sort()).toEqual(['ADMIN', 'MANAGER']);
    for (const call of userQueries) expect(call.url.searchParams.get('status')).toBe('active');
  });

  it('pre-fills the site being edited and sends a PUT', async () => {
    const calls = stubServer({ reply: jsonResponse({ site: BRISBANE }) });
    renderWithRouter({ routes, url: '/sites', session: signedIn('ADMIN') });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Brisbane Depot' }));
    const form = within(screen.getByRole('dialog', { name: MESSAGES.sites.modalEdit }));
    const name = form.getByRole('textbox', { name: MESSAGES.sites.fields.name });
    expect(name).toHaveValue('Brisbane Depot');
    expect(form.getByRole('combobox', { name: MESSAGES.sites.fields.type })).toHaveValue('WAREHOUSE');
    expect(form.getByRole('textbox', { name: MESSAGES.sites.fields.address })).toHaveValue('12 Wharf Street');
    expect(form.getByRole('combobox', { name: MESSAGES.sites.fields.state })).toHaveValue('QLD');
    expect(form.getByRole('combobox', { name: MESSAGES.sites.fields.manager })).toHaveValue(MORGAN.id);
    await enter(name, 'Brisbane North Depot');
    await userEvent.click(form.getByRole('button', { name: MESSAGES.sites.update }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = writes(calls);
    expect(put?.method).toBe('PUT');
    expect(put?.url.pathname).toBe(SITE_PATH);
    expect(put?.body).toEqual({
      venue_name: 'Brisbane North Depot',
      venue_type: 'WAREHOUSE',
      address: '12 Wharf Street',
      city: 'Brisbane',
      state: 'QLD',
      country: 'Australia',
      manager_user_id: MORGAN.id,
    });
  });

  it('shows a failed save in the modal and keeps the input', async () => {
    stubServer({
      reply: jsonResponse(
        { error: { code: 'CONFLICT', message: 'A site with that name already exists.' } },
        { status: 409 },
      ),
    });
    const dialog = await openAddModal();
    const form = within(dialog);
    await enter(form.getByRole('textbox', { name: MESSAGES.sites.fields.name }), 'Brisbane Depot');
    await userEvent.selectOptions(form.getByRole('combobox', { name: MESSAGES.sites.fields.type }), 'OTHER');
    await userEvent.click(form.getByRole('button', { name: MESSAGES.sites.create }));

    expect(await form.findByText('A site with that name already exists.')).toBeInTheDocument();
    expect(form.getByText(MESSAGES.sites.saveFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: MESSAGES.sites.modalAdd })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: MESSAGES.sites.fields.name })).toHaveValue('Brisbane Depot');
  });
});
