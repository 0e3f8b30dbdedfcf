import {
  DEFAULT_LIST_STATUSES,
  INCIDENT_STATUSES,
  type IncidentStatus,
  REPORT_TYPES,
  type ReportType,
  SEVERITIES,
  type Severity,
} from '@app/contracts';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useIncidentsList } from '../api/list-incidents';

export const PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 300;

const pick = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value && (values as readonly string[]).includes(value) ? (value as T) : null;

/** The filters live in the URL query, so a reload or Back keeps them (page is 0-based). */
function readFilters(params: URLSearchParams) {
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((s): s is IncidentStatus => (INCIDENT_STATUSES as readonly string[]).includes(s));
  const page = Number.parseInt(params.get('page') ?? '0', 10);
  return {
    statuses,
    severity: pick<Severity>(SEVERITIES, params.get('severity')),
    reportType: pick<ReportType>(REPORT_TYPES, params.get('report_type')),
    reporter: params.get('reporter') || null,
    search: params.get('search') ?? '',
    direction: params.get('sort_direction') === 'asc' ? ('asc' as const) : ('desc' as const),
    page: Number.isFinite(page) && page > 0 ? page : 0,
  };
}

export type IncidentFilters = ReturnType<typeof readFilters>;

/** All Incidents state: URL-held filters, the debounced search box and the server query. */
export function useIncidentFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [searchText, setSearchText] = useState(filters.search);

  /** Sets (or clears, with null/'') URL params; any change except paging goes back to page 0. */
  const update = (changes: Record<string, string | null>, keepPage = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  const commitSearch = useDebouncedCallback((value: string) => update({ search: value }), SEARCH_DEBOUNCE_MS);

  const query = useIncidentsList({
    limit: PAGE_SIZE,
    offset: filters.page * PAGE_SIZE,
    status: (filters.statuses.length > 0 ? filters.statuses : DEFAULT_LIST_STATUSES).join(','),
    severity: filters.severity ?? undefined,
    report_type: filters.reportType ?? undefined,
    reporter: filters.reporter ?? undefined,
    search: filters.search || undefined,
    sort_by: 'created_at',
    sort_direction: filters.direction,
  });

  return {
    query,
    filters,
    searchText,
    setSearch: (value: string) => {
      setSearchText(value);
      commitSearch(value.trim());
    },
    setStatuses: (statuses: string[]) => update({ status: statuses.join(',') }),
    setSeverity: (value: string | null) => update({ severity: value }),
    setReportType: (value: string | null) => update({ report_type: value }),
    setReporter: (value: string | null) => update({ reporter: value }),
    toggleSort: () => update({ sort_direction: filters.direction === 'desc' ? 'asc' : null }),
    setPage: (page: number) => update({ page: page > 0 ? String(page) : null }, true),
  };
}

export type IncidentFiltersState = ReturnType<typeof useIncidentFilters>;
