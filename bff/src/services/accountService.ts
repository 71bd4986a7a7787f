/** Sign-up: a new account with its owner (POST /api/account). */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db';
import { badInput, conflict } from '../errors';
import { Account } from '../models/Account';
import { User, type Permission } from '../models/User';
import { assignPlanOffline, findPlan } from './billingService';
import { hashPassword } from './passwords';
import { complexPassword, email, requiredText } from './validation';

export function newIcalId(): string {
  return randomBytes(24).toString('base64url');
}

export interface NewUser {
  readonly accountId: string;
  readonly name: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly permission: Permission;
}

export async function insertUser(db: Database, user: NewUser): Promise<User> {
  const existing = await User.query(db.knex).findOne({ email: user.email });
  if (existing) throw conflict('An account with this email already exists', 'email');
  return User.query(db.knex).insertAndFetch({
    id: randomUUID(),
    account_id: user.accountId,
    name: user.name,
    email: user.email,
    password_hash: user.passwordHash,
    permission: user.permission,
    birth_time: '00:00',
    ical_id: newIcalId(),
    date_created: new Date().toISOString(),
  });
}

/** Creates the account and its owner in one transaction: no half-made account survives a failure. */
export async function signUp(db: Database, body: Record<string, unknown>): Promise<User> {
  const name = requiredText(body, 'name', 'Please enter your full name');
  const address = email(body);
  const password = complexPassword(body);
  if (body.confirm_password !== undefined && body.confirm_password !== password) {
    throw badInput('Passwords do not match', 'confirm_password');
  }
  const plan = findPlan(
    typeof body.plan === 'string' && body.plan !== '' ? body.plan.toLowerCase() : 'free',
  );
  const passwordHash = await hashPassword(password);
  return db.knex.transaction(async (trx) => {
    const account = await Account.query(trx).insertAndFetch({
      id: randomUUID(),
      name,
      plan: plan.id,
      active: 1,
      date_created: new Date().toISOString(),
    });
    const referenceCode = typeof body.reference_code === 'string' ? body.reference_code.trim() : '';
    if (referenceCode !== '') {
      await trx('referrals').insert({
        id: randomUUID(),
        reference_code: referenceCode.slice(0, 32),
        account_id: account.id,
        date_created: new Date().toISOString(),
      });
    }
    await assignPlanOffline({ kind: db.kind, knex: trx }, account.id, plan);
    return insertUser(
      { kind: db.kind, knex: trx },
      { accountId: account.id, name, email: address, passwordHash, permission: 'owner' },
    );
  });
}
