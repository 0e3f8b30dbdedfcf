import { type IncidentDetail, type IncidentStatus, MESSAGES } from '@app/contracts';
import { Alert, Button, Group, Menu, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useChangeStatus } from '../api/change-status';
import { INCIDENT_STRINGS as S } from '../strings';
import { failureMessage } from '../utils/errors';

type Target = keyof typeof S.transitions;
const TARGETS = Object.keys(S.transitions) as Target[];

/**
 * Spec 02 section 4: a manager's other transitions (PUT .../status). The server owns the state
 * machine; an illegal move comes back as 409 and its message is shown.
 */
export function StatusMenu({ incident }: { incident: IncidentDetail }) {
  const change = useChangeStatus(incident.id);
  const [sendingBack, setSendingBack] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const move = (status: IncidentStatus, why?: string) =>
    change.mutate(
      { status, reason: why },
      {
        onSuccess: () => {
          setSendingBack(false);
          setReason('');
          notifications.show({ color: 'green', message: S.statusChanged });
        },
      },
    );

  const sendBack = () => {
    if (!reason.trim()) return setReasonError(S.reasonRequired);
    setReasonError(null);
    move('DRAFT', reason.trim());
  };

  const choose = (target: Target) => {
    if (target !== 'DRAFT') return move(target);
    change.reset();
    setSendingBack(true);
  };

  const error = change.isError ? failureMessage(change.error, S.statusFailed) : null;
  return (
    <>
      <Menu position="top-start">
        <Menu.Target>
          <Button variant="light" loading={change.isPending && !sendingBack}>
            {S.changeStatus}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {TARGETS.filter((t) => t !== incident.status).map((target) => (
            <Menu.Item key={target} onClick={() => choose(target)}>
              {S.transitions[target]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {error && !sendingBack ? (
        <Alert color="red" role="alert" w="100%">
          {error}
        </Alert>
      ) : null}
      <Modal
        opened={sendingBack}
        onClose={() => setSendingBack(false)}
        title={S.transitions.DRAFT}
        size={500}
      >
        <Stack gap="sm">
          <Textarea
            label={S.reason}
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={reasonError}
            autosize
            minRows={3}
            data-autofocus
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setSendingBack(false)}>
              {MESSAGES.incident.cancel}
            </Button>
            <Button loading={change.isPending} onClick={sendBack}>
              {S.transitions.DRAFT}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
