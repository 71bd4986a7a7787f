/**
 * /account/users (Users, admin only; spec sections 2, 5 and 6): Manage Users, with invite (several
 * emails separated by commas), edit (name, email, permission) and delete, over the data table.
 */
import { Navigate } from 'react-router';
import {
  Button,
  Modal,
  RecordsTable,
  type Column,
  type FieldDefs,
  useApi,
  PageHeader,
  stampColumn,
  useViewerZone,
  userIdentityFields,
} from '@tongshu/web-ui';
import type { AccountUser as AccountUserAnswer } from '@tongshu/bff/api';
import { useSession } from '../../shared/session/SessionProvider';
import { canActAs } from '../../shared/session/user';
import { AccountNav } from '../../shared/components/AccountNav';
import { accountCrumbs } from '../../shared/components/accountCrumbs';

/** A row of GET /api/account/users (nothing private), its fields also readable by name. */
export type AccountUser = AccountUserAnswer & Readonly<Record<string, unknown>>;

/** The permissions an admin may give (the owner stays the owner). */
export const PERMISSION_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];

/** 'a@x.com, b@y.com' -> ['a@x.com', 'b@y.com'] (spec section 5: invite). */
export function inviteEmails(text: string): string[] {
  return text
    .split(',')
    .map((email) => email.trim())
    .filter((email) => email !== '');
}

export const editFields = (row: AccountUser): FieldDefs =>
  userIdentityFields(row, PERMISSION_OPTIONS);

/** The columns, times on the viewer's clock (`zone`, named in the headers). */
const columnsOn = (zone: string): readonly Column<AccountUser>[] => [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'permission', label: 'Permission' },
  stampColumn('last_login', 'Last Login', zone),
  stampColumn('date_created', 'Date Created', zone),
];

export default function Users() {
  const { user } = useSession();
  const admin = user ? canActAs(user.permission, 'admin') : false;
  const users = useApi<AccountUser[]>(admin ? '/api/account/users' : null);
  const zone = useViewerZone();
  if (!user) return null;
  if (!admin) return <Navigate to="/dashboard" replace />;

  const editable = (row: AccountUser) => row.permission !== 'owner' && row.id !== user.id;

  return (
    <>
      <PageHeader title="Users" breadcrumbs={accountCrumbs('Users')} />
      <AccountNav />
      <RecordsTable<AccountUser>
        title="Manage Users"
        actions={({ open }) => (
          <Button icon="mail" onClick={() => open({ kind: 'invite' })}>
            Invite Users
          </Button>
        )}
        records={users}
        columns={columnsOn(zone)}
        caption="Users of your account"
        rowKey={(row) => row.id}
        rowLabel={(row) => row.email}
        allowed={editable}
        dialogs={({ dialog, cancel, done }) => (
          <Modal
            open={dialog?.kind === 'invite'}
            title="Invite Users"
            text="Separate several email addresses with commas."
            form={{
              email: {
                type: 'text',
                label: 'Email',
                required: true,
                placeholder: 'ann@example.com, bo@example.com',
                errorMessage: 'Please enter a valid email address',
              },
            }}
            url="/api/invite"
            method="POST"
            buttonText="Send Invites"
            onCancel={cancel}
            onClose={done('Invites sent')}
          />
        )}
        edit={{
          title: 'Edit User',
          form: editFields,
          url: '/api/user',
          method: 'PATCH',
          buttonText: 'Save',
          done: 'The user has been saved',
        }}
        remove={{
          title: 'Delete User',
          text: (row) =>
            `Delete ${row.name} (${row.email})? They will no longer be able to sign in.`,
          form: (row) => ({ id: { type: 'hidden', value: row.id } }),
          url: '/api/user',
          method: 'DELETE',
          buttonText: 'Delete',
          destructive: true,
          done: 'The user has been deleted',
        }}
      />
    </>
  );
}
