/**
 * Mission control's lists (GET /api/master/accounts and /api/master/users), master only. Every
 * account is listed, the operator's own marked `operator: true`: the dashboard's counts are of
 * customer accounts only (docs/operator.md), and the mark lets the list say which one that is.
 */
import type { Knex } from 'knex';
import type { MasterAccountRow, MasterUserRow } from '../api';
import type { Database } from '../platform/db';
import { User, type Permission } from '../models/User';
import { requireRole } from '../auth';

/** Who an account's email belongs to: its first owner, or the master of the operator's account. */
export const HOLDERS: Permission[] = ['owner', 'master'];

function accountRows(knex: Knex): Knex.QueryBuilder {
  const ofAccount = () => knex('users').whereRaw('users.account_id = accounts.id');
  return knex('accounts')
    .leftJoin('subscriptions', 'subscriptions.account_id', 'accounts.id')
    .select(
      'accounts.id',
      'accounts.name',
      'accounts.plan',
      'accounts.active',
      'accounts.date_created',
      'subscriptions.status as status',
      ofAccount().count('*').as('user_count'),
      ofAccount().where('users.permission', 'master').count('*').as('operators'),
      ofAccount()
        .select('users.email')
        .whereIn('users.permission', HOLDERS)
        .orderBy(['users.date_created', 'users.id'])
        .limit(1)
        .as('email'),
    )
    .orderBy([
      { column: 'accounts.date_created', order: 'desc' },
      { column: 'accounts.id', order: 'desc' },
    ]);
}

interface AccountRow {
  id: string;
  name: string;
  plan: string;
  active: number;
  date_created: string;
  status: string | null;
  user_count: number | string;
  email: string | null;
  operators: number | string;
}

function accountView(row: AccountRow): MasterAccountRow {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan,
    active: Number(row.active),
    date_created: row.date_created,
    email: row.email,
    user_count: Number(row.user_count),
    status: row.status ?? 'none',
    // The operator's own account: listed, but not a customer (metricsService leaves it out).
    operator: Number(row.operators) > 0,
  };
}

export function masterUserView(user: User): MasterUserRow {
  return {
    id: user.id,
    account_id: user.account_id,
    name: user.name,
    email: user.email,
    permission: user.permission,
    internal_team: Boolean(user.internal_team),
    reference_code: user.reference_code,
    enable_support: Boolean(user.enable_support),
    last_login: user.last_login,
    date_created: user.date_created,
  };
}

/** One account as the list shows it (the answer to an account edit too). */
export async function accountRow(knex: Knex, id: string) {
  return accountView((await accountRows(knex).where('accounts.id', id).first()) as AccountRow);
}

/** GET /api/master/accounts: newest first. */
export async function listAccounts(db: Database, master: User) {
  requireRole(master.permission, 'master');
  return ((await accountRows(db.knex)) as AccountRow[]).map(accountView);
}

/** GET /api/master/users: newest first. */
export async function listUsers(db: Database, master: User) {
  requireRole(master.permission, 'master');
  const users = await User.query(db.knex).orderBy([
    { column: 'date_created', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  return users.map(masterUserView);
}
