import { MESSAGES } from '@app/contracts';
import { Button, Group, Modal, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ANALYSIS_STRINGS as S } from '../../analysis-strings';

/**
 * WHS Regulation 2011 (Qld) s36: an administrative or PPE control approved with nothing higher in
 * the plan needs a written reason why no higher control is reasonably practicable.
 */
export function ReasonModal({
  opened,
  busy,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(MESSAGES.analysis.reasonRequired);
    onSubmit(reason.trim());
  };
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={S.reasonTitle}>
      <form onSubmit={submit} noValidate>
        <Textarea
          label={S.reasonLabel}
          description={MESSAGES.analysis.reasonRequired}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          required
          autosize
          minRows={3}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {S.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {S.submitApproval}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
