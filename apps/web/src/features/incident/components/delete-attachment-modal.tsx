import { type Attachment, MESSAGES } from '@app/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { useDeleteAttachment } from '../api/attachments';
import { ATTACHMENT_STRINGS as S } from '../attachments-strings';

/** Spec 02 section 8: a refusal from the server reads one way, a request that never landed another. */
function deleteFailure(error: unknown): string {
  return error instanceof ApiError && error.status > 0
    ? MESSAGES.evidence.deleteFailed
    : MESSAGES.evidence.deleteError;
}

/** Spec 02 section 5: deleting asks 'Are you sure you want to delete this attachment?'. */
export function DeleteAttachmentModal({
  incidentId,
  attachment,
  onClose,
}: {
  incidentId: string;
  /** The attachment to delete; null keeps the dialog closed. */
  attachment: Attachment | null;
  onClose: () => void;
}) {
  const remove = useDeleteAttachment(incidentId);
  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <Modal opened={attachment !== null} onClose={close} title={S.deleteTitle} centered>
      <Stack gap="sm">
        <Text>{MESSAGES.evidence.deleteConfirm}</Text>
        {attachment ? (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {attachment.fileName}
          </Text>
        ) : null}
        {remove.isError ? (
          <Alert color="red" role="alert">
            {deleteFailure(remove.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            {MESSAGES.incident.cancel}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => attachment && remove.mutate(attachment.id, { onSuccess: close })}
          >
            {S.delete}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
