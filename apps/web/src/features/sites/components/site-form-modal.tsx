import { AU_STATES, MESSAGES, type Site, VENUE_TYPES } from '@app/contracts';
import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useCreateSite } from '../api/create-site';
import { useUpdateSite } from '../api/update-site';
import { SITES_STRINGS } from '../strings';
import { parseSiteForm, type SiteFormErrors, type SiteFormValues, toFormValues } from './site-form-values';
import { SiteManagerSelect } from './site-manager-select';

/** Spec 01 section 9: the site modal is at most 500 px wide. */
const MODAL_MAX_WIDTH = 500;

type SiteFormModalProps = {
  /** The site to edit, or null to add a new one. */
  site: Site | null;
  onClose: () => void;
};

/**
 * One modal creates or edits a site (spec 01 sections 2 and 4). Client-side checks use the
 * contract's messages; a failed save shows the server's message and keeps the input.
 */
export function SiteFormModal({ site, onClose }: SiteFormModalProps) {
  const [values, setValues] = useState<SiteFormValues>(() => toFormValues(site));
  const [errors, setErrors] = useState<SiteFormErrors>({});
  const createSite = useCreateSite();
  const updateSite = useUpdateSite();
  const mutation = site ? updateSite : createSite;

  const field = (name: keyof SiteFormValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseSiteForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    if (site) updateSite.mutate({ id: site.id, body: parsed.body }, { onSuccess: onClose });
    else createSite.mutate(parsed.body, { onSuccess: onClose });
  };

  const { fields } = MESSAGES.sites;
  return (
    <Modal
      opened
      onClose={onClose}
      title={site ? MESSAGES.sites.modalEdit : MESSAGES.sites.modalAdd}
      size={MODAL_MAX_WIDTH}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {mutation.error && (
            <Alert color="red" title={MESSAGES.sites.saveFailed}>
              {mutation.error.message}
            </Alert>
          )}
          <TextInput label={fields.name} required data-autofocus {...field('venue_name')} />
          <NativeSelect
            label={fields.type}
            required
            data={[{ value: '', label: SITES_STRINGS.chooseType }, ...VENUE_TYPES]}
            {...field('venue_type')}
          />
          <TextInput label={fields.address} {...field('address')} />
          <TextInput label={fields.city} {...field('city')} />
          <NativeSelect
            label={fields.state}
            data={[{ value: '', label: SITES_STRINGS.chooseState }, ...AU_STATES]}
            {...field('state')}
          />
          <TextInput label={fields.country} {...field('country')} />
          <SiteManagerSelect
            site={site}
            value={values.manager_user_id}
            error={errors.manager_user_id}
            onChange={(value) => setValues((current) => ({ ...current, manager_user_id: value }))}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {SITES_STRINGS.cancel}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {site ? MESSAGES.sites.update : MESSAGES.sites.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
