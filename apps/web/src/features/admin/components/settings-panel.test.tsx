import { MESSAGES, type TenantSettingsResponse } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, stubFetch } from '../../../testing/fetch';
import { ADMIN_STRINGS } from '../strings';
import { renderAdmin, SETTINGS } from './test-fixtures';

const text = ADMIN_STRINGS.settings;

/** GET answers `settings`; PUT answers `saveReply` or echoes the body onto the settings. */
function stubSettings(options: { settings?: TenantSettingsResponse; saveReply?: Response } = {}) {
  let settings = options.settings ?? SETTINGS;
  return stubFetch({
    'GET /api/admin/settings': () => jsonResponse(settings),
    'PUT /api/admin/settings': () => {
      if (options.saveReply) return options.saveReply.clone();
      const body = calls.at(-1)?.body as Partial<TenantSettingsResponse>;
      settings = { ...settings, ...body, oidc: body.oidc === null ? null : settings.oidc };
      return jsonResponse(settings);
    },
    'POST /api/admin/settings/oidc/test': jsonResponse({
      ok: true,
      message: 'Connected. Users will sign in at https://login.acme.example/authorize',
      authorization_endpoint: 'https://login.acme.example/authorize',
    }),
  });
}
let calls: FetchCall[] = [];

/** Pastes rather than types: a long value typed key by key re-renders the form for every key. */
async function enter(field: HTMLElement, value: string, options: { append?: boolean } = {}) {
  if (!options.append) await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}
const puts = () => calls.filter((call) => call.method === 'PUT');

describe('Settings tab', () => {
  it('loads the settings into the form', async () => {
    calls = stubSettings();
    renderAdmin();
    expect(await screen.findByRole('textbox', { name: text.displayName })).toHaveValue('Acme Corp');
    expect(screen.getByRole('combobox', { name: text.timeZone })).toHaveValue('Australia/Brisbane');
    expect(screen.getByRole('textbox', { name: text.contacts })).toHaveValue('safety@acme.example');
    expect(screen.getByRole('textbox', { name: text.issuer })).toHaveValue('https://login.acme.example/v2.0');
    expect(screen.getByRole('textbox', { name: text.clientId })).toHaveValue('vigil-web');
    expect(screen.getByLabelText(text.clientSecret)).toHaveValue('');
    expect(screen.getByText(text.secretStored)).toBeInTheDocument();
  });

  it('saves the form, leaving out a blank secret, and says so', async () => {
    calls = stubSettings();
    renderAdmin();
    const name = await screen.findByRole('textbox', { name: text.displayName });
    await enter(name, 'Acme Safety');
    await enter(screen.getByRole('textbox', { name: text.contacts }), ', WHS@Acme.example', { append: true });
    await userEvent.click(screen.getByRole('button', { name: text.save }));

    expect(await screen.findByText(MESSAGES.admin.saved)).toBeInTheDocument();
    expect(puts()[0]?.body).toEqual({
      name: 'Acme Safety',
      time_zone: 'Australia/Brisbane',
      notify_contacts: ['safety@acme.example', 'whs@acme.example'],
      oidc: { issuer: 'https://login.acme.example/v2.0', client_id: 'vigil-web' },
    });
  });

  it('sends a new secret when one is typed', async () => {
    calls = stubSettings();
    renderAdmin();
    await enter(await screen.findByLabelText(text.clientSecret), 's3cret-value');
    await userEvent.click(screen.getByRole('button', { name: text.save }));
    await screen.findByText(MESSAGES.admin.saved);
    expect(puts()[0]?.body).toMatchObject({ oidc: { client_secret: 's3cret-value' } });
    expect(screen.getByLabelText(text.clientSecret)).toHaveValue('');
  });

  it('checks contacts and the time zone before sending', async () => {
    calls = stubSettings();
    renderAdmin();
    const contacts = await screen.findByRole('textbox', { name: text.contacts });
    await enter(contacts, '\nnot-an-address', { append: true });
    await enter(screen.getByRole('combobox', { name: text.timeZone }), 'Mars/Olympus');
    await userEvent.click(screen.getByRole('button', { name: text.save }));

    expect(
      await screen.findByText(`not-an-address: ${MESSAGES.validation.emailInvalid}`),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a valid time zone such as Australia/Brisbane')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('shows a server error beside the form', async () => {
    calls = stubSettings({
      saveReply: jsonResponse(
        { error: { code: 'VALIDATION_FAILED', message: 'body.name: Display name is required' } },
        { status: 400 },
      ),
    });
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: text.save }));
    expect(await screen.findByText('body.name: Display name is required')).toBeInTheDocument();
    expect(screen.getByText(text.saveFailed)).toBeInTheDocument();
  });

  it('tests the work-directory connection and shows the answer', async () => {
    calls = stubSettings();
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.admin.testConnection }));
    expect(
      await screen.findByText('Connected. Users will sign in at https://login.acme.example/authorize'),
    ).toBeInTheDocument();
    const test = calls.find((call) => call.url.pathname === '/api/admin/settings/oidc/test');
    expect(test?.body).toEqual({ issuer: 'https://login.acme.example/v2.0', client_id: 'vigil-web' });
  });

  it('removes work-directory login only once confirmed', async () => {
    calls = stubSettings();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAdmin();
    const remove = await screen.findByRole('button', { name: text.removeOidc });
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith(text.removeOidcConfirm);
    expect(puts()).toHaveLength(0);

    await userEvent.click(remove);
    expect(await screen.findByText(text.oidcRemoved)).toBeInTheDocument();
    expect(puts()[0]?.body).toEqual({ oidc: null });
    expect(screen.getByRole('textbox', { name: text.issuer })).toHaveValue('');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: text.removeOidc })).not.toBeInTheDocument(),
    );
  });

  it('shows a load failure and tries again', async () => {
    let fail = true;
    calls = stubFetch({
      'GET /api/admin/settings': () =>
        fail
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Database unavailable' } }, { status: 500 })
          : jsonResponse(SETTINGS),
    });
    renderAdmin();
    expect(await screen.findByText(text.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: ADMIN_STRINGS.tryAgain }));
    expect(await screen.findByRole('textbox', { name: text.displayName })).toHaveValue('Acme Corp');
  });
});
