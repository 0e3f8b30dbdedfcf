import { MESSAGES } from '@app/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STRINGS } from '../config/strings';
import { CHAT_STRINGS } from '../features/chat/strings';
import { writeSession } from '../lib/session-storage';
import { jsonResponse, stubFetch } from '../testing/fetch';
import { renderWithRouter, testSession } from '../testing/render';
import { routes } from './routes';

function stubLogo() {
  stubFetch({ 'GET /api/logo': jsonResponse({ logoUrl: null, expiresIn: 3600, logoSource: 'none' }) });
}

describe('route table (spec 01 section 2)', () => {
  it('shows a not-found page with a link home for an unknown route', async () => {
    renderWithRouter({ routes, url: '/no-such-page', session: testSession({ role: 'STAFF' }) });
    expect(await screen.findByRole('heading', { name: WEB_STRINGS.notFound.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WEB_STRINGS.notFound.home })).toHaveAttribute('href', '/home');
  });

  it('renders the weekly reports page inside the signed-in layout for a manager', async () => {
    const session = testSession({ role: 'MANAGER' });
    if (session.user) writeSession('acme', 'token-123', session.user);
    stubFetch({
      'GET /api/logo': jsonResponse({ logoUrl: null, expiresIn: 3600, logoSource: 'none' }),
      'GET /api/weekly-reports': jsonResponse({ reports: [] }),
    });
    renderWithRouter({ routes, url: '/weekly-reports', session });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.weekly.title })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.weekly.historyEmpty)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('keeps /weekly-reports for managers and administrators', async () => {
    renderWithRouter({ routes, url: '/weekly-reports', session: testSession({ role: 'STAFF' }) });
    expect(await screen.findByRole('heading', { name: MESSAGES.unauthorized.title })).toBeInTheDocument();
  });

  it('keeps /admin for ADMIN only', async () => {
    renderWithRouter({ routes, url: '/admin', session: testSession({ role: 'MANAGER' }) });
    expect(await screen.findByRole('heading', { name: MESSAGES.unauthorized.title })).toBeInTheDocument();
    expect(screen.getByText('Manager')).toBeInTheDocument();
  });

  it('opens the incident report for any signed-in role', async () => {
    renderWithRouter({ routes, url: '/incident/42', session: testSession({ role: 'INSURER' }) });
    expect(await screen.findByRole('heading', { name: MESSAGES.incident.formTitle })).toBeInTheDocument();
  });

  it('shows the chat shell with the client name and the first assistant message', async () => {
    stubLogo();
    renderWithRouter({ routes, url: '/chat', session: testSession({ role: 'STAFF' }) });
    expect(await screen.findByRole('heading', { name: 'Acme Corp AI' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.chat.subtitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.chat.greeting('Acme Corp'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: CHAT_STRINGS.inputLabel })).toHaveAttribute(
      'placeholder',
      MESSAGES.chat.placeholder,
    );
  });

  it('offers management links on the home page only to managers', async () => {
    renderWithRouter({
      routes,
      url: '/home',
      session: testSession({ role: 'MANAGER', user: { first_name: 'Ari' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ari' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: WEB_STRINGS.home.management })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: WEB_STRINGS.home.administration })).not.toBeInTheDocument();
  });
});
