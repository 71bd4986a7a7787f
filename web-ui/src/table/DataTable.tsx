/**
 * The reusable data table (spec section 2): a case-insensitive substring search over every cell,
 * columns sorted ascending then descending on each click, row actions (edit, delete, email,
 * custom), 'No items in list' for an empty list and 'No results found' when a search matches none.
 */
import { TableScroll } from './TableScroll';
import { ActionsHeader } from './TableHead';
import { isValidElement, useId, useMemo, useState, type ReactNode } from 'react';
import { Icon, type IconName } from '../components/Icon';
import { Loader } from '../components/Card';
import './table.css';

export type Row = Readonly<Record<string, unknown>>;

export interface Column<R extends Row = Row> {
  readonly key: string;
  readonly label: string;
  /** Default true. */
  readonly sortable?: boolean;
  readonly render?: (row: R) => ReactNode;
  /**
   * The cell's text for search, when `render` draws it through a component whose text cannot be
   * read from the element tree. Default: the text of what `render` returns, or the value.
   */
  readonly text?: (row: R) => string;
  readonly align?: 'left' | 'right' | 'center';
}

export interface CustomAction<R extends Row = Row> {
  readonly label: string;
  readonly icon: IconName;
  readonly action: (row: R) => void;
}

export interface RowActions<R extends Row = Row> {
  readonly edit?: (row: R) => void;
  readonly delete?: (row: R) => void;
  readonly email?: (row: R) => void;
  readonly custom?: readonly CustomAction<R>[];
  /** Rows this is false for show no actions (e.g. an account's owner, or the operator). */
  readonly allowed?: (row: R) => boolean;
}

export interface DataTableProps<R extends Row = Row> {
  readonly data: readonly R[];
  /** Default: one column per key of the first row. */
  readonly columns?: readonly Column<R>[];
  readonly search?: boolean;
  readonly actions?: RowActions<R>;
  readonly loading?: boolean;
  readonly caption?: string;
  /** Names the rows for action labels, e.g. the user's email. */
  readonly rowLabel?: (row: R) => string;
  readonly rowKey?: (row: R, index: number) => string;
}

export const NO_ITEMS = 'No items in list';
export const NO_RESULTS = 'No results found';

type Direction = 'asc' | 'desc';

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The text a React node shows: strings and numbers, through arrays and elements' children. */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint')
    return String(node);
  if (Array.isArray(node)) return node.map(nodeText).join(' ');
  if (isValidElement<{ children?: ReactNode }>(node)) return nodeText(node.props.children);
  return '';
}

/** What a column's cell shows for a row, as text (spec: search runs over the cell values). */
export function shownText<R extends Row>(column: Column<R>, row: R): string {
  if (column.text) return column.text(row);
  if (column.render) return nodeText(column.render(row));
  return cellText(row[column.key]);
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return cellText(a).localeCompare(cellText(b), undefined, { numeric: true, sensitivity: 'base' });
}

const titleCase = (key: string) =>
  key.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

export function DataTable<R extends Row = Row>({
  data,
  columns,
  search = false,
  actions,
  loading = false,
  caption,
  rowLabel,
  rowKey,
}: DataTableProps<R>) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ key: string; direction: Direction } | null>(null);

  const cols = useMemo<readonly Column<R>[]>(
    () => columns ?? Object.keys(data[0] ?? {}).map((key) => ({ key, label: titleCase(key) })),
    [columns, data],
  );

  const rows = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const found =
      needle === ''
        ? [...data]
        : data.filter((row) =>
            cols.some((column) => shownText(column, row).toLowerCase().includes(needle)),
          );
    if (sort) {
      found.sort((a, b) => {
        const order = compare(a[sort.key], b[sort.key]);
        return sort.direction === 'asc' ? order : -order;
      });
    }
    return found;
  }, [cols, data, query, sort]);

  const toggle = (key: string) =>
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );

  const hasActions =
    actions !== undefined &&
    (actions.edit || actions.delete || actions.email || (actions.custom?.length ?? 0) > 0);
  const width = cols.length + (hasActions ? 1 : 0);
  const empty = data.length === 0 ? NO_ITEMS : rows.length === 0 ? NO_RESULTS : null;

  const actionButton = (row: R, label: string, icon: IconName, run: (row: R) => void) => (
    <button
      key={label}
      type="button"
      className={`tsu-icon-button tsu-table__action tsu-table__action--${icon}`}
      aria-label={rowLabel ? `${label} ${rowLabel(row)}` : label}
      title={label}
      onClick={() => run(row)}
    >
      <Icon name={icon} size={16} />
    </button>
  );

  return (
    <div className="tsu-table">
      {search && (
        <div className="tsu-table__search">
          <label htmlFor={searchId} className="tsu-visually-hidden">
            Search
          </label>
          <Icon name="search" size={16} />
          <input
            id={searchId}
            type="search"
            className="tsu-input"
            placeholder="Search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      )}
      <TableScroll label={caption ?? 'Table'}>
        <table>
          {caption && <caption className="tsu-visually-hidden">{caption}</caption>}
          <thead>
            <tr>
              {cols.map((col) => {
                const sortable = col.sortable !== false;
                const active = sort?.key === col.key ? sort.direction : undefined;
                return (
                  <th
                    key={col.key}
                    scope="col"
                    style={{ textAlign: col.align }}
                    aria-sort={
                      active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined
                    }
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className="tsu-table__sort"
                        onClick={() => toggle(col.key)}
                      >
                        {col.label}
                        <Icon
                          name={
                            active === 'asc' ? 'sortAsc' : active === 'desc' ? 'sortDesc' : 'sort'
                          }
                          size={14}
                        />
                      </button>
                    ) : (
                      col.label
                    )}
                  </th>
                );
              })}
              {hasActions && <ActionsHeader className="tsu-table__actions-head" />}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={Math.max(width, 1)}>
                  <Loader />
                </td>
              </tr>
            ) : empty !== null ? (
              <tr className="tsu-table__empty">
                <td colSpan={Math.max(width, 1)}>{empty}</td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={rowKey ? rowKey(row, index) : cellText(row.id ?? index)}>
                  {cols.map((col) => (
                    <td key={col.key} data-label={col.label} style={{ textAlign: col.align }}>
                      {col.render ? col.render(row) : cellText(row[col.key])}
                    </td>
                  ))}
                  {hasActions && actions && (
                    <td className="tsu-table__actions">
                      {(actions.allowed?.(row) ?? true) && (
                        <>
                          {actions.custom?.map((custom) =>
                            actionButton(row, custom.label, custom.icon, custom.action),
                          )}
                          {actions.email && actionButton(row, 'Email', 'mail', actions.email)}
                          {actions.edit && actionButton(row, 'Edit', 'edit', actions.edit)}
                          {actions.delete && actionButton(row, 'Delete', 'trash', actions.delete)}
                        </>
                      )}
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
