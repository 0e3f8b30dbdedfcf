import type { AuditEntry } from '@app/contracts';
import { Card, Stack, Table, Text } from '@mantine/core';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { ADMIN_STRINGS } from '../strings';
import { AuditDetails } from './audit-details';
import { formatDateTime } from './format';

const text = ADMIN_STRINGS.audit;

function entityOf(entry: AuditEntry): string {
  return entry.entity_id ? `${entry.entity_type} ${entry.entity_id}` : entry.entity_type;
}

/** Audit entries: a table on desktop, cards at 768 px or less (spec 01 section 9). */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const isMobile = useIsMobile();

  if (isMobile) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <Card key={entry.id} component="li" withBorder padding="sm">
            <Text fw={600}>{entry.action}</Text>
            <Text size="sm">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              {` · ${entry.actor_name ?? text.system}`}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entityOf(entry)}
            </Text>
            <AuditDetails entry={entry} />
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text.columns.time}</Table.Th>
            <Table.Th>{text.columns.actor}</Table.Th>
            <Table.Th>{text.columns.action}</Table.Th>
            <Table.Th>{text.columns.entity}</Table.Th>
            <Table.Th>{text.columns.details}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </Table.Td>
              <Table.Td>{entry.actor_name ?? text.system}</Table.Td>
              <Table.Td>{entry.action}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{entityOf(entry)}</Table.Td>
              <Table.Td>
                <AuditDetails entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
