/** Sign-in by emailed link (POST /api/user/auth/magic and /magic/verify). */
import type { Database } from '../platform/db';
import { badInput } from '../platform/errors';
import type { Mailer } from '../platform/mail/mailer';
import { authMails } from './mails';
import { User } from '../models/User';
import { ANONYMOUS, audit } from '../platform/auditLog';
import { recordSignIn } from './authService';
import { mailLinkToHolder } from './linkMail';
import { consumeToken } from './tokens';
import { linkToken } from '../platform/validation';

/** The same answer whether or not the email has an account. */
export const MAGIC_SENT = 'If this email has an account, a sign-in link is on its way';
export const MAGIC_INVALID = 'Magic Link is invalid';

/** Sends the sign-in link when the email has an account. */
export async function requestMagicLink(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  body: Record<string, unknown>,
): Promise<void> {
  await mailLinkToHolder(db, mailer, 'magic', body, (address, token) =>
    authMails.magicLink(address, `${publicUrl}/magic?token=${token}`),
  );
}

/**
 * @throws 400 "Magic Link is invalid" for a missing, unknown, used or expired token. Both outcomes
 * are audited like a password sign-in.
 */
export async function verifyMagicLink(
  db: Database,
  body: Record<string, unknown>,
  ip = '',
): Promise<User> {
  const consumed = await consumeToken(db, 'magic', linkToken(body, 'token'));
  if (!consumed?.user_id) {
    await audit(db.knex, {
      actorId: ANONYMOUS,
      action: 'auth.signin_failed',
      targetId: null,
      detail: { method: 'magic_link', reason: 'invalid link', ip },
    });
    throw badInput(MAGIC_INVALID, 'token');
  }
  // Tokens go with their user (ON DELETE CASCADE): one whose user left meanwhile is invalid too.
  const user = await User.query(db.knex).findById(consumed.user_id);
  if (!user) throw badInput(MAGIC_INVALID, 'token');
  await recordSignIn(db, user, 'magic_link', ip);
  // Read again: the answer carries the last login just recorded.
  return user.$query(db.knex);
}
