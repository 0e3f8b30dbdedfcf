import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

const ARIA_SORT = { asc: 'ascending', desc: 'descending', none: 'none' } as const;

/**
 * A table's header row in which one column is sortable: that header holds the sort control and
 * tells assistive technology the current direction.
 */
export function SortableHeaderRow(props: {
  columns: readonly string[];
  sortIndex: number;
  /** null: the rows are in their default order, not sorted by this column. */
  direction: 'asc' | 'desc' | null;
  sortControl: ReactNode;
}) {
  return (
    <Table.Tr>
      {props.columns.map((column, index) =>
        index === props.sortIndex ? (
          <Table.Th key={column} scope="col" aria-sort={ARIA_SORT[props.direction ?? 'none']}>
            {props.sortControl}
          </Table.Th>
        ) : (
          <Table.Th key={column} scope="col">
            {column}
          </Table.Th>
        ),
      )}
    </Table.Tr>
  );
}
