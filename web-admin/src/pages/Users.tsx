/**
 * /missioncontrol/users: every user; edit (name, email, permission with the owner option: spec
 * section 6, plus the internal-team flag and referral code, which only operators can give), delete
 * and impersonate. Operators themselves are listed but not editable here (docs/operator.md).
 */
import {
  Badge,
  PageHeader,
  RecordsTable,
  useApi,
  type Column,
  type FieldDefs,
  stampColumn,
  browserZone,
  userIdentityFields,
} from '@tongshu/web-ui';
import type { Impersonation, MissionControlProps, UserRow } from '../types';

/** The admin's choices plus owner (spec section 6); nobody is made an operator here. */
export const PERMISSION_OPTIONS = [
  { value: 'owner', label: 'Owner' },
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'User' },
];

export const userFields = (row: UserRow): FieldDefs => ({
  ...userIdentityFields(row, PERMISSION_OPTIONS),
  account_id: { type: 'hidden', value: row.account_id },
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

/** The columns, times on the operator browser's clock (`zone`, named in the header). */
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

export default function Users({ onImpersonate }: Pick<MissionControlProps, 'onImpersonate'>) {
  const users = useApi<UserRow[]>('/api/master/users');
  // The operator's own browser clock (issue 42), not the zone stored on their user.
  const zone = browserZone();

  return (
    <>
      <PageHeader title="Users" subtitle="Everyone who can sign in, newest first" />
      <RecordsTable<UserRow>
        title="All Users"
        records={users}
        columns={columnsOn(zone)}
        caption="Users"
        rowKey={(row) => row.id}
        rowLabel={(row) => row.email}
        allowed={(row) => row.permission !== 'master'}
        edit={{
          title: 'Edit User',
          form: userFields,
          url: '/api/master/user',
          method: 'PATCH',
          buttonText: 'Save',
          done: 'User updated',
        }}
        remove={{
          title: 'Delete User',
          text: (row) =>
            `Delete ${row.name} (${row.email})? They will no longer be able to sign in.`,
          form: (row) => ({
            id: { type: 'hidden', value: row.id },
            account: { type: 'hidden', value: row.account_id },
          }),
          url: '/api/master/user',
          method: 'DELETE',
          buttonText: 'Delete',
          destructive: true,
          done: 'User deleted',
        }}
        custom={
          onImpersonate
            ? [
                {
                  label: 'Impersonate',
                  icon: 'user',
                  title: 'Impersonate User',
                  text: (row) =>
                    `Sign in as ${row.name} (${row.email}) for up to an hour to see Tongshu as they do? This is recorded in the audit log. The banner at the top of every page takes you back to Mission Control.`,
                  form: (row) => ({ id: { type: 'hidden', value: row.id } }),
                  url: '/api/master/user/impersonate',
                  method: 'POST',
                  buttonText: 'Impersonate',
                  onDone: (response) => onImpersonate(response?.data as Impersonation),
                },
              ]
            : []
        }
      />
    </>
  );
}
