/**
 * What a fault must never leave behind: a sign-up either fully exists (owner, account and
 * subscription row) or not at all, and an answered write is never lost.
 */
import type { Database } from '@tongshu/bff/settings';

/** How each attempted sign-up was answered: an HTTP status, or 0 when the answer never came. */
export type Attempts = ReadonlyMap<string, number>;

/**
 * Problems found (each one a half-made or lost row): for every attempted email, and over the
 * whole database (accounts without a user, customer accounts without an owner or a subscription).
 */
export async function signUpProblems(db: Database, attempts: Attempts): Promise<string[]> {
  const knex = db.knex;
  const problems: string[] = [];
  const emails = [...attempts.keys()];
  const users: { email: string; account_id: string; permission: string }[] = [];
  for (let i = 0; i < emails.length; i += 500) {
    users.push(...(await knex('users').whereIn('email', emails.slice(i, i + 500))));
  }
  const byEmail = new Map(users.map((user) => [user.email, user]));
  for (const [email, status] of attempts) {
    const user = byEmail.get(email);
    if (!user) {
      if (status === 201) problems.push(`${email}: answered 201 but not in the database`);
      continue;
    }
    const account = await knex('accounts').where({ id: user.account_id }).first();
    const subscription = await knex('subscriptions').where({ account_id: user.account_id }).first();
    if (!account || !subscription || user.permission !== 'owner') {
      problems.push(
        `${email}: half-made (account ${Boolean(account)}, subscription ${Boolean(subscription)}, ${user.permission})`,
      );
    }
  }
  const userless = await knex('accounts')
    .leftJoin('users', 'users.account_id', 'accounts.id')
    .whereNull('users.id')
    .select('accounts.id');
  for (const row of userless) problems.push(`account ${row.id} has no user`);
  // The operator's own account (a master user) has neither owner nor subscription, by design.
  const customers = knex('accounts').whereNotExists(
    knex('users').whereRaw('users.account_id = accounts.id').where({ permission: 'master' }),
  );
  const ownerless = await customers
    .clone()
    .whereNotExists(
      knex('users').whereRaw('users.account_id = accounts.id').where({ permission: 'owner' }),
    )
    .select('accounts.id');
  for (const row of ownerless) problems.push(`account ${row.id} has no owner`);
  const unsubscribed = await customers
    .clone()
    .whereNotExists(knex('subscriptions').whereRaw('subscriptions.account_id = accounts.id'))
    .select('accounts.id');
  for (const row of unsubscribed) problems.push(`account ${row.id} has no subscription row`);
  return problems;
}
