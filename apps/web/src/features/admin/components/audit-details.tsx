import type { AuditEntry } from '@app/contracts';
import { Code, Stack, Text } from '@mantine/core';
import { ADMIN_STRINGS } from '../strings';

function toJson(value: unknown): string {
  return value === undefined ? 'null' : JSON.stringify(value, null, 2);
}

/** A native disclosure with the entry's before and after state as JSON. */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const text = ADMIN_STRINGS.audit;
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>{text.details}</summary>
      <Stack gap={4} mt="xs">
        <Text size="sm" fw={600}>
          {text.before}
        </Text>
        <Code block>{toJson(entry.before)}</Code>
        <Text size="sm" fw={600}>
          {text.after}
        </Text>
        <Code block>{toJson(entry.after)}</Code>
      </Stack>
    </details>
  );
}
