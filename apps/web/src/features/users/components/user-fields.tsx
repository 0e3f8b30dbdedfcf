import { type AdminUser, MESSAGES, ROLE_LABELS, ROLES, type Role } from '@app/contracts';
import { Button, Group, NativeSelect, Switch, Text } from '@mantine/core';
import type { UserEdit } from '../hooks/use-user-edit';
import { USERS_STRINGS } from '../strings';
import type { SiteOption } from '../utils/format';
import { StatusBadge } from './status-badge';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
type FieldProps = { user: AdminUser; edit: UserEdit; sites: SiteOption[] };

export function RoleField({ user, edit }: FieldProps) {
  if (!edit.draft) return <>{ROLE_LABELS[user.role]}</>;
  return (
    <NativeSelect
      aria-label={USERS_STRINGS.roleFor(edit.name)}
      value={edit.draft.role}
      data={ROLE_OPTIONS}
      onChange={(event) => edit.change({ role: event.currentTarget.value as Role })}
    />
  );
}

export function SiteField({ user, edit, sites }: FieldProps) {
  if (!edit.draft) return <>{user.location_name ?? MESSAGES.users.noSite}</>;
  return (
    <NativeSelect
      aria-label={USERS_STRINGS.siteFor(edit.name)}
      value={edit.draft.location_id ?? ''}
      data={[{ value: '', label: MESSAGES.users.noSite }, ...sites]}
      onChange={(event) => edit.change({ location_id: event.currentTarget.value || null })}
    />
  );
}

export function ActiveField({ user, edit }: FieldProps) {
  if (!edit.draft) {
    return user.is_active ? (
      <StatusBadge label={MESSAGES.users.active} color="green" />
    ) : (
      <StatusBadge label={MESSAGES.users.inactive} color="gray" />
    );
  }
  return (
    <Switch
      aria-label={USERS_STRINGS.activeFor(edit.name)}
      label={MESSAGES.users.active}
      checked={edit.draft.is_active}
      onChange={(event) => edit.change({ is_active: event.currentTarget.checked })}
    />
  );
}

/** Edit for ADMIN, Save and Cancel while editing, 'View only' for everyone else. */
export function UserActions({ edit, canEdit }: { edit: UserEdit; canEdit: boolean }) {
  if (!canEdit) return <Text c="gray.7">{MESSAGES.users.viewOnly}</Text>;
  if (!edit.draft) {
    return (
      <Button variant="light" size="xs" aria-label={USERS_STRINGS.editUser(edit.name)} onClick={edit.start}>
        {MESSAGES.users.edit}
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        loading={edit.saving}
        aria-label={USERS_STRINGS.saveUser(edit.name)}
        onClick={edit.save}
      >
        {MESSAGES.users.save}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={edit.saving}
        aria-label={USERS_STRINGS.cancelEdit(edit.name)}
        onClick={edit.cancel}
      >
        {MESSAGES.users.cancel}
      </Button>
    </Group>
  );
}
