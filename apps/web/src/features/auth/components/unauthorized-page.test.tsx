import { MESSAGES } from '@app/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { renderWithRouter, testSession } from '../../../testing/render';
import { UnauthorizedPage } from './unauthorized-page';

describe('UnauthorizedPage', () => {
  it("shows the denial, the user's role label and a link back to chat", () => {
    renderWithRouter({
      routes: [{ path: paths.unauthorized.path, element: <UnauthorizedPage /> }],
      url: '/unauthorized',
      session: testSession({ role: 'INVESTIGATOR' }),
    });
    expect(screen.getByRole('heading', { name: MESSAGES.unauthorized.title })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.unauthorized.body)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.unauthorized.currentRole, { exact: false })).toHaveTextContent(
      'Investigator',
    );
    expect(screen.getByRole('link', { name: MESSAGES.unauthorized.backToChat })).toHaveAttribute(
      'href',
      '/chat',
    );
  });
});
