import { LIMITS, MESSAGES } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { ADMIN_STRINGS } from '../strings';
import { renderAdmin, SETTINGS } from './test-fixtures';

const text = ADMIN_STRINGS.logo;
const LOGO_URL = 'https://files.acme.example/logo.png';
// The PNG signature: base64 'iVBORw0KGgo='.
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function stubLogo() {
  return stubFetch({
    'GET /api/admin/settings': jsonResponse(SETTINGS),
    'PUT /api/admin/settings/logo': jsonResponse({ ...SETTINGS, logo_url: LOGO_URL }),
    'DELETE /api/admin/settings/logo': jsonResponse({ ...SETTINGS, logo_url: null }),
  });
}

const writes = (calls: ReturnType<typeof stubLogo>) => calls.filter((call) => call.method !== 'GET');

describe('Logo', () => {
  it('refuses a file over 512 KB without sending it', async () => {
    const calls = stubLogo();
    renderAdmin();
    const big = new File([PNG_BYTES], 'big.png', { type: 'image/png' });
    // Claim the size rather than allocate it; the check reads `size`.
    Object.defineProperty(big, 'size', { value: LIMITS.logoMaxBytes + 1 });
    await userEvent.upload(await screen.findByLabelText(text.upload), big);
    expect(await screen.findByText(MESSAGES.admin.logoTooLarge)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('refuses a file that is not PNG, JPEG or WebP without sending it', async () => {
    const calls = stubLogo();
    renderAdmin();
    const user = userEvent.setup({ applyAccept: false });
    const gif = new File(['GIF89a'], 'logo.gif', { type: 'image/gif' });
    await user.upload(await screen.findByLabelText(text.upload), gif);
    expect(await screen.findByText(MESSAGES.admin.logoWrongType)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('uploads a PNG as base64, shows it, and removes it', async () => {
    const calls = stubLogo();
    renderAdmin();
    expect(await screen.findByText(text.none)).toBeInTheDocument();
    const png = new File([PNG_BYTES], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(text.upload), png);

    expect(await screen.findByRole('img', { name: text.current })).toHaveAttribute('src', LOGO_URL);
    expect(screen.getByText(text.uploaded)).toBeInTheDocument();
    expect(writes(calls)[0]?.body).toEqual({ content_type: 'image/png', data_base64: 'iVBORw0KGgo=' });

    await userEvent.click(screen.getByRole('button', { name: text.remove }));
    expect(await screen.findByText(text.none)).toBeInTheDocument();
    expect(writes(calls)[1]?.method).toBe('DELETE');
  });
});
