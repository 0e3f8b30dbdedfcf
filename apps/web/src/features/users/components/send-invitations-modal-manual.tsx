import { MESSAGES } from '@app/contracts';
import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { flushSync } from 'react-dom';
import { blankRow, type InviteField, type ManualRow, type RowErrors } from './send-invitations-modal-state';
import { SEND_INVITATIONS_STRINGS as S } from './send-invitations-modal-strings';

type Props = {
  rows: ManualRow[];
  errors: RowErrors;
  onChange: (key: number, field: InviteField, value: string) => void;
  onAdd: (row: ManualRow) => void;
  onRemove: (key: number) => void;
};

const T = MESSAGES.invitationsTab;
const FIELDS: { field: InviteField; label: string; type: string; autoComplete: string }[] = [
  { field: 'first_name', label: T.firstName, type: 'text', autoComplete: 'off' },
  { field: 'last_name', label: T.lastName, type: 'text', autoComplete: 'off' },
  { field: 'email', label: T.emailAddress, type: 'email', autoComplete: 'off' },
];

const inputId = (key: number, field: InviteField) => `invite-row-${key}-${field}`;

/** Manual entry: one fieldset per person; all three fields required (spec 01 section 5). */
export function ManualEntrySection({ rows, errors, onChange, onAdd, onRemove }: Props) {
  function add() {
    const row = blankRow();
    flushSync(() => onAdd(row));
    // Keyboard users continue typing in the new row.
    document.getElementById(inputId(row.key, 'first_name'))?.focus();
  }

  function remove(index: number) {
    const neighbour = rows[index === 0 ? 1 : index - 1];
    flushSync(() => onRemove(rows[index]!.key));
    // The removed row's button is gone; keep focus in the list instead of dropping it to the page.
    if (neighbour) document.getElementById(inputId(neighbour.key, 'first_name'))?.focus();
  }

  return (
    <Stack gap="sm">
      {rows.map((row, index) => (
        <Fieldset key={row.key} legend={S.person(index + 1)} variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {FIELDS.map(({ field, label, type, autoComplete }) => (
              <TextInput
                key={field}
                id={inputId(row.key, field)}
                // The modal's focus trap starts here when it opens.
                data-autofocus={index === 0 && field === 'first_name' ? true : undefined}
                label={label}
                type={type}
                autoComplete={autoComplete}
                required
                value={row[field]}
                error={errors[row.key]?.[field]}
                onChange={(event) => onChange(row.key, field, event.currentTarget.value)}
              />
            ))}
          </SimpleGrid>
          {rows.length > 1 ? (
            <Group justify="flex-end" mt="xs">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                aria-label={S.removePerson(index + 1)}
                onClick={() => remove(index)}
              >
                {T.removeRow}
              </Button>
            </Group>
          ) : null}
        </Fieldset>
      ))}
      <div>
        <Button variant="light" onClick={add}>
          {T.addAnother}
        </Button>
      </div>
    </Stack>
  );
}
