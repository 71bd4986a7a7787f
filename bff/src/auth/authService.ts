/** Sign-in with email and password (POST /api/user/auth). */
import { randomBytes } from 'node:crypto';
import type { Database } from '../platform/db';
import { badInput } from '../platform/errors';
import { User } from '../models/User';
import { ANONYMOUS, audit, auditSignIn } from '../platform/auditLog';
import { hashPassword, verifyPassword } from './passwords';
import { email, password } from '../platform/validation';

const WRONG = 'The email or password is not correct';

let decoy: Promise<string> | undefined;

/**
 * A hash no password matches, checked when the email is unknown: both failures then cost one
 * scrypt, so the answer's timing does not tell which emails have accounts.
 */
function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

/**
 * The same answer whether the email is unknown or the password wrong. Every attempt is audited
 * (`auth.signin` / `auth.signin_failed`) with the client address, so guessing shows in the trail.
 */
export async function signIn(db: Database, body: Record<string, unknown>, ip = ''): Promise<User> {
  const address = email(body);
  const given = password(body);
  const user = await User.query(db.knex).findOne({ email: address });
  const ok = await verifyPassword(given, user?.password_hash ?? (await decoyHash()));
  if (!user || !ok) {
    await audit(db.knex, {
      actorId: user?.id ?? ANONYMOUS,
      action: 'auth.signin_failed',
      targetId: user?.id ?? null,
      detail: {
        method: 'password',
        email: address,
        reason: user ? 'wrong password' : 'unknown email',
        ip,
      },
    });
    throw badInput(WRONG, 'password');
  }
  await recordSignIn(db, user, 'password', ip);
  return user;
}

/** A sign-in by `method` (password, magic_link): the user's last login and the audit trail. */
export async function recordSignIn(
  db: Database,
  user: User,
  method: string,
  ip: string,
): Promise<void> {
  await User.query(db.knex).patch({ last_login: new Date().toISOString() }).where({ id: user.id });
  await auditSignIn(db.knex, user, method, ip);
}
