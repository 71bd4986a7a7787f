/** Sign-in with email and password (POST /api/user/auth). */
import type { Database } from '../db';
import { badInput } from '../errors';
import { User } from '../models/User';
import { verifyPassword } from './passwords';
import { email, password } from './validation';

const WRONG = 'The email or password is not correct';

/** The same answer whether the email is unknown or the password wrong. */
export async function signIn(db: Database, body: Record<string, unknown>): Promise<User> {
  const address = email(body);
  const given = password(body);
  const user = await User.query(db.knex).findOne({ email: address });
  const ok = await verifyPassword(given, user?.password_hash ?? null);
  if (!user || !ok) throw badInput(WRONG, 'password');
  await User.query(db.knex).patch({ last_login: new Date().toISOString() }).where({ id: user.id });
  return user;
}
