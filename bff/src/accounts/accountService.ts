/** Sign-up: a new account with its owner (POST /api/account). */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../platform/db';
import { badInput, conflict } from '../platform/errors';
import { Account } from '../models/Account';
import { User, type Permission } from '../models/User';
import type { Plan } from '@tongshu/data';
import {
  CARD_DETAILS,
  discardAtProvider,
  resumePending,
  subscribe,
  type PaymentOutcome,
  CardError,
  ProviderUnavailable,
  type PaymentProvider,
  rowOf,
  saveRow,
  assignPlanLocally,
  cardOf,
  chargedThrough,
  findPlan,
  isPaymentRetry,
} from '../billing';
import { signIn, hashPassword } from '../auth';
import { confirmedPassword, email, requiredText } from '../platform/validation';

export function newIcalId(): string {
  return randomBytes(24).toString('base64url');
}

export interface NewUser {
  readonly accountId: string;
  readonly name: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly permission: Permission;
  /** Whether the new user is signed in at once (sign-up, accepted invite): their first login. */
  readonly signsIn: boolean;
}

export async function insertUser(db: Database, user: NewUser): Promise<User> {
  const existing = await User.query(db.knex).findOne({ email: user.email });
  if (existing) throw conflict('An account with this email already exists', 'email');
  const now = new Date().toISOString();
  return User.query(db.knex).insertAndFetch({
    id: randomUUID(),
    account_id: user.accountId,
    name: user.name,
    email: user.email,
    password_hash: user.passwordHash,
    permission: user.permission,
    birth_time: '00:00',
    ical_id: newIcalId(),
    date_created: now,
    last_login: user.signsIn ? now : null,
  });
}

export interface SignUp {
  readonly user: User;
  /** Done, or the bank wants the customer to authorise the first payment. */
  readonly outcome: PaymentOutcome;
  /** The account is complete for the first time: time for the welcome mail. */
  readonly welcome: boolean;
}

/**
 * POST /api/account. The account and its owner are made in one transaction (no half-made
 * account survives a failure); a paid plan is then charged through the provider, and a refused
 * card or an unreachable provider undoes both the provider's objects and the account.
 */
export async function signUp(
  db: Database,
  provider: PaymentProvider | null,
  body: Record<string, unknown>,
): Promise<SignUp> {
  const plan = findPlan(
    typeof body.plan === 'string' && body.plan !== '' ? body.plan.toLowerCase() : 'free',
  );
  const charging = chargedThrough(provider, plan);
  if (charging && isPaymentRetry(body)) return resumeSignUp(db, charging, body);
  const name = requiredText(body, 'name', 'Please enter your full name');
  const address = email(body);
  const password = confirmedPassword(body);
  const card = charging ? cardOf(body) : undefined;
  if (charging && !card) throw badInput(CARD_DETAILS, 'token');
  const user = await createAccount(db, {
    name,
    email: address,
    passwordHash: await hashPassword(password),
    referenceCode: typeof body.reference_code === 'string' ? body.reference_code.trim() : '',
    plan,
    charged: charging !== null,
  });
  if (!charging || !card) return { user, outcome: { kind: 'done' }, welcome: true };
  const payer = { accountId: user.account_id, email: address, name };
  try {
    const outcome = await subscribe(db, charging, payer, plan, card);
    return { user, outcome, welcome: outcome.kind === 'done' };
  } catch (error) {
    // Nothing was charged: undo. Any other failure may follow a charge; the webhook records it.
    if (error instanceof CardError || error instanceof ProviderUnavailable) {
      await discardAtProvider(db, charging, user.account_id);
      await Account.query(db.knex).deleteById(user.account_id);
    }
    throw error;
  }
}

/** The resend after the bank's check: the same form, signed in by its email and password. */
async function resumeSignUp(
  db: Database,
  provider: PaymentProvider,
  body: Record<string, unknown>,
): Promise<SignUp> {
  const user = await signIn(db, body);
  const waiting = (await rowOf(db.knex, user.account_id))?.pending_subscription_id;
  const outcome = await resumePending(db, provider, user.account_id);
  return { user, outcome, welcome: Boolean(waiting) && outcome.kind === 'done' };
}

interface NewAccount {
  readonly name: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly referenceCode: string;
  readonly plan: Plan;
  /** Paid through the provider: the subscription starts incomplete until the payment is made. */
  readonly charged: boolean;
}

async function createAccount(db: Database, input: NewAccount): Promise<User> {
  return db.knex.transaction(async (trx) => {
    const account = await Account.query(trx).insertAndFetch({
      id: randomUUID(),
      name: input.name,
      plan: input.plan.id,
      active: 1,
      date_created: new Date().toISOString(),
    });
    if (input.referenceCode !== '') {
      await trx('referrals').insert({
        id: randomUUID(),
        reference_code: input.referenceCode.slice(0, 32),
        account_id: account.id,
        date_created: new Date().toISOString(),
      });
    }
    if (input.charged) {
      await saveRow(trx, account.id, { plan: input.plan.id, status: 'incomplete' });
    } else {
      await assignPlanLocally(trx, account.id, input.plan);
    }
    return insertUser(
      { kind: db.kind, knex: trx },
      {
        accountId: account.id,
        name: input.name,
        email: input.email,
        passwordHash: input.passwordHash,
        permission: 'owner',
        signsIn: true,
      },
    );
  });
}
