import { MESSAGES } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { browserNavigation } from '../../../lib/browser';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWithRouter, testSession } from '../../../testing/render';
import { LoginPage } from './login-page';

const routes = [{ path: paths.login.path, element: <LoginPage /> }];

function stubLogo() {
  return stubFetch({ 'GET /api/logo': jsonResponse({ logoUrl: null, expiresIn: 3600, logoSource: 'none' }) });
}

describe('LoginPage', () => {
  it('shows the client, the heading and both sign-in buttons', async () => {
    stubLogo();
    renderWithRouter({ routes, url: '/' });
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.login.heading })).toBeInTheDocument();
    expect(screen.getByText('Acme Corp')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.login.signInWith)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Acme Corp logo' })).toHaveTextContent('AC');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [MESSAGES.login.workDirectory, 'oidc'],
    [MESSAGES.login.email, 'email'],
  ])('%s sends the browser to the API login address', async (label, provider) => {
    stubLogo();
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    renderWithRouter({ routes, url: '/' });
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(assign.mock.calls[0]?.[0] ?? '', window.location.origin);
    expect(url.pathname).toBe('/api/auth/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      provider,
      redirectUrl: `${window.location.origin}/auth/callback`,
      client: 'acme',
    });
  });

  it('shows the message for ?loginError=<code>', () => {
    stubLogo();
    renderWithRouter({ routes, url: '/?loginError=link_expired' });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.login.errors.link_expired ?? 'missing');
  });

  it('shows Checking authentication... while the session loads', () => {
    stubLogo();
    renderWithRouter({ routes, url: '/', session: testSession('loading') });
    expect(screen.getByText(MESSAGES.login.checking)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.login.email })).not.toBeInTheDocument();
  });

  it('redirects a signed-in user to /chat', async () => {
    stubLogo();
    renderWithRouter({ routes, url: '/', session: testSession({ role: 'STAFF' }) });
    expect(await screen.findByText('Now at /chat')).toBeInTheDocument();
  });
});
