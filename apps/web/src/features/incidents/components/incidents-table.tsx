import { type IncidentListItem, MESSAGES } from '@app/contracts';
import { Anchor, Card, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { SortableHeaderRow } from '../../../components/ui/sortable-header-row';
import { paths } from '../../../config/paths';
import { INCIDENTS_STRINGS as S } from '../strings';
import { formatListDate, rememberListOrigin, typeLabel } from '../utils/format';

const M = MESSAGES.incidentsList;
const C = M.columns;

type Props = {
  incidents: IncidentListItem[];
  direction: 'asc' | 'desc';
  onToggleSort: () => void;
  isMobile: boolean;
};

/** The cells of one incident, in column order (after the number). */
function values(incident: IncidentListItem): string[] {
  return [
    incident.title?.trim() || M.untitled,
    typeLabel(incident.report_type),
    incident.reporter_name ?? M.notAvailable,
    incident.location_name ?? M.notAvailable,
    // Notifiable incidents are marked in words wherever they are listed (DESIGN section 11).
    incident.notifiable === 'no'
      ? incident.severity
      : `${incident.severity} · ${S.notifiable[incident.notifiable]}`,
    S.statusLabels[incident.status],
    formatListDate(incident.created_at),
  ];
}

function NumberLink({ incident }: { incident: IncidentListItem }) {
  return (
    <Anchor
      component={Link}
      to={paths.incident.getHref(incident.id)}
      fw={600}
      onClick={(event) => {
        event.stopPropagation();
        rememberListOrigin(incident.id);
      }}
    >
      {incident.incident_number}
    </Anchor>
  );
}

/** A table on desktop (sortable Created column), cards on mobile; a row click opens the incident. */
export function IncidentsTable({ incidents, direction, onToggleSort, isMobile }: Props) {
  const navigate = useNavigate();
  const open = (id: string) => {
    rememberListOrigin(id);
    void navigate(paths.incident.getHref(id));
  };
  const sortButton = (
    <UnstyledButton onClick={onToggleSort} fw={700} aria-label={S.sortCreated(direction)}>
      {`${C[7]} ${direction === 'desc' ? '↓' : '↑'}`}
    </UnstyledButton>
  );

  if (isMobile) {
    return (
      <Stack gap="sm">
        <div>{sortButton}</div>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={S.tableLabel}>
          {incidents.map((incident) => (
            <Card
              key={incident.id}
              withBorder
              padding="sm"
              component="li"
              onClick={() => open(incident.id)}
              style={{ cursor: 'pointer' }}
            >
              <Stack gap={4}>
                <NumberLink incident={incident} />
                {values(incident).map((value, index) => (
                  <Text key={C[index + 1]} size="sm">{`${C[index + 1]}: ${value}`}</Text>
                ))}
              </Stack>
            </Card>
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={S.tableLabel}>
        <Table.Thead>
          <SortableHeaderRow columns={C} sortIndex={7} direction={direction} sortControl={sortButton} />
        </Table.Thead>
        <Table.Tbody>
          {incidents.map((incident) => (
            <Table.Tr key={incident.id} onClick={() => open(incident.id)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <NumberLink incident={incident} />
              </Table.Td>
              {values(incident).map((value, index) => (
                <Table.Td key={C[index + 1]}>{value}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
