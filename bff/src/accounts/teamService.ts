/**
 * An account's people: the owner's profile and account closure, the admin's user list, invites
 * and user edits (spec sections 6 and 7). Every rule checks the acting user's role through
 * `requireRole` and keeps each user inside their own account.
 */

import type { AccountUser } from '../api';
import type { Database } from '../platform/db';
import { badInput, forbidden, notFound } from '../platform/errors';
import { sendOrLog, type Mailer } from '../platform/mail/mailer';
import { accountMails } from './mails';
import { Account } from '../models/Account';
import { PERMISSIONS, User, type Permission } from '../models/User';
import { insertUser } from './accountService';
import {
  canActAs,
  consumeToken,
  createToken,
  hashPassword,
  requireRole,
  TOKEN_LIFETIME_MS,
} from '../auth';
import { type PaymentProvider, stopBilling } from '../billing';
import {
  commaList,
  confirmedPassword,
  email,
  idOf,
  linkToken,
  requiredText,
} from '../platform/validation';
import { changeEmail, type Changer, type MailOut } from './emailChange';
import { deleteUser, findUser, saveUserEdit, updateUser, type Saved } from './userService';

const MAX_INVITES = 20;

const OWNER_IS_OPERATORS = 'Only our support team can change who owns an account';

/** PATCH /api/account: the owner's profile (the account takes the owner's name). */
export async function updateOwnerProfile(
  db: Database,
  out: MailOut,
  changer: Changer,
  owner: User,
  body: Record<string, unknown>,
): Promise<Saved> {
  requireRole(owner.permission, 'owner');
  const saved = await updateUser(db, out, changer, owner, body);
  await Account.query(db.knex).patch({ name: saved.user.name }).where({ id: owner.account_id });
  return saved;
}

/** DELETE /api/account: the owner closes the account; its users and tokens go with it. */
export async function closeAccount(
  db: Database,
  provider: PaymentProvider | null,
  owner: User,
): Promise<void> {
  requireRole(owner.permission, 'owner');
  await stopBilling(db, provider, owner.account_id);
  await db.knex.transaction(async (trx) => {
    await trx('users').where({ account_id: owner.account_id }).delete();
    await trx('accounts').where({ id: owner.account_id }).delete();
  });
}

/**
 * A teammate as the Users table shows them (name, email, permission, last login, date created).
 * Nothing private: a user's feed id (the secret half of their calendar links), birth data and
 * chart reach no one but that user.
 */
export function teamMemberView(user: User): AccountUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    permission: user.permission,
    last_login: user.last_login,
    date_created: user.date_created,
  };
}

export type TeamMember = AccountUser;

/** GET /api/account/users: the users of the admin's own account. */
export async function listAccountUsers(db: Database, admin: User): Promise<TeamMember[]> {
  requireRole(admin.permission, 'admin');
  const users = await User.query(db.knex)
    .where({ account_id: admin.account_id })
    .orderBy('date_created');
  return users.map(teamMemberView);
}

/**
 * POST /api/invite's addresses: one or more comma-separated emails, trimmed, lowercased and
 * deduplicated. Apart from `invite`, so that the route counts the addresses against the limits
 * before any mail goes out.
 */
export function inviteesOf(admin: User, body: Record<string, unknown>): string[] {
  requireRole(admin.permission, 'admin');
  // Bounded before it is split: twenty of the longest addresses and their commas.
  const listed = commaList(body.email, 'email', {
    maxChars: MAX_INVITES * 321,
    maxItems: MAX_INVITES,
    items: 'addresses',
  });
  const addresses = [...new Set(listed.map((address) => address.toLowerCase()))];
  if (addresses.length === 0) throw badInput('Please enter a valid email address', 'email');
  for (const address of addresses) email({ email: address });
  return addresses;
}

