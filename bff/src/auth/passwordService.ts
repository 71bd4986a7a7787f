/** Password reset by emailed link, and password change for a signed-in user. */
import type { Database } from '../platform/db';
import { badInput } from '../platform/errors';
import type { Mailer } from '../platform/mail/mailer';
import { authMails } from './mails';
import { User } from '../models/User';
import { audit } from '../platform/auditLog';
import { type KeyRevoker, nextSessionGeneration } from './endSessions';
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
 * PATCH /api/user/password { oldpassword, newpassword }: every other session of the user ends,
 * and their API keys with `revokeKeys`; the user is returned as changed, for a new token to this
 * device, with how many keys were revoked.
 */
export async function changePassword(
  db: Database,
  user: User,
  body: Record<string, unknown>,
  revokeKeys?: KeyRevoker,
): Promise<{ user: User; revoked: number }> {
  const old = password(body, 'oldpassword');
  const next = complexPassword(body, 'newpassword');
  if (!(await verifyPassword(old, user.password_hash)))
    throw badInput('The current password is not correct', 'oldpassword');
  // Hashed before the transaction: a slow hash would hold the user's row (and SQLite) meanwhile.
  const passwordHash = await hashPassword(next);
  return db.knex.transaction(async (trx) => {
    await User.query(trx)
      .patch({ password_hash: passwordHash, ...nextSessionGeneration() })
      .where({ id: user.id });
    await audit(trx, {
      actorId: user.id,
      action: 'auth.password_change',
      targetId: user.id,
      detail: { revoke_keys: Boolean(revokeKeys) },
    });
    const revoked = revokeKeys ? await revokeKeys(trx, user, 'auth.password_change') : 0;
    return { user: await User.query(trx).findById(user.id).throwIfNotFound(), revoked };
  });
}
