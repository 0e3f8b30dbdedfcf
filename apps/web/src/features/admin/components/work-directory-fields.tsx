import { MESSAGES, type TenantSettingsResponse } from '@app/contracts';
import { Alert, Button, Fieldset, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTestOidc } from '../api/test-oidc';
import { useUpdateSettings } from '../api/update-settings';
import { ADMIN_STRINGS } from '../strings';
import { parseOidcTest, type SettingsFormErrors, type SettingsFormValues } from './settings-form-values';

type WorkDirectoryFieldsProps = {
  settings: TenantSettingsResponse;
  values: SettingsFormValues;
  errors: SettingsFormErrors;
  onChange: (patch: Partial<SettingsFormValues>) => void;
  /** Merged into the form's errors. */
  onErrors: (errors: SettingsFormErrors) => void;
};

/** Work-directory (OIDC) login: issuer, client ID, write-only secret, a connection test and removal. */
export function WorkDirectoryFields({
  settings,
  values,
  errors,
  onChange,
  onErrors,
}: WorkDirectoryFieldsProps) {
  const test = useTestOidc();
  const remove = useUpdateSettings();
  const text = ADMIN_STRINGS.settings;

  const change = (patch: Partial<SettingsFormValues>) => {
    test.reset();
    onChange(patch);
  };

  const runTest = () => {
    const parsed = parseOidcTest(values);
    onErrors({ issuer: undefined, client_id: undefined, ...(parsed.ok ? {} : parsed.errors) });
    if (!parsed.ok) return;
    test.mutate(parsed.body);
  };

  const removeOidc = () => {
    if (!window.confirm(text.removeOidcConfirm)) return;
    remove.mutate(
      { oidc: null },
      {
        onSuccess: () => {
          change({ issuer: '', client_id: '', client_secret: '' });
          notifications.show({ color: 'green', message: text.oidcRemoved });
        },
        onError: (error) =>
          notifications.show({ color: 'red', title: text.saveFailed, message: error.message }),
      },
    );
  };

  return (
    <Fieldset legend={MESSAGES.login.workDirectory}>
      <Stack gap="sm">
        <TextInput
          label={text.issuer}
          type="url"
          value={values.issuer}
          error={errors.issuer}
          onChange={(event) => change({ issuer: event.currentTarget.value })}
        />
        <TextInput
          label={text.clientId}
          value={values.client_id}
          error={errors.client_id}
          onChange={(event) => change({ client_id: event.currentTarget.value })}
        />
        <PasswordInput
          label={text.clientSecret}
          description={settings.oidc?.has_client_secret ? text.secretStored : text.secretNone}
          autoComplete="new-password"
          value={values.client_secret}
          error={errors.client_secret}
          onChange={(event) => change({ client_secret: event.currentTarget.value })}
        />
        {test.data && (
          <Alert color={test.data.ok ? 'green' : 'red'} role="status">
            {test.data.message}
          </Alert>
        )}
        {test.error && (
          <Alert color="red" role="status">
            {MESSAGES.admin.oidcFailed(test.error.message)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="button" variant="default" loading={test.isPending} onClick={runTest}>
            {MESSAGES.admin.testConnection}
          </Button>
          {settings.oidc && (
            <Button
              type="button"
              variant="outline"
              color="red"
              loading={remove.isPending}
              onClick={removeOidc}
            >
              {text.removeOidc}
            </Button>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
