import { MESSAGES } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { ADMIN_STRINGS } from '../strings';
import { renderAdmin, SETTINGS } from './test-fixtures';

describe('AdminPage', () => {
  it('opens on Settings and loads only the open tab', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubFetch({
      'GET /api/admin/settings': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/admin/outbox': jsonResponse({ messages: [], total: 0 }),
    });
    const { router } = renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.admin.title })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: MESSAGES.admin.settingsTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText(ADMIN_STRINGS.settings.loading)).toBeInTheDocument();
    answer(jsonResponse(SETTINGS));
    expect(
      await screen.findByRole('textbox', { name: ADMIN_STRINGS.settings.displayName }),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/admin/settings']);

    await userEvent.click(screen.getByRole('tab', { name: MESSAGES.admin.outboxTab }));
    expect(await screen.findByText(ADMIN_STRINGS.outbox.empty)).toBeInTheDocument();
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/admin/settings', '/api/admin/outbox']);
    expect(router.state.location.search).toBe('?tab=outbox');
  });
});
