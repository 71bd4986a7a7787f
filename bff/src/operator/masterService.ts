/**
 * Mission control's accounts and users (spec sections 2, 5 and 6): lists, edits, deletes and
 * impersonation, master only. Every change is written to the audit log in the transaction that
 * makes it; the rules that are ours are in docs/operator.md.
 */
import type { Knex } from 'knex';
import { type PaymentProvider, assignPlanLocally, findPlan, stopBilling } from '../billing';
import type { Database } from '../platform/db';
import { badInput, conflict, forbidden, notFound } from '../platform/errors';
import {
  changeEmail,
  changerOf,
  deleteUser,
  type MailOut,
  findUser,
  writeUserEdit,
  type UserEdit,
} from '../accounts';
import { Account } from '../models/Account';
import { PERMISSIONS, User } from '../models/User';
import { audit } from '../platform/auditLog';
import { accountRow, HOLDERS, masterUserView } from './masterLists';
import { issueToken, requireRole } from '../auth';
import { booleanField, email, idOf, requiredText } from '../platform/validation';

/** Impersonation tokens are short: the operator looks, fixes, and leaves. */
export const IMPERSONATION_SECONDS = 60 * 60;

export { listAccounts, listUsers } from './masterLists';

// ---------- accounts ----------

async function accountById(db: Database, id: unknown): Promise<Account> {
  const known = idOf(id);
  const account = known ? await Account.query(db.knex).findById(known) : undefined;
  if (!account) throw notFound('Account not found');
  return account;
}

async function holderOf(knex: Knex, accountId: string): Promise<User | undefined> {
  return User.query(knex)
    .where({ account_id: accountId })
    .whereIn('permission', HOLDERS)
    .orderBy(['date_created', 'id'])
    .first();
}

/**
 * PATCH /api/master/account { id, email, plan, active }: all three required (spec section 5). The
 * email is the owner's. A new plan is given without charging (a comp) after stopping what the
 * provider charges; cancelling (active 0) stops the charges too.
 */
export async function updateAccount(
  db: Database,
  out: MailOut,
  provider: PaymentProvider | null,
  master: User,
  body: Record<string, unknown>,
) {
  requireRole(master.permission, 'master');
  const account = await accountById(db, body.id);
  const address = email(body);
  const plan = findPlan(body.plan);
  // The status field, 1 Active or 0 Cancelled (spec section 3), sent as a number, string or boolean.
  const active = booleanField(body, 'active') ? 1 : 0;
  const holder = await holderOf(db.knex, account.id);
  if (!holder) throw badInput('This account has no owner to take the email', 'email');
  // The owner confirms a new email from the address that signs in now, as for any user.
  const asked = await changeEmail(db, out, changerOf(master), holder, address);
  const planChanges = plan.id !== account.plan;
  if (planChanges || (Number(account.active) === 1 && active === 0))
    await stopBilling(db, provider, account.id);
  await db.knex.transaction(async (trx) => {
    await Account.query(trx).patch({ active }).where({ id: account.id });
    if (planChanges) await assignPlanLocally(trx, account.id, plan);
    await audit(trx, {
      actorId: master.id,
      action: 'account.update',
      targetId: account.id,
      detail: {
        before: { plan: account.plan, active: Number(account.active) },
        after: { plan: plan.id, active },
      },
    });
  });
  return { account: await accountRow(db.knex, account.id), message: asked ?? 'Account updated' };
}

/**
 * DELETE /api/master/account { id }: billing stops first, so a provider failure leaves everything
 * in place; the account's users, tokens, referrals and subscription go with it (ON DELETE CASCADE).
 */
export async function deleteAccount(
  db: Database,
  provider: PaymentProvider | null,
  master: User,
  body: Record<string, unknown>,
): Promise<void> {
  requireRole(master.permission, 'master');
  const account = await accountById(db, body.id);
  if (account.id === master.account_id) throw badInput('You cannot delete your own account');
  const holder = await holderOf(db.knex, account.id);
  await stopBilling(db, provider, account.id);
  await db.knex.transaction(async (trx) => {
    await Account.query(trx).deleteById(account.id);
    await audit(trx, {
      actorId: master.id,
      action: 'account.delete',
      targetId: account.id,
      detail: { name: account.name, plan: account.plan, email: holder?.email ?? null },
    });
  });
}

// ---------- users ----------

async function userById(db: Database, id: unknown): Promise<User> {
  const known = idOf(id);
  if (!known) throw notFound('User not found');
  return findUser(db, known);
}

/** Operators are managed outside mission control's forms, so no operator locks another out. */
function requireNotOperator(user: User, doing: string): void {
  if (user.permission === 'master') throw forbidden(`Operators cannot be ${doing} here`);
}

