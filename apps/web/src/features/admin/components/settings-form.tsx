import { MESSAGES, type TenantSettingsResponse } from '@app/contracts';
import { Alert, Autocomplete, Button, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useUpdateSettings } from '../api/update-settings';
import { ADMIN_STRINGS } from '../strings';
import {
  parseSettingsForm,
  type SettingsFormErrors,
  type SettingsFormValues,
  toSettingsFormValues,
} from './settings-form-values';
import { AUSTRALIAN_TIME_ZONES } from './time-zones';
import { WorkDirectoryFields } from './work-directory-fields';

/**
 * The organisation's settings. Mounted once the settings have loaded, so its state starts from
 * them (no syncing effect, STYLE rule 19). Client-side checks use the contract's schema.
 */
export function SettingsForm({ settings }: { settings: TenantSettingsResponse }) {
  const [values, setValues] = useState<SettingsFormValues>(() => toSettingsFormValues(settings));
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const save = useUpdateSettings();
  const text = ADMIN_STRINGS.settings;

  const change = (patch: Partial<SettingsFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseSettingsForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    save.mutate(parsed.body, {
      onSuccess: () => {
        // The secret is write-only: once stored, the field goes back to "blank keeps it".
        change({ client_secret: '' });
        notifications.show({ color: 'green', message: MESSAGES.admin.saved });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {save.error && (
          <Alert color="red" title={text.saveFailed}>
            {save.error.message}
          </Alert>
        )}
        <Fieldset legend={text.general}>
          <Stack gap="sm">
            <TextInput
              label={text.displayName}
              required
              value={values.name}
              error={errors.name}
              onChange={(event) => change({ name: event.currentTarget.value })}
            />
            <Autocomplete
              label={text.timeZone}
              description={text.timeZoneHelp}
              data={[...AUSTRALIAN_TIME_ZONES]}
              value={values.time_zone}
              error={errors.time_zone}
              onChange={(time_zone) => change({ time_zone })}
            />
            <Textarea
              label={text.contacts}
              description={text.contactsHelp}
              autosize
              minRows={3}
              value={values.notify_contacts}
              error={errors.notify_contacts}
              onChange={(event) => change({ notify_contacts: event.currentTarget.value })}
            />
          </Stack>
        </Fieldset>
        <WorkDirectoryFields
          settings={settings}
          values={values}
          errors={errors}
          onChange={change}
          onErrors={(patch) => setErrors((current) => ({ ...current, ...patch }))}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {text.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
