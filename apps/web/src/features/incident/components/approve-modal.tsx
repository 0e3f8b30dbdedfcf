import { MESSAGES } from '@app/contracts';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useApproveIncident } from '../api/approve-incident';
import { INCIDENT_STRINGS as S } from '../strings';

/** Spec 02 sections 2 and 5: 'Approve Incident' with optional comments (max width 500 px). */
export function ApproveModal({
  incidentId,
  opened,
  fromQueue,
  onClose,
  onApproved,
}: {
  incidentId: string;
  opened: boolean;
  fromQueue: boolean;
  onClose: () => void;
  onApproved: () => void;
}) {
  const [comments, setComments] = useState('');
  const approve = useApproveIncident(incidentId);
  const fallback = fromQueue ? MESSAGES.incident.approvedViaQueue : MESSAGES.incident.approvedViaReview;
  const failed =
    approve.error instanceof ApiError && approve.error.status === 0
      ? MESSAGES.incident.networkError
      : MESSAGES.incident.approveFailed;

  return (
    <Modal opened={opened} onClose={onClose} title={MESSAGES.incident.approveTitle} size={500} centered>
      <Stack gap="sm">
        <Textarea
          aria-label={MESSAGES.incident.approveTitle}
          placeholder={MESSAGES.incident.approvePlaceholder}
          value={comments}
          onChange={(e) => setComments(e.currentTarget.value)}
          autosize
          minRows={3}
          data-autofocus
        />
        {approve.isError ? (
          <Alert color="red" role="alert">
            {failed}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.incident.cancel}
          </Button>
          <Button
            loading={approve.isPending}
            onClick={() =>
              approve.mutate({ comments: comments.trim() || fallback }, { onSuccess: onApproved })
            }
          >
            {S.approveConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
