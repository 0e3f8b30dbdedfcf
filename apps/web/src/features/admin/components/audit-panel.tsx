import { Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { type AuditFilters, EMPTY_AUDIT_FILTERS, useAudit } from '../api/list-audit';
import { ADMIN_STRINGS } from '../strings';
import { AuditFiltersForm } from './audit-filters-form';
import { AuditList } from './audit-list';
import { LoadError } from './load-error';
import { Pager } from './pager';

export const AUDIT_PAGE_SIZE = 50;

/** Audit log tab: filters, the entries and paging (50 a page). */
export function AuditPanel() {
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const audit = useAudit(filters, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE);
  const text = ADMIN_STRINGS.audit;

  let content: ReactNode;
  if (audit.isPending) content = <PageLoader label={text.loading} />;
  else if (audit.isError)
    content = <LoadError title={text.loadFailed} error={audit.error} onRetry={() => audit.refetch()} />;
  else if (audit.data.entries.length === 0) content = <Text c="dimmed">{text.empty}</Text>;
  else
    content = (
      <>
        <AuditList entries={audit.data.entries} />
        <Pager
          page={page}
          pageSize={AUDIT_PAGE_SIZE}
          total={audit.data.total}
          totalLabel={text.total(audit.data.total)}
          onChange={setPage}
        />
      </>
    );

  return (
    <Stack gap="md">
      <AuditFiltersForm
        initial={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Stack gap="sm" aria-busy={audit.isFetching}>
        {content}
      </Stack>
    </Stack>
  );
}
