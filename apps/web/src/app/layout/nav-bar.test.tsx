import { MESSAGES } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter, testSession } from '../../testing/render';
import { viewport } from '../../testing/viewport';
import { NavBar } from './nav-bar';

const routes = [{ path: '/chat', element: <NavBar /> }];
const L = MESSAGES.nav.links;
const MANAGEMENT_LINKS: [string, string][] = [
  [L.dashboard, '/incident-dashboard'],
  [L.incidents, '/all-incidents'],
  [L.queue, '/manager-queue'],
  [L.reports, '/weekly-reports'],
  [L.users, '/users'],
  [L.sites, '/sites'],
];

function navLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('NavBar', () => {
  it("reads 'powered by' and the brand name", () => {
    renderWithRouter({ routes, url: '/chat', session: testSession({ role: 'STAFF' }) });
    expect(screen.getByRole('link', { name: 'powered by Vigil' })).toHaveAttribute('href', '/home');
  });

  it.each(['STAFF', 'INVESTIGATOR', 'INSURER'] as const)('shows %s only Chat and Drafts', (role) => {
    renderWithRouter({ routes, url: '/chat', session: testSession({ role }) });
    expect(navLinks()).toEqual([
      [L.chat, '/chat'],
      [L.drafts, '/drafts'],
    ]);
  });

  it.each(['MANAGER', 'ADMIN'] as const)('shows %s the management links too', (role) => {
    renderWithRouter({ routes, url: '/chat', session: testSession({ role }) });
    expect(navLinks()).toEqual([[L.chat, '/chat'], [L.drafts, '/drafts'], ...MANAGEMENT_LINKS]);
  });

  it('marks the current page', () => {
    renderWithRouter({ routes, url: '/chat', session: testSession({ role: 'STAFF' }) });
    expect(screen.getByRole('link', { name: L.chat })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: L.drafts })).not.toHaveAttribute('aria-current');
  });

  it("shows the user's initials and full name", () => {
    renderWithRouter({
      routes,
      url: '/chat',
      session: testSession({ user: { first_name: 'jordan', last_name: 'Lee' } }),
    });
    expect(screen.getByText('JL')).toBeInTheDocument();
    expect(screen.getByText('jordan Lee')).toBeInTheDocument();
  });

  it('shows UU and Unknown when the user has no name', () => {
    renderWithRouter({
      routes,
      url: '/chat',
      session: testSession({ user: { first_name: '', last_name: '' } }),
    });
    expect(screen.getByText(MESSAGES.nav.unknownInitials)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.nav.unknownName)).toBeInTheDocument();
  });

  it('logs out and goes to /', async () => {
    const session = testSession({ role: 'STAFF' });
    renderWithRouter({ routes, url: '/chat', session });
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.nav.logout }));
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Now at /')).toBeInTheDocument();
  });

  it('has no menu toggle on a wide screen', () => {
    renderWithRouter({ routes, url: '/chat', session: testSession({ role: 'STAFF' }) });
    expect(screen.queryByRole('button', { name: MESSAGES.nav.menu })).not.toBeInTheDocument();
  });

  it('hides the links behind a Menu toggle at 768 px or less', async () => {
    viewport.width = 375;
    renderWithRouter({ routes, url: '/chat', session: testSession({ role: 'MANAGER' }) });
    const toggle = screen.getByRole('button', { name: MESSAGES.nav.menu });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(navLinks()).toHaveLength(8);
    expect(screen.getByRole('button', { name: MESSAGES.nav.logout })).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
