import { MESSAGES, type OutboxMessage } from '@app/contracts';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { ADMIN_STRINGS } from '../strings';
import { formatDateTime } from './format';

const text = ADMIN_STRINGS.outbox;
const STATUS_COLOURS = { pending: 'yellow', sent: 'green', failed: 'red' } as const;

type OutboxListProps = {
  messages: OutboxMessage[];
  onRetry: (message: OutboxMessage) => void;
  retryingId: string | null;
};

/** Status as text in a badge: colour is never the only signal (STYLE rule 21). */
function StatusBadge({ status }: { status: OutboxMessage['status'] }) {
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light">
      {text.statusLabels[status]}
    </Badge>
  );
}

function RetryButton({
  message,
  onRetry,
  retryingId,
}: { message: OutboxMessage } & Omit<OutboxListProps, 'messages'>) {
  if (message.status === 'sent') return null;
  return (
    <Button
      size="xs"
      variant="light"
      aria-label={text.retryLabel(message.subject, message.to)}
      loading={retryingId === message.id}
      onClick={() => onRetry(message)}
    >
      {MESSAGES.admin.retry}
    </Button>
  );
}

/** Queued e-mails: a table on desktop, cards at 768 px or less (spec 01 section 9). */
export function OutboxList({ messages, onRetry, retryingId }: OutboxListProps) {
  const isMobile = useIsMobile();

  if (isMobile) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {messages.map((message) => (
          <Card key={message.id} component="li" withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {message.subject}
              </Text>
              <StatusBadge status={message.status} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {message.to}
            </Text>
            <Text size="sm" c="dimmed">
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
              {` · ${message.kind} · ${text.columns.attempts}: ${message.attempts}`}
            </Text>
            {message.error && (
              <Text size="sm" c="red.8">
                {message.error}
              </Text>
            )}
            <Group mt="xs">
              <RetryButton message={message} onRetry={onRetry} retryingId={retryingId} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  const { columns } = text;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.created}</Table.Th>
            <Table.Th>{columns.to}</Table.Th>
            <Table.Th>{columns.subject}</Table.Th>
            <Table.Th>{columns.kind}</Table.Th>
            <Table.Th>{columns.status}</Table.Th>
            <Table.Th>{columns.attempts}</Table.Th>
            <Table.Th>{columns.error}</Table.Th>
            <Table.Th>{columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={message.id}>
              <Table.Td>
                <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.to}</Table.Td>
              <Table.Td>{message.subject}</Table.Td>
              <Table.Td>{message.kind}</Table.Td>
              <Table.Td>
                <StatusBadge status={message.status} />
              </Table.Td>
              <Table.Td>{message.attempts}</Table.Td>
              <Table.Td>{message.error}</Table.Td>
              <Table.Td>
                <RetryButton message={message} onRetry={onRetry} retryingId={retryingId} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
