import { WEEKLY_STRINGS as S } from '../strings';

type Props = { target: string; label: string; value: number | string };

/**
 * A figure that links to the incidents behind it (issue 8 item 4). The lists are in the viewer's
 * appendix; scrolling by hand keeps the URL (and the open report) as it is. Prints as plain text.
 */
export function IncidentsLink({ target, label, value }: Props) {
  return (
    <a
      href={`#${target}`}
      aria-label={S.appendix.linkName(value, label)}
      onClick={(event) => {
        const list = document.getElementById(target);
        if (!list) return;
        event.preventDefault();
        list.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        list.focus({ preventScroll: true });
      }}
    >
      {value}
    </a>
  );
}
