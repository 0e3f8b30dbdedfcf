import { type AdminUser, MESSAGES, type Role, type UpdateUserBody } from '@app/contracts';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { userFullName } from '../../../lib/format';
import { useUpdateUser } from '../api/update-user';
import { USERS_STRINGS } from '../strings';

export type UserDraft = { role: Role; location_id: string | null; is_active: boolean };

/** Only what changed is sent, so an unrelated rule (say, the last administrator) is not tripped. */
export function changedFields(user: AdminUser, draft: UserDraft): UpdateUserBody {
  const body: UpdateUserBody = {};
  if (draft.role !== user.role) body.role = draft.role;
  if (draft.location_id !== user.location_id) body.location_id = draft.location_id;
  if (draft.is_active !== user.is_active) body.is_active = draft.is_active;
  return body;
}

/**
 * Editing one user row (spec 01 section 2, Users tab): Edit opens a draft, Save sends the update,
 * Cancel discards. A failed save keeps the draft and shows the server's message.
 */
export function useUserEdit(user: AdminUser) {
  const [draft, setDraft] = useState<UserDraft | null>(null);
  const mutation = useUpdateUser();
  const name = userFullName(user.first_name, user.last_name);

  function start() {
    mutation.reset();
    setDraft({ role: user.role, location_id: user.location_id, is_active: user.is_active });
  }

  function cancel() {
    mutation.reset();
    setDraft(null);
  }

  function save() {
    if (!draft || mutation.isPending) return;
    const body = changedFields(user, draft);
    if (Object.keys(body).length === 0) return setDraft(null);
    if (body.is_active === false && !window.confirm(MESSAGES.users.deactivateConfirm(name))) return;
    mutation.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          setDraft(null);
          notifications.show({ color: 'green', message: USERS_STRINGS.saved(name) });
        },
      },
    );
  }

  return {
    name,
    draft,
    change: (patch: Partial<UserDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d)),
    start,
    cancel,
    save,
    saving: mutation.isPending,
    error: mutation.isError ? mutation.error.message || MESSAGES.users.updateFailed : null,
  };
}

export type UserEdit = ReturnType<typeof useUserEdit>;
