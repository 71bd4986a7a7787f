/**
 * A list page's records in a card: the data table with its row actions (edit, delete and any
 * custom one, each a form in a modal), the one dialog open at a time (useDialog), and the list
 * reloaded once a form succeeded. The account's users (web-app) and mission control's users and
 * accounts (web-admin) are each one of these.
 */
import type { ReactNode } from 'react';
import type { HttpMethod, UiResponse } from '../context';
import type { FieldDefs } from '../form/types';
import type { IconName } from '../components/Icon';
import { Card } from '../components/Card';
import { Modal } from '../overlay/Modal';
import { useDialog, type DialogState } from '../overlay/useDialog';
import type { ApiState } from '../data/useApi';
import { DataTable, type Column, type Row } from './DataTable';

/** A row's dialog: a form about the row, sent to `url` with `method`. */
export interface RowDialog<R extends Row> {
  readonly title: string | ((row: R) => string);
  readonly text?: string | ((row: R) => string);
  readonly form: (row: R) => FieldDefs;
  readonly url: string;
  readonly method: HttpMethod;
  readonly buttonText: string;
  readonly destructive?: boolean;
  /** Said when the form succeeded (unless the server says something), then the list reloads. */
  readonly done?: string;
  /** Instead of `done`: the dialog closes and this gets the form's response. */
  readonly onDone?: (response?: UiResponse) => void;
}

/** A custom row action (beside Edit and Delete) that opens its own dialog. */
export interface RowDialogAction<R extends Row> extends RowDialog<R> {
  readonly label: string;
  readonly icon: IconName;
}

/** The dialog open: a row's (`edit`, `delete`, a custom action's label) or the page's own. */
export interface RecordsDialog<R extends Row> {
  readonly kind: string;
  readonly row?: R;
}

export interface RecordsTableProps<R extends Row> {
  /** The card's title. */
  readonly title: string;
  /** The card's own buttons (an invite), which may open a page dialog. */
  readonly actions?: (dialogs: DialogState<RecordsDialog<R>>) => ReactNode;
  /** Shown in the card above the table. */
  readonly intro?: ReactNode;
  readonly records: Pick<ApiState<R[]>, 'data' | 'loading' | 'reload'>;
  readonly columns: readonly Column<R>[];
  readonly caption: string;
  readonly rowKey: (row: R) => string;
  readonly rowLabel: (row: R) => string;
  /** Rows this is false for show no actions. */
  readonly allowed: (row: R) => boolean;
  readonly edit: RowDialog<R>;
  readonly remove: RowDialog<R>;
  readonly custom?: readonly RowDialogAction<R>[];
  /** The page's dialogs that are about no row (an invite), drawn before the row dialogs. */
  readonly dialogs?: (dialogs: DialogState<RecordsDialog<R>>) => ReactNode;
}

const of = <R extends Row>(value: string | ((row: R) => string) | undefined, row: R) =>
  typeof value === 'function' ? value(row) : value;

export function RecordsTable<R extends Row>(props: RecordsTableProps<R>) {
  const { records, edit, remove, custom } = props;
  const state = useDialog<RecordsDialog<R>>(records.reload);
  const { dialog, open, cancel, done } = state;
  const opener = (kind: string) => (row: R) => open({ kind, row });
  const rowDialogs: readonly (readonly [string, RowDialog<R>])[] = [
    ['edit', edit],
    ['delete', remove],
    ...(custom ?? []).map((action) => [action.label, action] as const),
  ];

  const modal = (kind: string, spec: RowDialog<R>, row: R) => (
    <Modal
      key={kind}
      open
      title={of(spec.title, row)}
      text={of(spec.text, row)}
      form={spec.form(row)}
      url={spec.url}
      method={spec.method}
      buttonText={spec.buttonText}
      destructive={spec.destructive}
      onCancel={cancel}
      onClose={
        spec.onDone
          ? (response?: UiResponse) => {
              cancel();
              spec.onDone?.(response);
            }
          : done(spec.done ?? '')
      }
    />
  );

  return (
    <>
      <Card title={props.title} actions={props.actions?.(state)}>
        {props.intro}
        <DataTable<R>
          data={records.data ?? []}
          loading={records.loading}
          columns={props.columns}
          search
          caption={props.caption}
          rowKey={props.rowKey}
          rowLabel={props.rowLabel}
          actions={{
            allowed: props.allowed,
            edit: opener('edit'),
            delete: opener('delete'),
            custom: custom?.map((action) => ({
              label: action.label,
              icon: action.icon,
              action: opener(action.label),
            })),
          }}
        />
      </Card>
      {props.dialogs?.(state)}
      {rowDialogs.map(([kind, spec]) =>
        dialog?.kind === kind && dialog.row ? modal(kind, spec, dialog.row) : null,
      )}
    </>
  );
}
