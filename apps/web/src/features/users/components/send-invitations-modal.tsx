import { INVITE_ROLE_LABELS, MESSAGES, ROLES, type Role } from '@app/contracts';
import { Alert, Button, Group, Modal, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useId, useState } from 'react';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useSendInvitations } from '../api/send-invitations';
import { CsvUploadSection } from './send-invitations-modal-csv';
import { ManualEntrySection } from './send-invitations-modal-manual';
import { buildInviteRequest, type InviteMethod, useInviteForm } from './send-invitations-modal-state';
import { SEND_INVITATIONS_STRINGS as S } from './send-invitations-modal-strings';

export type SiteOption = { value: string; label: string };

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Active sites for the optional Site select. */
  sites: SiteOption[];
};

const T = MESSAGES.invitationsTab;
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: INVITE_ROLE_LABELS[role] }));

/**
 * Send Invitations (spec 01 section 2). The form outlives a close, so nothing typed is lost; it
 * resets only after a successful send (section 4). A failed send alerts and keeps the form.
 */
export function SendInvitationsModal({ opened, onClose, sites }: Props) {
  const form = useInviteForm();
  const send = useSendInvitations();
  const [serverError, setServerError] = useState<string | null>(null);
  const isMobile = useIsMobile();
  const methodLabelId = useId();
  const { state } = form;
  const csvBlocked = state.method === 'csv' && (state.csv?.result.errors.length ?? 0) > 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const request = buildInviteRequest(state);
    if ('errors' in request) return form.showErrors(request.errors);
    setServerError(null);
    send.mutate(request.body, {
      onSuccess: ({ count }) => {
        form.reset();
        onClose();
        notifications.show({ color: 'green', message: T.sent(count) });
      },
      onError: (error) => {
        const message = error.message || MESSAGES.invitations.sendFailed;
        setServerError(message);
        window.alert(T.sendFailedAlert(message));
      },
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={T.modalTitle}
      size="xl"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': S.close }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Text id={methodLabelId} size="sm" fw={500}>
              {T.uploadMethod}
            </Text>
            <SegmentedControl
              aria-labelledby={methodLabelId}
              value={state.method}
              onChange={(value) => form.setMethod(value as InviteMethod)}
              data={[
                { value: 'manual', label: T.manualEntry },
                { value: 'csv', label: T.csvUpload },
              ]}
            />
          </Stack>
          {state.method === 'manual' ? (
            <ManualEntrySection
              rows={state.rows}
              errors={state.rowErrors}
              onChange={form.updateRow}
              onAdd={form.addRow}
              onRemove={form.removeRow}
            />
          ) : (
            <CsvUploadSection csv={state.csv} error={state.csvError} onFile={form.chooseFile} />
          )}
          {state.formError ? (
            <Text c="red.8" size="sm" role="alert">
              {state.formError}
            </Text>
          ) : null}
          <NativeSelect
            label={T.role}
            value={state.role}
            data={ROLE_OPTIONS}
            onChange={(event) => form.setRole(event.currentTarget.value as Role)}
          />
          <NativeSelect
            label={T.site}
            value={state.locationId ?? ''}
            data={[{ value: '', label: T.noSite }, ...sites]}
            onChange={(event) => form.setLocationId(event.currentTarget.value || null)}
          />
          {serverError ? (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {S.cancel}
            </Button>
            <Button type="submit" disabled={send.isPending || csvBlocked}>
              {send.isPending ? T.sending : T.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
