/**
 * The people of an attack, made through the product's own flows: owners by sign-up, users by
 * invite (the link read from the mail the bff sent), an admin by the owner's edit, and the
 * operator with the password the first start printed.
 */
import { randomBytes } from 'node:crypto';
import { logMessages } from '@tongshu/test-support';
import type { Bff } from './bffProcess';
import { freshAddress, type Client } from './http';

export const PASSWORD = 'Secret123';
export const BIRTH = { gender: 1, birth_date: '1990-05-15', birth_time: '14:30' } as const;

export interface Person {
  readonly token: string;
  readonly id: string;
  readonly accountId: string;
  readonly email: string;
  readonly icalId: string;
  readonly permission: string;
}

/** Where the links a bff mails can be read. */
export interface Mailbox {
  /** A mark to read mails after (mails so far). */
  mark(): number;
  /** A query parameter of the link in the first mail to `to` after `since`, waiting up to 5 s. */
  link(to: string, since: number, param: string): Promise<string>;
}

/**
 * Without SMTP_URL the bff writes each mail to its outbox folder and logs the first link: the
 * cheapest mailbox, for suites that send hundreds of mails.
 */
export function outboxMailbox(bff: Bff): Mailbox {
  const lines = () => logMessages(bff.stdout()).filter((l) => l.startsWith('Mail to '));
  return {
    mark: () => lines().length,
    async link(to, since, param) {
      for (let waited = 0; waited < 5000; waited += 20) {
        const line = lines()
          .slice(since)
          .find((l) => l.startsWith(`Mail to ${to}:`));
        const value = line && new RegExp(`[?&]${param}=([\\w-]+)`).exec(line)?.[1];
        if (value) return value;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to} in the outbox log`);
    },
  };
}

export function uniqueEmail(label: string): string {
  return `${label}.${randomBytes(5).toString('hex')}@example.com`;
}

function personFrom(data: Record<string, unknown>, token?: string): Person {
  return {
    token: token ?? String(data.token),
    id: String(data.id),
    accountId: String(data.account_id),
    email: String(data.email),
    icalId: String(data.ical_id),
    permission: String(data.permission),
  };
}

function expectStatus(what: string, status: number, wanted: number, body: unknown): void {
  if (status !== wanted) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
}

/**
 * An owner of a new account on `plan` (offline billing assigns it), with birth data; signed up
 * from an address of their own, as people are (sign-ups are limited per client address).
 */
export async function signUp(bff: Client, label: string, plan = 'pro'): Promise<Person> {
  const email = uniqueEmail(label);
  const body = { name: label, email, password: PASSWORD, plan };
  const created = await bff.call('POST', '/api/account', body, undefined, freshAddress());
  expectStatus('sign-up', created.status, 201, created.json);
  const owner = personFrom(created.json.data);
  const profile = { name: label, email, ...BIRTH };
  const saved = await bff.call('PATCH', '/api/account', profile, owner.token);
  expectStatus('profile', saved.status, 200, saved.json);
  return owner;
}

/** A user invited into `inviter`'s account, who accepted with the mailed link (from their own address). */
export async function invite(
  bff: Bff,
  mailbox: Mailbox,
  inviter: Person,
  label: string,
): Promise<Person> {
  const email = uniqueEmail(label);
  const since = mailbox.mark();
  const sent = await bff.call('POST', '/api/invite', { email }, inviter.token);
  expectStatus('invite', sent.status, 200, sent.json);
  const inviteId = await mailbox.link(email, since, 'id');
  const body = { name: label, email, password: PASSWORD, inviteId };
  const accepted = await bff.call('POST', '/api/user', body, undefined, freshAddress());
  expectStatus('accept invite', accepted.status, 201, accepted.json);
  return personFrom(accepted.json.data);
}

/** The owner makes a user of their account an admin (or any role they may grant). */
export async function promote(
  bff: Bff,
  owner: Person,
  person: Person,
  permission: string,
): Promise<Person> {
  const body = { id: person.id, name: 'Promoted', email: person.email, permission };
  const saved = await bff.call('PATCH', '/api/user', body, owner.token);
  expectStatus('promote', saved.status, 200, saved.json);
  return { ...person, permission };
}

export async function signIn(bff: Client, email: string, password: string): Promise<Person> {
  const signedIn = await bff.call('POST', '/api/user/auth', { email, password });
  expectStatus('sign-in', signedIn.status, 200, signedIn.json);
  return personFrom(signedIn.json.data);
}

/** Mission control's grant (PATCH /api/master/user, by the operator): internal team and a referral code. */
export async function grantTeamFlags(
  bff: Client,
  operatorToken: string,
  user: Readonly<Record<string, unknown>>,
  referenceCode: string,
): Promise<void> {
  const { id, name, email, permission } = user;
  const body = { id, name, email, permission, internal_team: true, reference_code: referenceCode };
  const answer = await bff.call('PATCH', '/api/master/user', body, operatorToken);
  expectStatus('grant', answer.status, 200, answer.json);
}

export async function operator(bff: Bff): Promise<Person> {
  if (!bff.operator) throw new Error('the bff did not print the operator password');
  return signIn(bff, bff.operator.email, bff.operator.password);
}

/** Account A (owner, admin, user), account B (owner, user) and the operator. */
export interface Cast {
  readonly ownerA: Person;
  readonly adminA: Person;
  readonly userA: Person;
  readonly ownerB: Person;
  readonly userB: Person;
  readonly master: Person;
}

export async function castOf(bff: Bff, mailbox: Mailbox): Promise<Cast> {
  const ownerA = await signUp(bff, 'owner-a');
  const invitedAdmin = await invite(bff, mailbox, ownerA, 'admin-a');
  const adminA = await promote(bff, ownerA, invitedAdmin, 'admin');
  const userA = await invite(bff, mailbox, ownerA, 'user-a');
  const ownerB = await signUp(bff, 'owner-b');
  const userB = await invite(bff, mailbox, ownerB, 'user-b');
  return { ownerA, adminA, userA, ownerB, userB, master: await operator(bff) };
}
