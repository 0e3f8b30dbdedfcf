import {
  OidcSettingsSchema,
  type TenantSettingsResponse,
  type UpdateTenantSettingsBody,
  UpdateTenantSettingsBodySchema,
} from '@app/contracts';
import { ADMIN_STRINGS } from '../strings';

/** The settings form as strings; contacts are one text, split on save. */
export type SettingsFormValues = {
  name: string;
  time_zone: string;
  notify_contacts: string;
  issuer: string;
  client_id: string;
  client_secret: string;
};

export type SettingsFormErrors = Partial<Record<keyof SettingsFormValues, string>>;

type Parsed<T> = { ok: true; body: T } | { ok: false; errors: SettingsFormErrors };

export function toSettingsFormValues(settings: TenantSettingsResponse): SettingsFormValues {
  return {
    name: settings.name,
    time_zone: settings.time_zone,
    notify_contacts: settings.notify_contacts.join('\n'),
    issuer: settings.oidc?.issuer ?? '',
    client_id: settings.oidc?.client_id ?? '',
    client_secret: '',
  };
}

export function splitContacts(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

/** Maps zod issue paths (`name`, `notify_contacts.2`, `oidc.issuer`) to form fields. */
function toErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  contacts: string[],
): SettingsFormErrors {
  const errors: SettingsFormErrors = {};
  for (const { path, message } of issues) {
    const [head, next] = path;
    let field: keyof SettingsFormValues | undefined;
    let text = message;
    if (head === 'name' || head === 'time_zone') field = head;
    else if (head === 'notify_contacts') {
      field = 'notify_contacts';
      if (typeof next === 'number') text = ADMIN_STRINGS.settings.contactError(contacts[next] ?? '', message);
    } else if (head === 'oidc' && (next === 'issuer' || next === 'client_id' || next === 'client_secret')) {
      field = next;
    } else if (head === 'issuer' || head === 'client_id') field = head;
    if (field && !errors[field]) errors[field] = text;
  }
  return errors;
}

/**
 * The PUT body, checked with the contract's schema (STYLE rule 19). Work-directory login is sent
 * only when issuer or client ID is filled in; a blank secret is left out so the stored one stays.
 */
export function parseSettingsForm(values: SettingsFormValues): Parsed<UpdateTenantSettingsBody> {
  const contacts = splitContacts(values.notify_contacts);
  const issuer = values.issuer.trim();
  const clientId = values.client_id.trim();
  const body: UpdateTenantSettingsBody = {
    name: values.name,
    time_zone: values.time_zone.trim(),
    notify_contacts: contacts,
  };
  if (issuer || clientId) {
    body.oidc = { issuer, client_id: clientId };
    if (values.client_secret) body.oidc.client_secret = values.client_secret;
  }
  const result = UpdateTenantSettingsBodySchema.safeParse(body);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: toErrors(result.error.issues, contacts) };
}

/** Issuer and client ID for "Test connection", checked like the saved ones. */
export function parseOidcTest(values: SettingsFormValues): Parsed<{ issuer: string; client_id: string }> {
  const result = OidcSettingsSchema.safeParse({ issuer: values.issuer.trim(), client_id: values.client_id });
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: toErrors(result.error.issues, []) };
}
