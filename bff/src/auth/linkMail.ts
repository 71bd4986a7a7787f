/**
 * Mails a single-use link to whoever holds an email address, and does nothing for an unknown
 * one: the caller answers the same either way.
 */
import type { Database } from '../platform/db';
import { sendOrLog, type Mailer, type MailMessage } from '../platform/mail/mailer';
import { User } from '../models/User';
import { createToken, TOKEN_LIFETIME_MS, type TokenKind } from './tokens';
import { email } from '../platform/validation';

export async function mailLinkToHolder(
  db: Database,
  mailer: Mailer,
  kind: TokenKind,
  body: Record<string, unknown>,
  message: (address: string, token: string) => MailMessage,
): Promise<void> {
  const address = email(body);
  const user = await User.query(db.knex).findOne({ email: address });
  if (!user) return;
  const token = await createToken(db, kind, { userId: user.id });
  // A retried mail is worth sending only while its link works.
  await sendOrLog(mailer, message(address, token), new Date(Date.now() + TOKEN_LIFETIME_MS[kind]));
}
