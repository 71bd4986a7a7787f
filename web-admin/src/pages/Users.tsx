/**
 * /missioncontrol/users: every user; edit (name, email, permission with the owner option: spec
 * section 6, plus the internal-team flag and referral code, which only operators can give), delete
 * and impersonate. Operators themselves are listed but not editable here (docs/operator.md).
 */
import {
  Badge,
  Card,
  DataTable,
  Modal,
  PageHeader,
  useApi,
  type Column,
  type FieldDefs,
  type UiResponse,
  useDialog,
  stampColumn,
  useViewerZone,
} from '@tongshu/web-ui';
import type { Impersonation, MissionControlProps, UserRow } from '../types';

/** The admin's choices plus owner (spec section 6); nobody is made an operator here. */
export const PERMISSION_OPTIONS = [
  { value: 'owner', label: 'Owner' },
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'User' },
];

export const userFields = (row: UserRow): FieldDefs => ({
  id: { type: 'hidden', value: row.id },
  account_id: { type: 'hidden', value: row.account_id },
  name: { type: 'text', label: 'Name', required: true, value: row.name },
  email: { type: 'email', label: 'Email', required: true, value: row.email },
  permission: {
    type: 'select',
    label: 'Permission',
    required: true,
    options: PERMISSION_OPTIONS,
    value: row.permission,
  },
  internal_team: {
    type: 'switch',
    label: 'Internal team (3VV list and QM charts)',
    value: row.internal_team,
  },
  reference_code: {
    type: 'text',
    label: 'Referral Code',
    placeholder: 'Empty: no referral page',
    value: row.reference_code ?? '',
  },
});

/** The columns, times on the viewer's clock (`zone`, named in the header). */
const columnsOn = (zone: string): readonly Column<UserRow>[] => [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  {
    key: 'permission',
    label: 'Permission',
    render: (row) => (
      <Badge tone={row.permission === 'master' ? 'warning' : 'neutral'}>{row.permission}</Badge>
    ),
  },
  {
    key: 'internal_team',
    label: 'Internal Team',
    render: (row) => (row.internal_team ? 'Yes' : ''),
  },
  { key: 'reference_code', label: 'Referral Code' },
  stampColumn('last_login', 'Last Login', zone),
];

type Dialog = {
  readonly kind: 'edit' | 'delete' | 'impersonate';
  readonly row: UserRow;
};

export default function Users({ onImpersonate }: Pick<MissionControlProps, 'onImpersonate'>) {
  const users = useApi<UserRow[]>('/api/master/users');
  const zone = useViewerZone();
  const { dialog, open: setDialog, cancel, done } = useDialog<Dialog>(users.reload);

  const open = (kind: Dialog['kind']) => (row: UserRow) => setDialog({ kind, row });
  const impersonated = (response?: UiResponse) => {
    cancel();
    onImpersonate?.(response?.data as Impersonation);
  };

  return (
    <>
      <PageHeader title="Users" subtitle="Everyone who can sign in, newest first" />
      <Card title="All Users">
        <DataTable<UserRow>
          data={users.data ?? []}
          loading={users.loading}
          columns={columnsOn(zone)}
          search
          caption="Users"
          rowKey={(row) => row.id}
          rowLabel={(row) => row.email}
          actions={{
            allowed: (row) => row.permission !== 'master',
            edit: open('edit'),
            delete: open('delete'),
            custom: onImpersonate
              ? [{ label: 'Impersonate', icon: 'user', action: open('impersonate') }]
              : [],
          }}
        />
      </Card>
      {dialog?.kind === 'edit' && (
        <Modal
          open
          title="Edit User"
          form={userFields(dialog.row)}
          url="/api/master/user"
          method="PATCH"
          buttonText="Save"
          onCancel={cancel}
          onClose={done('User updated')}
        />
      )}
      {dialog?.kind === 'delete' && (
        <Modal
          open
          title="Delete User"
          text={`Delete ${dialog.row.name} (${dialog.row.email})? They will no longer be able to sign in.`}
          form={{
            id: { type: 'hidden', value: dialog.row.id },
            account: { type: 'hidden', value: dialog.row.account_id },
          }}
          url="/api/master/user"
          method="DELETE"
          buttonText="Delete"
          destructive
          onCancel={cancel}
          onClose={done('User deleted')}
        />
      )}
      {dialog?.kind === 'impersonate' && (
        <Modal
          open
          title="Impersonate User"
          text={`Sign in as ${dialog.row.name} (${dialog.row.email}) for up to an hour to see Tongshu as they do? This is recorded in the audit log. The banner at the top of every page takes you back to Mission Control.`}
          form={{ id: { type: 'hidden', value: dialog.row.id } }}
          url="/api/master/user/impersonate"
          method="POST"
          buttonText="Impersonate"
          onCancel={cancel}
          onClose={impersonated}
        />
      )}
    </>
  );
}
