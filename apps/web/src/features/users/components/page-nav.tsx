import { Pagination } from '@mantine/core';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { USERS_STRINGS as S } from '../strings';

/** Page buttons with spoken names, shared by the Users and Invitations tabs. */
export function PageNav(props: {
  label: string;
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const isMobile = useIsMobile();
  if (props.pages <= 1) return null;
  return (
    <nav aria-label={props.label}>
      <Pagination
        total={props.pages}
        value={Math.min(props.page, props.pages)}
        onChange={props.onChange}
        siblings={isMobile ? 0 : 1}
        getItemProps={(page) => ({ 'aria-label': S.page(page) })}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': S.previousPage }
            : control === 'next'
              ? { 'aria-label': S.nextPage }
              : {}
        }
      />
    </nav>
  );
}
