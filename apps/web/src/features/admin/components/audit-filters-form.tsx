import { Autocomplete, Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useActors } from '../api/list-actors';
import { type AuditFilters, EMPTY_AUDIT_FILTERS } from '../api/list-audit';
import { ADMIN_STRINGS } from '../strings';

/** Entity types the server records today; any other may be typed. */
const KNOWN_ENTITY_TYPES = ['invitation', 'session', 'site', 'tenant', 'user'];

type AuditFiltersFormProps = { initial: AuditFilters; onApply: (filters: AuditFilters) => void };

/** Audit filters, applied together so typing does not send a request per key. */
export function AuditFiltersForm({ initial, onApply }: AuditFiltersFormProps) {
  const [draft, setDraft] = useState(initial);
  const actors = useActors();
  const text = ADMIN_STRINGS.audit;
  const set = (key: keyof AuditFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft(EMPTY_AUDIT_FILTERS);
    onApply(EMPTY_AUDIT_FILTERS);
  };

  return (
    <form onSubmit={submit} aria-label={text.filters}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Autocomplete
          label={text.entityType}
          data={KNOWN_ENTITY_TYPES}
          value={draft.entity_type}
          onChange={set('entity_type')}
        />
        <TextInput
          label={text.entityId}
          value={draft.entity_id}
          onChange={(event) => set('entity_id')(event.currentTarget.value)}
        />
        {actors.isError ? (
          // Without the user list the actor can still be given by id.
          <TextInput
            label={text.actorId}
            value={draft.actor}
            onChange={(event) => set('actor')(event.currentTarget.value)}
          />
        ) : (
          <NativeSelect
            label={text.actor}
            value={draft.actor}
            onChange={(event) => set('actor')(event.currentTarget.value)}
            data={[
              { value: '', label: text.allActors },
              ...(actors.data ?? []).map((user) => ({
                value: user.id,
                label: `${user.first_name} ${user.last_name}`.trim() || user.email,
              })),
            ]}
          />
        )}
        <TextInput
          label={text.from}
          type="date"
          value={draft.from}
          onChange={(event) => set('from')(event.currentTarget.value)}
        />
        <TextInput
          label={text.to}
          type="date"
          value={draft.to}
          onChange={(event) => set('to')(event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group gap="sm" mt="sm">
        <Button type="submit">{text.apply}</Button>
        <Button type="button" variant="default" onClick={clear}>
          {text.clear}
        </Button>
      </Group>
    </form>
  );
}
