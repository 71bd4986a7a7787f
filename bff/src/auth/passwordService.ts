/** Password reset by emailed link, and password change for a signed-in user. */
import type { Database } from '../platform/db';
import { badInput } from '../platform/errors';
import type { Mailer } from '../platform/mail/mailer';
import { authMails } from './mails';
import { User } from '../models/User';
import { audit } from '../platform/auditLog';
import { nextSessionGeneration } from './endSessions';
import { hashPassword, verifyPassword } from './passwords';
import { mailLinkToHolder } from './linkMail';
import { consumeToken } from './tokens';
import { complexPassword, email, linkToken, password } from '../platform/validation';

export const RESET_SENT = 'If this email has an account, a reset link is on its way';
export const RESET_INVALID = 'This reset link is invalid or has expired, please ask for a new one';

export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  body: Record<string, unknown>,
): Promise<void> {
  await mailLinkToHolder(db, mailer, 'reset', body, (address, token) =>
    authMails.passwordReset(
      address,
      `${publicUrl}/resetpassword?token=${token}&email=${encodeURIComponent(address)}`,
    ),
  );
}

/** POST /api/user/password/reset { jwt, email, password }: the link's token, once. */
export async function resetPassword(db: Database, body: Record<string, unknown>): Promise<void> {
  const newPassword = complexPassword(body);
  const address = email(body);
  const consumed = await consumeToken(db, 'reset', linkToken(body, 'jwt'));
  if (!consumed?.user_id) throw badInput(RESET_INVALID, 'jwt');
  const user = await User.query(db.knex).findById(consumed.user_id);
  if (!user || user.email !== address) throw badInput(RESET_INVALID, 'jwt');
  // A reset is how someone who lost control of the account takes it back: every session ends.
  await User.query(db.knex)
    .patch({ password_hash: await hashPassword(newPassword), ...nextSessionGeneration() })
    .where({ id: user.id });
  await audit(db.knex, {
    actorId: user.id,
    action: 'auth.password_reset',
    targetId: user.id,
    detail: {},
  });
}

/**
 * PATCH /api/user/password { oldpassword, newpassword }: every other session of the user ends;
 * the user is returned as changed, for a new token to this device.
 */
export async function changePassword(
  db: Database,
  user: User,
  body: Record<string, unknown>,
): Promise<User> {
  const old = password(body, 'oldpassword');
  const next = complexPassword(body, 'newpassword');
  if (!(await verifyPassword(old, user.password_hash)))
    throw badInput('The current password is not correct', 'oldpassword');
  await User.query(db.knex)
    .patch({ password_hash: await hashPassword(next), ...nextSessionGeneration() })
    .where({ id: user.id });
  await audit(db.knex, {
    actorId: user.id,
    action: 'auth.password_change',
    targetId: user.id,
    detail: {},
  });
  return User.query(db.knex).findById(user.id).throwIfNotFound();
}
