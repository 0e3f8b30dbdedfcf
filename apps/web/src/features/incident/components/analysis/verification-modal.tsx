import { MESSAGES } from '@app/contracts';
import { Button, Group, Modal, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ANALYSIS_STRINGS as S } from '../../analysis-strings';

/** Completing an action records how the fix was checked against its verification method. */
export function VerificationModal({
  opened,
  method,
  busy,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  method: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (note: string) => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setError(MESSAGES.analysis.verificationRequired);
    onSubmit(note.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title={S.completeTitle}>
      <form onSubmit={submit} noValidate>
        <Textarea
          label={S.verificationNote}
          description={`${S.verificationMethod}: ${method}`}
          value={note}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          required
          autosize
          minRows={3}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {S.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {S.confirmComplete}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
