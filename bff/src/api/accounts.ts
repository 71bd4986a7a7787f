/** The users and accounts rows the account pages and mission control read. */

export type Permission = 'master' | 'owner' | 'admin' | 'user';

/** GET /api/account/users: a teammate as the Users table shows them, nothing private. */
export interface AccountUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly permission: string;
  readonly last_login: string | null;
  readonly date_created: string;
}

/** GET /api/master/users: a user as mission control lists them. */
export interface MasterUserRow {
  readonly id: string;
  readonly account_id: string;
  readonly name: string;
  readonly email: string;
  readonly permission: Permission;
  readonly internal_team: boolean;
  readonly reference_code: string | null;
  readonly enable_support: boolean;
  readonly last_login: string | null;
  readonly date_created: string;
}

/** GET /api/master/accounts: an account as mission control lists it. */
export interface MasterAccountRow {
  readonly id: string;
  readonly name: string;
  readonly plan: string;
  /** 1 Active, 0 Cancelled (spec section 3). */
  readonly active: number;
  readonly date_created: string;
  /** The owner's email. */
  readonly email: string | null;
  readonly user_count: number;
  /** The subscription's status, or 'none'. */
  readonly status: string;
  /** The operator's own account: listed, not counted as a customer (docs/operator.md). */
  readonly operator?: boolean;
}
