import { MESSAGES } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { renderWithRouter } from '../../../testing/render';
import { RequiresInvitationPage } from './requires-invitation-page';

const routes = [{ path: paths.requiresInvitation.path, element: <RequiresInvitationPage /> }];

describe('RequiresInvitationPage', () => {
  it.each([
    ['?error=invalid', MESSAGES.requiresInvitation.invalid],
    ['?error=mismatch', MESSAGES.requiresInvitation.mismatch],
    ['?error=other', MESSAGES.requiresInvitation.other],
    ['', MESSAGES.requiresInvitation.other],
  ])('%s shows the matching message', (search, message) => {
    renderWithRouter({ routes, url: `/requires-invitation${search}` });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText(MESSAGES.requiresInvitation.note)).toBeInTheDocument();
  });

  it('Back to Login returns to /', async () => {
    renderWithRouter({ routes, url: '/requires-invitation?error=invalid' });
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.requiresInvitation.backToLogin }));
    expect(await screen.findByText('Now at /')).toBeInTheDocument();
  });
});
