import type { ReactNode } from 'react';

/** The last column's header where each row has buttons: named for screen readers, not shown. */
export function ActionsHeader({ className }: { readonly className?: string }) {
  return (
    <th scope="col" className={className}>
      <span className="tsu-visually-hidden">Actions</span>
    </th>
  );
}

/**
 * A table's head row of column headers, one per label (labels are unique within a table: they are
 * the keys). `corner` is the cell above the row headers, when the rows have them; `actions` adds
 * the header of a last column of row buttons.
 */
export function TableHead({
  labels,
  corner,
  actions = false,
}: {
  readonly labels: readonly string[];
  readonly corner?: ReactNode;
  readonly actions?: boolean;
}) {
  return (
    <thead>
      <tr>
        {corner}
        {labels.map((label) => (
          <th scope="col" key={label}>
            {label}
          </th>
        ))}
        {actions && <ActionsHeader />}
      </tr>
    </thead>
  );
}
