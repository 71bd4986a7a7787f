import type { ReactNode } from 'react';

/**
 * The scrolling box around a wide table: the table scrolls inside it, never the page. It is a
 * named region in the tab order, so keyboard users can scroll it too (axe:
 * scrollable-region-focusable).
 */
export function TableScroll({
  label,
  children,
}: {
  /** What the region holds, for screen readers ("Hours 23:00 to 09:00"). */
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="tsu-table__scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
