import { MESSAGES, type Role, type Site } from '@app/contracts';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWithRouter } from '../../../testing/render';
import { SITES_STRINGS } from '../strings';
import { SitesPage } from './sites-page';
import { BRISBANE, OLD_YARD, PERTH, signedIn } from './test-fixtures';

const routes = [
  {
    path: '/sites',
    element: (
      <>
        <Notifications />
        <SitesPage />
      </>
    ),
  },
];

function renderSites(role: Role = 'ADMIN') {
  // The notifications store outlives a test; start each one empty.
  notifications.clean();
  notifications.cleanQueue();
  return renderWithRouter({ routes, url: '/sites', session: signedIn(role) });
}

function stubSites(sites: Site[], extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({ 'GET /api/admin/sites': jsonResponse({ sites }), ...extra });
}

describe('SitesPage', () => {
  it.each([
    ['ADMIN', MESSAGES.sites.titleAdmin],
    ['MANAGER', MESSAGES.sites.titleOthers],
  ] as const)('titles the page for %s', async (role, title) => {
    stubSites([BRISBANE]);
    renderSites(role);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows Loading sites... until the list arrives', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch({ 'GET /api/admin/sites': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderSites();
    expect(await screen.findByText(MESSAGES.sites.loading)).toBeInTheDocument();
    answer(jsonResponse({ sites: [BRISBANE] }));
    expect(await screen.findByRole('heading', { name: BRISBANE.venue_name })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.sites.loading)).not.toBeInTheDocument();
  });

  it('shows each site on a card', async () => {
    stubSites([BRISBANE, PERTH]);
    renderSites('MANAGER');
    const brisbane = await screen.findByRole('article', { name: BRISBANE.venue_name });
    for (const text of ['WAREHOUSE', '12 Wharf Street', 'Brisbane, QLD', 'Australia']) {
      expect(within(brisbane).getByText(text)).toBeInTheDocument();
    }
    expect(within(brisbane).getByText('Manager: Morgan Lee')).toBeInTheDocument();
    expect(within(brisbane).getByText('14 users')).toBeInTheDocument();
    const perth = screen.getByRole('article', { name: PERTH.venue_name });
    expect(within(perth).getByText('Perth, WA')).toBeInTheDocument();
    expect(within(perth).getByText('1 users')).toBeInTheDocument();
    expect(within(perth).queryByText(/^Manager:/)).not.toBeInTheDocument();
  });

  it('hides the admin actions from a MANAGER and asks for active sites only', async () => {
    const calls = stubSites([BRISBANE]);
    renderSites('MANAGER');
    await screen.findByRole('article', { name: BRISBANE.venue_name });
    expect(screen.queryByRole('button', { name: MESSAGES.sites.addNew })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Deactivate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: SITES_STRINGS.showInactive })).not.toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('include_inactive')).toBe('false');
  });

  it('gives an ADMIN add, edit and deactivate buttons named after the site', async () => {
    stubSites([BRISBANE]);
    renderSites('ADMIN');
    expect(await screen.findByRole('button', { name: 'Edit Brisbane Depot' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate Brisbane Depot' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.sites.addNew })).toBeInTheDocument();
  });

  it('shows inactive sites, marked, when an ADMIN asks for them', async () => {
    const calls = stubFetch({
      'GET /api/admin/sites': () => {
        const inactive = calls.at(-1)?.url.searchParams.get('include_inactive') === 'true';
        return jsonResponse({ sites: inactive ? [BRISBANE, OLD_YARD] : [BRISBANE] });
      },
    });
    renderSites('ADMIN');
    await screen.findByRole('article', { name: BRISBANE.venue_name });
    expect(screen.queryByText(SITES_STRINGS.inactive)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: SITES_STRINGS.showInactive }));
    const oldYard = await screen.findByRole('article', { name: OLD_YARD.venue_name });
    expect(within(oldYard).getByText(SITES_STRINGS.inactive)).toBeInTheDocument();
    expect(within(oldYard).queryByRole('button', { name: /^Deactivate/ })).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no sites', async () => {
    stubSites([]);
    renderSites();
    expect(await screen.findByText(MESSAGES.sites.empty)).toBeInTheDocument();
  });

  it('shows a load failure and tries again', async () => {
    let fail = true;
    stubFetch({
      'GET /api/admin/sites': () =>
        fail
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Database unavailable' } }, { status: 500 })
          : jsonResponse({ sites: [BRISBANE] }),
    });
    renderSites();
    expect(await screen.findByText(MESSAGES.sites.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: SITES_STRINGS.tryAgain }));
    expect(await screen.findByRole('article', { name: BRISBANE.venue_name })).toBeInTheDocument();
  });
});

describe('Deactivating a site', () => {
  it('sends nothing when the confirmation is cancelled', async () => {
    const calls = stubSites([BRISBANE]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderSites();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Brisbane Depot' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to deactivate "Brisbane Depot"?');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('deletes the site once confirmed and reloads the list', async () => {
    let sites = [BRISBANE, PERTH];
    const calls = stubFetch({
      'GET /api/admin/sites': () => jsonResponse({ sites }),
      [`DELETE /api/admin/sites/${BRISBANE.id}`]: () => {
        sites = [PERTH];
        return jsonResponse({ ok: true });
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderSites();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Brisbane Depot' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: BRISBANE.venue_name })).not.toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('article', { name: PERTH.venue_name })).toBeInTheDocument();
  });

  it('tells the user when deactivating fails', async () => {
    stubSites([BRISBANE], {
      [`DELETE /api/admin/sites/${BRISBANE.id}`]: jsonResponse(
        { error: { code: 'FORBIDDEN', message: 'You do not have permission to do that.' } },
        { status: 403 },
      ),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderSites();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Brisbane Depot' }));
    expect(await screen.findByText(MESSAGES.sites.deleteFailed)).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do that.')).toBeInTheDocument();
  });
});
