import { MESSAGES } from '@app/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useUpdateIncident } from '../api/update-incident';
import { INCIDENT_STRINGS as S } from '../strings';
import { failureMessage } from '../utils/errors';

/** Spec 02 section 5: completing a draft is confirmed; a refusal shows the server's reason. */
export function CompleteDraftModal({
  incidentId,
  managerComments,
  opened,
  onClose,
  onCompleted,
}: {
  incidentId: string;
  managerComments: string | null;
  opened: boolean;
  onClose: () => void;
  onCompleted: () => void;
}) {
  const update = useUpdateIncident(incidentId);
  const complete = () =>
    update.mutate(
      { status: 'SUBMITTED', manager_comments: managerComments?.trim() || MESSAGES.incident.draftCompleted },
      { onSuccess: onCompleted },
    );
  return (
    <Modal opened={opened} onClose={onClose} title={S.completeTitle} size={500} centered>
      <Stack gap="sm">
        <Text>{MESSAGES.incident.completeConfirm}</Text>
        {update.isError ? (
          <Alert color="red" role="alert">
            {failureMessage(update.error, MESSAGES.incident.completeFailed)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.incident.cancel}
          </Button>
          <Button loading={update.isPending} onClick={complete}>
            {MESSAGES.incident.completeDraft}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
