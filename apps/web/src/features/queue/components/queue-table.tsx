import { MESSAGES, type PendingIncident } from '@app/contracts';
import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { SortableHeaderRow } from '../../../components/ui/sortable-header-row';
import { paths } from '../../../config/paths';
import { QUEUE_STRINGS as S } from '../strings';
import { type DaysSort, notifiableLabel, rememberQueueOrigin, SEVERITY_COLOURS } from '../utils/queue';

const C = MESSAGES.queue.columns;

type Props = { incidents: PendingIncident[]; sort: DaysSort; onSort: () => void; isMobile: boolean };

function IncidentLink({ incident, children }: { incident: PendingIncident; children: string }) {
  return (
    <Anchor
      component={Link}
      to={paths.incident.getHref(incident.id)}
      onClick={() => rememberQueueOrigin(incident.id)}
    >
      {children}
    </Anchor>
  );
}

function ReviewButton({ incident }: { incident: PendingIncident }) {
  const navigate = useNavigate();
  return (
    <Button
      size="xs"
      aria-label={S.review(incident.incident_number)}
      onClick={() => {
        rememberQueueOrigin(incident.id);
        void navigate(paths.incident.getHref(incident.id));
      }}
    >
      {MESSAGES.queue.review}
    </Button>
  );
}

function Severity({ incident }: { incident: PendingIncident }) {
  const notifiable = notifiableLabel(incident.notifiable);
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={SEVERITY_COLOURS[incident.severity]} variant="light">
        {incident.severity}
      </Badge>
      {notifiable ? (
        <Badge color="red" variant={incident.notifiable === 'yes' ? 'filled' : 'outline'}>
          {notifiable}
        </Badge>
      ) : null}
    </Group>
  );
}

const title = (incident: PendingIncident) => incident.title?.trim() || S.untitled;

/** The pending incidents as a table, or as cards under 768 px. */
export function QueueTable({ incidents, sort, onSort, isMobile }: Props) {
  const arrow = sort === 'asc' ? '↑' : sort === 'desc' ? '↓' : '↕';
  if (isMobile) {
    return (
      <Stack gap="sm">
        <Button variant="default" size="xs" onClick={onSort} aria-label={S.sortDaysPending(sort)}>
          {`${C[5]} ${arrow}`}
        </Button>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={S.tableLabel}>
          {incidents.map((incident) => (
            <Card key={incident.id} withBorder padding="sm" component="li">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <IncidentLink incident={incident}>{incident.incident_number}</IncidentLink>
                  <ReviewButton incident={incident} />
                </Group>
                <IncidentLink incident={incident}>{title(incident)}</IncidentLink>
                <Severity incident={incident} />
                <Text size="sm">{`${C[2]}: ${incident.reporter_name ?? S.notAvailable}`}</Text>
                <Text size="sm">{`${C[3]}: ${incident.location_name ?? S.notAvailable}`}</Text>
                <Text size="sm">{`${C[5]}: ${incident.days_since_created}`}</Text>
              </Stack>
            </Card>
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={S.tableLabel}>
        <Table.Thead>
          <SortableHeaderRow
            columns={C}
            sortIndex={5}
            direction={sort}
            sortControl={
              <UnstyledButton onClick={onSort} fw={700} aria-label={S.sortDaysPending(sort)}>
                {`${C[5]} ${arrow}`}
              </UnstyledButton>
            }
          />
        </Table.Thead>
        <Table.Tbody>
          {incidents.map((incident) => (
            <Table.Tr key={incident.id}>
              <Table.Td>
                <IncidentLink incident={incident}>{incident.incident_number}</IncidentLink>
              </Table.Td>
              <Table.Td>
                <IncidentLink incident={incident}>{title(incident)}</IncidentLink>
              </Table.Td>
              <Table.Td>{incident.reporter_name ?? S.notAvailable}</Table.Td>
              <Table.Td>{incident.location_name ?? S.notAvailable}</Table.Td>
              <Table.Td>
                <Severity incident={incident} />
              </Table.Td>
              <Table.Td>{incident.days_since_created}</Table.Td>
              <Table.Td>
                <ReviewButton incident={incident} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
