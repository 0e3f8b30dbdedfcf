import { Button, Group, Text } from '@mantine/core';
import { ADMIN_STRINGS } from '../strings';

type PagerProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** e.g. '120 entries'. */
  totalLabel: string;
  onChange: (page: number) => void;
};

/** Previous/next paging with the total, for the admin lists. */
export function Pager({ page, pageSize, total, totalLabel, onChange }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group component="nav" aria-label={ADMIN_STRINGS.pager.label} justify="space-between" gap="sm">
      <Text size="sm" aria-live="polite">
        {`${totalLabel} · ${ADMIN_STRINGS.pager.page(Math.min(page, pages), pages)}`}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          {ADMIN_STRINGS.pager.previous}
        </Button>
        <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onChange(page + 1)}>
          {ADMIN_STRINGS.pager.next}
        </Button>
      </Group>
    </Group>
  );
}
