import { MESSAGES, type TokenResponse } from '@app/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { rememberReturnTo } from '../../../lib/session-storage';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWithRouter, testSession, testUser } from '../../../testing/render';
import { AuthCallbackPage, resetSignIns } from './auth-callback-page';

const routes = [{ path: paths.authCallback.path, element: <AuthCallbackPage /> }];
const CODE = 'one-time-code-0123456789';

const tokenResponse: TokenResponse = {
  access_token: 'access-1',
  token_type: 'Bearer',
  expires_in: 3600,
  user: testUser(),
};

afterEach(() => resetSignIns());

describe('AuthCallbackPage', () => {
  it('exchanges the code once, logs in and goes to /chat', async () => {
    const calls = stubFetch({ 'POST /api/auth/token': jsonResponse(tokenResponse) });
    const session = testSession();
    // StrictMode runs the effect twice; the single-use code must still be exchanged once.
    renderWithRouter({ routes, url: `/auth/callback?code=${CODE}`, session, strict: true });
    expect(screen.getByText(MESSAGES.callback.working)).toBeInTheDocument();
    expect(await screen.findByText('Now at /chat')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ code: CODE });
    expect(session.login).toHaveBeenCalledTimes(1);
    expect(session.login).toHaveBeenCalledWith('access-1', tokenResponse.user);
  });

  it('returns to the remembered page', async () => {
    stubFetch({ 'POST /api/auth/token': jsonResponse(tokenResponse) });
    rememberReturnTo('/sites');
    renderWithRouter({ routes, url: `/auth/callback?code=${CODE}` });
    expect(await screen.findByText('Now at /sites')).toBeInTheDocument();
  });

  it('shows the failure and a Go to Login link when the login is abandoned', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ 'POST /api/auth/token': jsonResponse(tokenResponse) });
    const session = testSession();
    session.login = vi.fn(async () => {
      throw new Error('abandoned');
    });
    renderWithRouter({ routes, url: `/auth/callback?code=${CODE}`, session });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.callback.failed);
    expect(screen.getByRole('link', { name: MESSAGES.callback.backToLogin })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalled();
  });

  it('fails without a code', () => {
    const calls = stubFetch({});
    renderWithRouter({ routes, url: '/auth/callback' });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.callback.failed);
    expect(calls).toHaveLength(0);
  });
});
