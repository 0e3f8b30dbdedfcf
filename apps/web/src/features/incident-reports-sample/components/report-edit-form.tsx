import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { SampleReport, SampleStatus } from '../data/sample-reports';
import { SAMPLE_STRINGS as S } from '../strings';

type Props = { report: SampleReport; onSave: (report: SampleReport) => void };

/** The inline edit form; Save hands the edited copy back (kept locally only). */
export function ReportEditForm({ report, onSave }: Props) {
  const [draft, setDraft] = useState(report);
  const set = (field: keyof SampleReport) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };

  return (
    <form onSubmit={submit} aria-label={S.editForm(report.type)}>
      <Stack gap="xs">
        <TextInput label={S.type} value={draft.type} onChange={(e) => set('type')(e.currentTarget.value)} />
        <Textarea
          label={S.description}
          value={draft.description}
          autosize
          minRows={2}
          onChange={(e) => set('description')(e.currentTarget.value)}
        />
        <TextInput
          label={S.location}
          value={draft.location}
          onChange={(e) => set('location')(e.currentTarget.value)}
        />
        <NativeSelect
          label={S.status}
          value={draft.status}
          data={[...S.statuses]}
          onChange={(e) => {
            const status = e.currentTarget.value as SampleStatus;
            setDraft((d) => ({ ...d, status }));
          }}
        />
        <TextInput
          label={S.submittedBy}
          value={draft.submittedBy}
          onChange={(e) => set('submittedBy')(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit">{S.save}</Button>
        </Group>
      </Stack>
    </form>
  );
}
