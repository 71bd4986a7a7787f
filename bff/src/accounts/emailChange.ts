/**
 * Moving a user's sign-in to another email (issue 32; docs/security.md, "Email changes"). The
 * user moves their own at once. Anyone else (an admin, the owner, the operator, or the operator
 * impersonating the user) only asks: the change waits for the user's confirmation from the
 * address that signs in now, which stays the sign-in until then, so nobody can move a teammate's
 * sign-in to a mailbox they read and reset the password there. Either way, once the sign-in moves
 * every earlier session of the user ends and the old address is told.
 */
import type { Database } from '../platform/db';
import { badInput, conflict } from '../platform/errors';
import { sendOrLog, type Mailer } from '../platform/mail/mailer';
import { accountMails } from './mails';
import { User } from '../models/User';
import { audit } from '../platform/auditLog';
import {
  nextSessionGeneration,
  consumeToken,
  createToken,
  retireTokens,
  TOKEN_LIFETIME_MS,
  type TokenKind,
} from '../auth';
import { linkToken } from '../platform/validation';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const EMAIL_CHANGE_INVALID =
  'This confirmation link is invalid or has expired, please ask for the change again';

/** Where a change's mails go and what their links point at. */
export interface MailOut {
  readonly mailer: Mailer;
  readonly publicUrl: string;
  /** Counts a confirmation mail against its mailbox's limit; throws 429 past it. */
  readonly countMail?: (to: string) => Promise<void>;
}

/** Who makes a change: the user themself, or someone else, as the confirmation mail names them. */
export interface Changer {
  readonly id: string;
  readonly by: string;
}

const ROLE_WORDS: Readonly<Record<string, string>> = {
  owner: 'the owner',
  admin: 'an admin',
  user: 'a user',
};

/** The signed-in user as a changer; `impersonator`: the operator acting as them. */
export function changerOf(user: User, impersonator?: string): Changer {
  if (impersonator || user.permission === 'master')
    return { id: impersonator ?? user.id, by: 'Tongshu support' };
  return {
    id: user.id,
    by: `${user.name}, ${ROLE_WORDS[user.permission]} of your Tongshu account,`,
  };
}

/** @throws 409 on `email` when another user signs in with `address`. */
export async function requireFreeEmail(
  db: Database,
  address: string,
  userId: string,
): Promise<void> {
  const holder = await User.query(db.knex).findOne({ email: address });
  if (holder && holder.id !== userId) throw conflict(EMAIL_TAKEN, 'email');
}

/** Links sent to the old address stop working once it no longer signs in. */
const LINKS_OF_THE_ADDRESS: readonly TokenKind[] = ['magic', 'reset', 'email_change'];

/** Moves the sign-in now: every session the user had ends, and the old address is told. */
async function moveSignIn(
  db: Database,
  mailer: Mailer,
  actorId: string,
  user: User,
  address: string,
): Promise<void> {
  await db.knex.transaction(async (trx) => {
    await User.query(trx)
      .patch({ email: address, ...nextSessionGeneration() })
      .where({ id: user.id });
    await audit(trx, {
      actorId,
      action: 'user.email_change',
      targetId: user.id,
      detail: { before: user.email, after: address },
    });
  });
  for (const kind of LINKS_OF_THE_ADDRESS) await retireTokens(db, kind, user.id);
  await sendOrLog(mailer, accountMails.emailChanged(user.email, address));
}

/**
 * Applies a new email for `target` as `changer` may: at once for the user themself, else as a
 * request the user confirms. Answers the sentence to show the changer, or undefined for no change.
 */
export async function changeEmail(
  db: Database,
  out: MailOut,
  changer: Changer,
  target: User,
  address: string,
): Promise<string | undefined> {
  if (address === target.email) return undefined;
  await requireFreeEmail(db, address, target.id);
  if (changer.id === target.id) {
    await moveSignIn(db, out.mailer, changer.id, target, address);
    return `You now sign in with ${address}; your other sessions have ended.`;
  }
  await out.countMail?.(target.email);
  // One open request per user: a newer one replaces the link of the last.
  await retireTokens(db, 'email_change', target.id);
  const token = await createToken(db, 'email_change', { userId: target.id, email: address });
  await audit(db.knex, {
    actorId: changer.id,
    action: 'user.email_change_asked',
    targetId: target.id,
    detail: { before: target.email, after: address },
  });
  const link = `${out.publicUrl}/confirm-email?token=${token}`;
  const until = new Date(Date.now() + TOKEN_LIFETIME_MS.email_change);
  await sendOrLog(
    out.mailer,
    accountMails.confirmEmailChange(target.email, changer.by, address, link),
    until,
  );
  return `${target.name} keeps signing in with ${target.email} until they confirm ${address} from there: we mailed them a link.`;
}

/** POST /api/user/email/confirm { token }: the mailed link, once; answers the new address. */
export async function confirmEmailChange(
  db: Database,
  mailer: Mailer,
  body: Record<string, unknown>,
): Promise<string> {
  const consumed = await consumeToken(db, 'email_change', linkToken(body, 'token'));
  const user = consumed?.user_id ? await User.query(db.knex).findById(consumed.user_id) : null;
  if (!user || !consumed?.email) throw badInput(EMAIL_CHANGE_INVALID, 'token');
  await requireFreeEmail(db, consumed.email, user.id);
  await moveSignIn(db, mailer, user.id, user, consumed.email);
  return consumed.email;
}