async function otherOwners(knex: Knex, user: User): Promise<number> {
  const row = (await knex('users')
    .where({ account_id: user.account_id, permission: 'owner' })
    .whereNot({ id: user.id })
    .count('* as count')
    .first()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}

const REFERENCE_CODE = /^[A-Za-z0-9_-]{3,32}$/;

/** A referral code as sent: trimmed, '' or null clears it; unique among users. */
async function referenceCode(db: Database, target: User, value: unknown): Promise<string | null> {
  const code = typeof value === 'string' ? value.trim() : value;
  if (code === null || code === '') return null;
  if (typeof code !== 'string' || !REFERENCE_CODE.test(code))
    throw badInput(
      'Please enter a referral code of 3 to 32 letters, digits, - or _',
      'reference_code',
    );
  const holder = await User.query(db.knex).findOne({ reference_code: code });
  if (holder && holder.id !== target.id)
    throw conflict('This referral code is already taken', 'reference_code');
  return code;
}

/**
 * The flags only mission control sets (the spec lists them but no screen for users): internal
 * team access to the almanac and a referral code. Only the fields sent are changed.
 */
async function operatorFlags(
  db: Database,
  target: User,
  body: Record<string, unknown>,
): Promise<Pick<UserEdit, 'internal_team' | 'reference_code'>> {
  return {
    ...(body.internal_team !== undefined && {
      internal_team: booleanField(body, 'internal_team'),
    }),
    ...(body.reference_code !== undefined && {
      reference_code: await referenceCode(db, target, body.reference_code),
    }),
  };
}

/**
 * PATCH /api/master/user { id, account_id, name, email, permission, internal_team?,
 * reference_code? }: the admin's edit plus the owner option (spec section 6) and the operator's
 * flags. Nobody becomes master here, users stay in their account, and an account keeps at least
 * one owner.
 */
export async function updateUserAsMaster(
  db: Database,
  out: MailOut,
  master: User,
  body: Record<string, unknown>,
) {
  requireRole(master.permission, 'master');
  const target = await userById(db, body.id);
  requireNotOperator(target, 'edited');
  if (body.account_id !== undefined && body.account_id !== target.account_id)
    throw badInput('A user cannot be moved to another account', 'account_id');
  const name = requiredText(body, 'name', 'Please enter your name');
  const address = email(body);
  const permission = PERMISSIONS.find((p) => p === body.permission && p !== 'master');
  if (!permission) throw badInput('Please select an option', 'permission');
  const flags = await operatorFlags(db, target, body);
  if (target.permission === 'owner' && permission !== 'owner') {
    if ((await otherOwners(db.knex, target)) === 0)
      throw badInput('An account needs an owner: make another user the owner first', 'permission');
  }
  // The operator asks like anyone else: the user confirms from the address that signs in now.
  const asked = await changeEmail(db, out, changerOf(master), target, address);
  const edit = { name, permission, ...flags };
  await db.knex.transaction(async (trx) => {
    // An account keeps exactly one owner: making a user owner hands the account over, and the
    // owner until now stays on as an admin.
    if (permission === 'owner' && target.permission !== 'owner') {
      const previous = await User.query(trx).where({
        account_id: target.account_id,
        permission: 'owner',
      });
      for (const owner of previous)
        await writeUserEdit(trx, master.id, owner, { name: owner.name, permission: 'admin' });
    }
    await writeUserEdit(trx, master.id, target, edit);
  });
  return { user: masterUserView(await findUser(db, target.id)), message: asked ?? 'User updated' };
}

/**
 * DELETE /api/master/user { id, account }: not oneself, not an operator, not an account's last
 * owner (with other users, promote one first; alone, delete the account, which stops billing).
 */
export async function deleteUserAsMaster(
  db: Database,
  master: User,
  body: Record<string, unknown>,
): Promise<void> {
  requireRole(master.permission, 'master');
  const target = await userById(db, body.id);
  // `account` names where the form saw the user; a stale pairing is not found.
  if (typeof body.account === 'string' && body.account !== target.account_id)
    throw notFound('User not found');
  if (target.id === master.id) throw badInput('You cannot delete yourself');
  requireNotOperator(target, 'deleted');
  if (target.permission === 'owner' && (await otherOwners(db.knex, target)) === 0) {
    const others = await User.query(db.knex)
      .where({ account_id: target.account_id })
      .whereNot({ id: target.id })
      .resultSize();
    throw badInput(
      others > 0
        ? 'This is the last owner of the account: make another user the owner first'
        : 'This is the only user of the account: delete the account instead',
    );
  }
  await deleteUser(db, master.id, target);
}

/**
 * POST /api/master/user/impersonate { id }: a session token for the user, one hour long, carrying
 * `imp` (the operator's id) so it can be told apart. HS256 like every session (auth/sessions.ts
 * accepts nothing else). The audit entry is written before the token is handed out.
 */
export async function impersonate(
  db: Database,
  secret: Uint8Array,
  master: User,
  body: Record<string, unknown>,
): Promise<{ token: string; user: User }> {
  requireRole(master.permission, 'master');
  const target = await userById(db, body.id);
  requireNotOperator(target, 'impersonated');
  const expires = Math.floor(Date.now() / 1000) + IMPERSONATION_SECONDS;
  const token = await issueToken(secret, target, {
    claims: { imp: master.id },
    expiresAt: expires,
  });
  await audit(db.knex, {
    actorId: master.id,
    action: 'user.impersonate',
    targetId: target.id,
    detail: {
      account_id: target.account_id,
      // Whether the user had said yes to "Can our support team access your account?".
      enable_support: Boolean(target.enable_support),
      expires_at: new Date(expires * 1000).toISOString(),
    },
  });
  return { token, user: target };
}
