import { MESSAGES, type Site } from '@app/contracts';
import { NativeSelect } from '@mantine/core';
import { useSiteManagers } from '../api/list-site-managers';
import { SITES_STRINGS } from '../strings';

type SiteManagerSelectProps = {
  value: string;
  onChange: (value: string) => void;
  /** The site being edited: its current manager stays choosable even if no longer eligible. */
  site: Site | null;
  error?: string;
};

/** Manager picker: 'No manager' or an active MANAGER/ADMIN user. */
export function SiteManagerSelect({ value, onChange, site, error }: SiteManagerSelectProps) {
  const managers = useSiteManagers();
  const options: { value: string; label: string }[] = [{ value: '', label: MESSAGES.sites.noManager }];
  for (const user of managers.data ?? []) {
    options.push({ value: user.id, label: `${user.first_name} ${user.last_name}`.trim() || user.email });
  }
  if (site?.manager_user_id && !options.some((option) => option.value === site.manager_user_id)) {
    options.push({ value: site.manager_user_id, label: site.manager_name ?? site.manager_user_id });
  }

  let description: string | undefined;
  if (managers.isPending) description = SITES_STRINGS.managersLoading;
  else if (managers.isError) description = SITES_STRINGS.managersFailed;

  return (
    <NativeSelect
      label={MESSAGES.sites.fields.manager}
      data={options}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      description={description}
      error={error}
    />
  );
}
