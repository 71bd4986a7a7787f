import type { ReactNode } from 'react';
import { Icon } from '../components/Icon';
import { useScrollCut } from './useScrollCut';

/**
 * The scrolling box around a wide table: the table scrolls inside it, never the page. It is a
 * named region in the tab order, so keyboard users can scroll it too (axe:
 * scrollable-region-focusable). When the table is wider than the box, a "Scroll sideways" hint
 * and a fade over each cut edge show that there is more (issue 33: on a phone a table cut at a
 * cell border looked complete).
 */
export function TableScroll({
  label,
  children,
}: {
  /** What the region holds, for screen readers ("Hours 23:00 to 09:00"). */
  readonly label: string;
  readonly children: ReactNode;
}) {
  const [ref, cut] = useScrollCut<HTMLDivElement>();
  return (
    <div className="tsu-scroll">
      {(cut.start || cut.end) && (
        // Screen readers read the table cell by cell whatever its width: the hint is for eyes.
        <p className="tsu-scroll__hint" aria-hidden="true">
          Scroll sideways <Icon name="chevronRight" size={14} />
        </p>
      )}
      <div
        className="tsu-scroll__frame"
        data-cut-start={cut.start || undefined}
        data-cut-end={cut.end || undefined}
      >
        <div ref={ref} className="tsu-table__scroll" role="region" aria-label={label} tabIndex={0}>
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * A table in the kit's frame: the `tsu-table` box, its scrolling region named `label`, and the
 * table, named `tableLabel` (by default `label`; null leaves the naming to the region).
 */
export function ScrollTable({
  label,
  tableLabel = label,
  className,
  children,
}: {
  readonly label: string;
  readonly tableLabel?: string | null;
  /** Classes beside `tsu-table`. */
  readonly className?: string;
  /** The table's rows: thead, tbody. */
  readonly children: ReactNode;
}) {
  return (
    <div className={className ? `tsu-table ${className}` : 'tsu-table'}>
      <TableScroll label={label}>
        <table aria-label={tableLabel ?? undefined}>{children}</table>
      </TableScroll>
    </div>
  );
}
