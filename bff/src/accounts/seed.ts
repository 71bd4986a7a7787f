/** First-run seed: one operator (master) account whose credentials `npm start` prints once. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../platform/db';
import { Account } from '../models/Account';
import { User } from '../models/User';
import { insertUser } from './accountService';
import { hashPassword } from '../auth';

export const OPERATOR_EMAIL = 'operator@tongshu.local';

/** Creates the operator when there is none; returns the new password, or undefined. */
export async function seedOperator(db: Database): Promise<string | undefined> {
  if (await User.query(db.knex).findOne({ permission: 'master' })) return undefined;
  // Upper and lower case letters guaranteed, as the password rule asks.
  const password = `Ts${randomBytes(12).toString('base64url')}a`;
  const passwordHash = await hashPassword(password);
  await db.knex.transaction(async (trx) => {
    const account = await Account.query(trx).insertAndFetch({
      id: randomUUID(),
      name: 'Mission Control',
      plan: 'free',
      active: 1,
      date_created: new Date().toISOString(),
    });
    await insertUser(
      { kind: db.kind, knex: trx },
      {
        accountId: account.id,
        name: 'Operator',
        email: OPERATOR_EMAIL,
        passwordHash,
        permission: 'master',
        signsIn: false,
      },
    );
  });
  return password;
}