/** POST /api/invite: each of `inviteesOf`'s addresses gets a 7-day invite link. */
export async function invite(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  admin: User,
  addresses: readonly string[],
): Promise<void> {
  requireRole(admin.permission, 'admin');
  for (const address of addresses) {
    const token = await createToken(db, 'invite', { accountId: admin.account_id, email: address });
    const link = `${publicUrl}/signup/user?id=${token}&email=${encodeURIComponent(address)}`;
    const until = new Date(Date.now() + TOKEN_LIFETIME_MS.invite);
    await sendOrLog(mailer, accountMails.invite(address, admin.name, link), until);
  }
}

/** POST /api/user: an invited person signs up into the inviting account as a user. */
export async function acceptInvite(db: Database, body: Record<string, unknown>): Promise<User> {
  const name = requiredText(body, 'name', 'Please enter your full name');
  const address = email(body);
  const password = confirmedPassword(body);
  const consumed = await consumeToken(db, 'invite', linkToken(body, 'inviteId'));
  if (!consumed?.account_id || consumed.email !== address)
    throw badInput('This invite is invalid or has expired', 'inviteId');
  return insertUser(db, {
    accountId: consumed.account_id,
    name,
    email: address,
    passwordHash: await hashPassword(password),
    permission: 'user',
    signsIn: true,
  });
}

async function sameAccountUser(db: Database, admin: User, id: unknown): Promise<User> {
  const known = idOf(id);
  const user = known ? await User.query(db.knex).findById(known) : undefined;
  // Another account's user is reported as missing: ids of other accounts are not confirmed.
  if (!user || user.account_id !== admin.account_id) throw notFound('User not found');
  return user;
}

/** An edit of a teammate: what the Users table shows of them, and what happened to the email. */
export interface TeamEdit {
  readonly member: TeamMember;
  readonly message: string;
}

export const USER_SAVED = 'The user has been saved';

/**
 * PATCH /api/user with `id`: an admin edits a user of their account (name, email, permission).
 * A new email waits for the user's confirmation (emailChange.ts).
 */
export async function editAccountUser(
  db: Database,
  out: MailOut,
  changer: Changer,
  admin: User,
  body: Record<string, unknown>,
): Promise<TeamEdit> {
  requireRole(admin.permission, 'admin');
  const target = await sameAccountUser(db, admin, body.id);
  const permission = body.permission as Permission;
  if (!PERMISSIONS.includes(permission) || permission === 'master')
    throw badInput('Please select an option', 'permission');
  // Nobody grants a role above their own or edits someone above them.
  if (!canActAs(admin.permission, permission) || !canActAs(admin.permission, target.permission))
    throw forbidden();
  // Spec section 6: only the operator's list has the owner option, and an account keeps exactly
  // one owner, so inside an account nobody grants "owner" or edits the owner's role.
  if (permission === 'owner' || target.permission === 'owner') throw forbidden(OWNER_IS_OPERATORS);
  const name = requiredText(body, 'name', 'Please enter your name');
  const address = email(body);
  const asked = await changeEmail(db, out, changer, target, address);
  await saveUserEdit(db, admin.id, target, { name, permission });
  const member = teamMemberView(await findUser(db, target.id));
  return { member, message: asked ?? USER_SAVED };
}

/** DELETE /api/user { id }: an admin removes a user of their account (never themselves or the owner). */
export async function deleteAccountUser(
  db: Database,
  admin: User,
  body: Record<string, unknown>,
): Promise<void> {
  requireRole(admin.permission, 'admin');
  const target = await sameAccountUser(db, admin, body.id);
  if (target.id === admin.id || target.permission === 'owner')
    throw forbidden('The owner and you yourself cannot be removed here');
  if (!canActAs(admin.permission, target.permission)) throw forbidden();
  await deleteUser(db, admin.id, target);
}

/**
 * PATCH /api/user: one's own record, or, with another user's `id`, an admin's edit, answered as
 * the Users table shows that user and nothing more.
 */
export async function patchUser(
  db: Database,
  out: MailOut,
  changer: Changer,
  actor: User,
  body: Record<string, unknown>,
): Promise<Saved | TeamEdit> {
  const editsOther = typeof body.id === 'string' && body.id !== actor.id;
  return editsOther
    ? editAccountUser(db, out, changer, actor, body)
    : updateUser(db, out, changer, actor, body);
}
