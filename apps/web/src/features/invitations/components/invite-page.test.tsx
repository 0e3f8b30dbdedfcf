import { MESSAGES, type ValidateInvitationResponse } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { browserNavigation } from '../../../lib/browser';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWithRouter } from '../../../testing/render';
import { InvitePage } from './invite-page';

const routes = [{ path: paths.invite.path, element: <InvitePage /> }];
const CODE = 'c0ffee00c0ffee00c0ffee00c0ffee00';

const invitation = {
  email: 'new.starter@acme.example',
  role: 'MANAGER',
  expires_at: '2026-03-05T14:30:00.000Z',
  first_name: 'New',
  last_name: 'Starter',
  status: 'PENDING',
} as const;

function stubValidation(body: ValidateInvitationResponse | Response) {
  return stubFetch({
    [`GET /api/invite/${CODE}`]: body instanceof Response ? body : jsonResponse(body),
  });
}

describe('InvitePage', () => {
  it('shows Validating invitation... first', async () => {
    stubValidation({ valid: true, invitation });
    renderWithRouter({ routes, url: `/invite/${CODE}` });
    expect(screen.getByText(MESSAGES.invite.validating)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: MESSAGES.invite.validTitle })).toBeInTheDocument();
  });

  it('shows a valid invitation with e-mail, role label and long en-US expiry (UTC in tests)', async () => {
    const calls = stubValidation({ valid: true, invitation });
    renderWithRouter({ routes, url: `/invite/${CODE}` });
    expect(await screen.findByRole('heading', { name: MESSAGES.invite.validTitle })).toBeInTheDocument();
    expect(screen.getByText(invitation.email)).toBeInTheDocument();
    expect(screen.getByText('Manager')).toBeInTheDocument();
    expect(screen.getByText(/^March 5, 2026(,| at) 2:30\sPM$/)).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('client')).toBe('acme');
  });

  it('shows N/A for an unreadable expiry', async () => {
    stubValidation({ valid: true, invitation: { ...invitation, expires_at: 'soon' } });
    renderWithRouter({ routes, url: `/invite/${CODE}` });
    expect(await screen.findByText(MESSAGES.invite.notAvailable)).toBeInTheDocument();
  });

  it.each([
    [MESSAGES.invite.signUp, 'email'],
    [MESSAGES.invite.signUpMicrosoft, 'oidc'],
  ])('%s starts a login that carries the invitation', async (label, provider) => {
    stubValidation({ valid: true, invitation });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    renderWithRouter({ routes, url: `/invite/${CODE}` });
    await userEvent.click(await screen.findByRole('button', { name: label }));
    const url = new URL(assign.mock.calls[0]?.[0] ?? '', window.location.origin);
    expect(url.pathname).toBe('/api/auth/login');
    expect(url.searchParams.get('provider')).toBe(provider);
    expect(url.searchParams.get('invitation')).toBe(CODE);
    expect(url.searchParams.get('client')).toBe('acme');
    expect(url.searchParams.get('redirectUrl')).toBe(`${window.location.origin}/auth/callback`);
  });

  it('links "Already have an account? Login" to /', async () => {
    stubValidation({ valid: true, invitation });
    renderWithRouter({ routes, url: `/invite/${CODE}` });
    expect(await screen.findByRole('link', { name: MESSAGES.invite.alreadyHaveAccount })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows Invitation Accepted! for an accepted invitation', async () => {
    stubValidation({
      valid: false,
      error: MESSAGES.invite.alreadyAccepted,
      invitation: { ...invitation, status: 'ACCEPTED' },
    });
    renderWithRouter({ routes, url: `/invite/${CODE}` });
    expect(await screen.findByRole('heading', { name: MESSAGES.invite.acceptedTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invite.acceptedBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.invite.continueToLogin })).toHaveAttribute('href', '/');
  });

  it('shows Invalid Invitation with the error text', async () => {
    stubValidation({ valid: false, error: MESSAGES.invite.expired });
    renderWithRouter({ routes, url: `/invite/${CODE}` });
    expect(await screen.findByRole('heading', { name: MESSAGES.invite.invalidTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invite.expired);
  });

  it('shows Invitation Not Found when the server does not know the code', async () => {
    stubValidation(jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 }));
    renderWithRouter({ routes, url: `/invite/${CODE}` });
    expect(await screen.findByRole('heading', { name: MESSAGES.invite.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invite.notFoundBody)).toBeInTheDocument();
  });

  it('shows Invalid invitation link without a code, calling nothing', () => {
    const calls = stubFetch({});
    renderWithRouter({ routes, url: '/invite' });
    expect(screen.getByRole('heading', { name: MESSAGES.invite.invalidTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invite.missingCode);
    expect(calls).toHaveLength(0);
  });
});
