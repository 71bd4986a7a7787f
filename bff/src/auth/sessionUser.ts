/**
 * The user a session (or a key, or a feed link) stands for, read with what decides their access
 * in one query: every signed-in request needs both. Billing reads the access from it
 * (`accessFrom`); it lives here, below billing, since `authenticate` loads it.
 */
import type { Database } from '../platform/db';
import { User } from '../models/User';

/** What decides access, read with the user in one query (every signed-in request needs it). */
export interface Billing {
  readonly plan: string;
  readonly active: boolean;
  /** The subscription's status; `none` without one. */
  readonly status: string;
}

export interface UserWithBilling {
  readonly user: User;
  readonly billing: Billing;
  /**
   * The operator's id when the session is an impersonation (its token's `imp` claim): read once
   * with the lookup and kept with it, since decoding the token again on every request cost the
   * almanac route 15% of its throughput.
   */
  readonly impersonator?: string;
}

type Where = { readonly id: string } | { readonly ical_id: string };

/** The query, without its one varying value (the id or ical_id), per column. */
function lookupQuery(db: Database, column: string, value: string) {
  return db
    .knex('users')
    .leftJoin('accounts', 'accounts.id', 'users.account_id')
    .leftJoin('subscriptions', 'subscriptions.account_id', 'users.account_id')
    .where(column, value)
    .first(
      'users.*',
      'accounts.plan as billing_plan',
      'accounts.active as billing_active',
      'subscriptions.status as billing_status',
    );
}

interface Prepared {
  readonly statement: { get(...bindings: unknown[]): unknown };
  readonly bindings: readonly unknown[];
}

/** SQLite's prepared lookups, per connection and column. */
const prepared = new WeakMap<object, Map<string, Prepared>>();
/** Stands for the value in the SQL built once (a binding knex keeps as it is). */
const VALUE = '\u0000value';

/**
 * On SQLite, the lookup's statement is prepared once per connection: building and preparing it
 * per call was two fifths of the lookup, and every feed poll with nothing kept makes one (issue
 * 46; docs/performance.md). PostgreSQL goes through knex as every other query.
 */
async function sqliteRow(db: Database, column: string, value: string): Promise<unknown> {
  const { client } = db.knex;
  const connection = (await client.acquireConnection()) as {
    prepare(sql: string): Prepared['statement'];
  };
  try {
    let statements = prepared.get(connection);
    if (!statements) prepared.set(connection, (statements = new Map()));
    let query = statements.get(column);
    if (!query) {
      const { sql, bindings } = lookupQuery(db, column, VALUE).toSQL();
      statements.set(column, (query = { statement: connection.prepare(sql), bindings }));
    }
    return query.statement.get(
      ...query.bindings.map((binding) => (binding === VALUE ? value : binding)),
    );
  } finally {
    await client.releaseConnection(connection);
  }
}

/** The user found by id or ical_id, with their account's plan and subscription status. */
export async function findUserWithBilling(
  db: Database,
  where: Where,
): Promise<UserWithBilling | undefined> {
  const [column, value] = 'id' in where ? ['users.id', where.id] : ['users.ical_id', where.ical_id];
  const row = (await (db.kind === 'sqlite'
    ? sqliteRow(db, column, value)
    : lookupQuery(db, column, value))) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const { billing_plan: plan, billing_active: active, billing_status: status, ...user } = row;
  return {
    user: User.fromDatabaseJson(user),
    billing: {
      plan: typeof plan === 'string' ? plan : 'free',
      active: active === undefined || active === null ? false : Boolean(Number(active)),
      status: typeof status === 'string' ? status : 'none',
    },
  };
}
