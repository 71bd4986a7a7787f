/**
 * /missioncontrol/accounts: every account with its owner's email, plan, status and subscription;
 * search, sort, edit (email, plan and status, all required: spec section 5) and delete.
 */
import { plans } from '@tongshu/data';
import {
  Badge,
  PageHeader,
  RecordsTable,
  useApi,
  type Column,
  type FieldDefs,
  type Tone,
  stampColumn,
  browserZone,
} from '@tongshu/web-ui';
import type { AccountRow } from '../types';

/** Every plan, hidden ones too: operators give the special and trial plans by hand. */
export const PLAN_OPTIONS = plans.map((plan) => ({
  value: plan.id,
  label: plan.hidden ? `${plan.name} (hidden)` : plan.name,
}));

export const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Cancelled' },
];

/** "3 customer accounts": the accounts the dashboard's Total Accounts counts. */
export function customers(rows: readonly AccountRow[]): string {
  const count = rows.filter((row) => !row.operator).length;
  return `${count} customer account${count === 1 ? '' : 's'}`;
}

const planName = (id: string) => plans.find((plan) => plan.id === id)?.name ?? id;

/** The provider's subscription status: what lets the account into the app is good news. */
function billingTone(status: string): Tone | 'neutral' {
  if (status === 'active' || status === 'trialing') return 'success';
  if (status === 'past_due' || status === 'incomplete' || status === 'unpaid') return 'warning';
  if (status === 'none') return 'neutral';
  return 'error';
}

export const accountFields = (row: AccountRow): FieldDefs => ({
  id: { type: 'hidden', value: row.id },
  email: { type: 'email', label: 'Owner Email', required: true, value: row.email ?? '' },
  plan: { type: 'select', label: 'Plan', required: true, options: PLAN_OPTIONS, value: row.plan },
  active: {
    type: 'select',
    label: 'Status',
    required: true,
    options: STATUS_OPTIONS,
    value: String(row.active),
  },
});

/** The columns, times on the operator browser's clock (`zone`, named in the header). */
const columnsOn = (zone: string): readonly Column<AccountRow>[] => [
  {
    key: 'name',
    label: 'Account',
    render: (row) =>
      row.operator ? (
        <>
          {row.name} <Badge tone="warning">Operator</Badge>
        </>
      ) : (
        row.name
      ),
  },
  { key: 'email', label: 'Owner Email' },
  { key: 'plan', label: 'Plan', render: (row) => planName(row.plan) },
  {
    key: 'active',
    label: 'Status',
    render: (row) =>
      row.active ? <Badge tone="success">Active</Badge> : <Badge tone="error">Cancelled</Badge>,
  },
  {
    key: 'status',
    label: 'Billing',
    render: (row) => <Badge tone={billingTone(row.status)}>{row.status.replace('_', ' ')}</Badge>,
  },
  { key: 'user_count', label: 'Users', align: 'right' },
  stampColumn('date_created', 'Created', zone),
];

export default function Accounts() {
  const accounts = useApi<AccountRow[]>('/api/master/accounts');
  // The operator's own browser clock (issue 42), not the zone stored on their user.
  const zone = browserZone();

  return (
    <>
      <PageHeader title="Accounts" subtitle="Every account, newest first" />
      <RecordsTable<AccountRow>
        title="All Accounts"
        intro={
          accounts.data && (
            <p>
              {customers(accounts.data)}, as counted in Total Accounts; the operator&apos;s own
              account is listed, marked Operator, and not counted.
            </p>
          )
        }
        records={accounts}
        columns={columnsOn(zone)}
        caption="Accounts"
        rowKey={(row) => row.id}
        rowLabel={(row) => row.email ?? row.name}
        // The operator's account is not a customer's: nothing to bill, and it cannot go.
        allowed={(row) => !row.operator}
        edit={{
          title: (row) => `Edit ${row.name}`,
          text: 'A new plan is given without charging; any paid subscription stops first.',
          form: accountFields,
          url: '/api/master/account',
          method: 'PATCH',
          buttonText: 'Save',
          done: 'Account updated',
        }}
        remove={{
          title: 'Delete Account',
          text: (row) =>
            `Delete ${row.name} (${row.email ?? 'no owner'})? Billing stops, and its ${row.user_count} user(s), calendar links and feedback authorship go with it. This cannot be undone.`,
          form: (row) => ({ id: { type: 'hidden', value: row.id } }),
          url: '/api/master/account',
          method: 'DELETE',
          buttonText: 'Delete',
          destructive: true,
          done: 'Account deleted',
        }}
      />
    </>
  );
}
