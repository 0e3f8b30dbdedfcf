import { INCIDENT_STATUSES, REPORT_TYPE_LABELS, REPORT_TYPES, SEVERITIES } from '@app/contracts';
import { Checkbox, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useReporters } from '../api/list-reporters';
import type { IncidentFiltersState } from '../hooks/use-incident-filters';
import { INCIDENTS_STRINGS as S } from '../strings';

const SEVERITY_OPTIONS = [
  { value: '', label: S.allSeverities },
  ...SEVERITIES.map((s) => ({ value: s, label: s })),
];
const TYPE_OPTIONS = [
  { value: '', label: S.allTypes },
  ...REPORT_TYPES.map((t) => ({ value: t, label: REPORT_TYPE_LABELS[t] })),
];

/** Status (several), severity, report type, reporter and free-text search; all sent to the server. */
export function IncidentFilters({ list }: { list: IncidentFiltersState }) {
  const reporters = useReporters().data?.reporters ?? [];
  const { filters } = list;
  const reporterOptions = [
    { value: '', label: S.allReporters },
    ...reporters.map((r) => ({ value: r.id, label: r.name })),
  ];

  return (
    <Stack gap="sm" role="search" aria-label={S.filtersLabel}>
      <Checkbox.Group label={S.status} value={filters.statuses} onChange={list.setStatuses}>
        <Group gap="md" mt={4} wrap="wrap">
          {INCIDENT_STATUSES.map((status) => (
            <Checkbox key={status} value={status} label={S.statusLabels[status]} />
          ))}
        </Group>
      </Checkbox.Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={S.search}
          placeholder={S.searchPlaceholder}
          value={list.searchText}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <NativeSelect
          label={S.severity}
          value={filters.severity ?? ''}
          data={SEVERITY_OPTIONS}
          onChange={(event) => list.setSeverity(event.currentTarget.value || null)}
        />
        <NativeSelect
          label={S.reportType}
          value={filters.reportType ?? ''}
          data={TYPE_OPTIONS}
          onChange={(event) => list.setReportType(event.currentTarget.value || null)}
        />
        <NativeSelect
          label={S.reporter}
          value={filters.reporter ?? ''}
          data={reporterOptions}
          onChange={(event) => list.setReporter(event.currentTarget.value || null)}
        />
      </Group>
    </Stack>
  );
}
