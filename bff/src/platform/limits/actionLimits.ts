/**
 * What each action may do, counted by what it protects (docs/security.md, "Rate limits and their
 * limits", has the table and the reasons): the client address for anonymous requests, the user or
 * the account for signed-in ones, and the mailbox for anything that mails a typed-in address.
 * Each shape has its own name, which keys its counts in the store: two actions never share one.
 * Sign-in's failure counters are signInLimit.ts's.
 */
import type { Context, Middleware } from 'koa';
import type { LimitShape } from './limiterStore';
import {
  byAccount,
  byAddress,
  byTargetEmail,
  byUser,
  spender,
  type Charge,
  type Counter,
  type Spend,
} from './rateLimit';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMITS = {
  /** New accounts from one address: an office's new starters, not an account farm. */
  signUp: { name: 'signup-address', points: 10, windowMs: HOUR },
  /** Link guesses (magic link, reset, invite) from one address: a person retries a few times. */
  magicVerify: { name: 'magic-verify-address', points: 10, windowMs: 15 * MINUTE },
  reset: { name: 'reset-address', points: 10, windowMs: 15 * MINUTE },
  acceptInvite: { name: 'invite-accept-address', points: 10, windowMs: 15 * MINUTE },
  emailConfirm: { name: 'email-confirm-address', points: 10, windowMs: 15 * MINUTE },
  /** Mail-sending requests from one address. */
  magicRequest: { name: 'magic-address', points: 10, windowMs: 15 * MINUTE },
  resetRequest: { name: 'reset-request-address', points: 10, windowMs: 15 * MINUTE },
  /** Mails to one mailbox, whoever asks: its holder needs one, a victim is spared a flood. */
  magicMailbox: { name: 'magic-mailbox', points: 3, windowMs: HOUR },
  resetMailbox: { name: 'reset-mailbox', points: 3, windowMs: HOUR },
  /** Invites count addresses: an account's day of hiring; and a few to one address a day. */
  inviteAccount: { name: 'invite-account', points: 50, windowMs: DAY },
  inviteMailbox: { name: 'invite-mailbox', points: 3, windowMs: DAY },
  /** Requests to confirm a new sign-in email, to the address that signs in now, whoever asks. */
  emailChangeMailbox: { name: 'email-change-mailbox', points: 3, windowMs: DAY },
  /** Messages to support: anonymous per address, signed in per user. */
  contact: { name: 'contact-address', points: 5, windowMs: HOUR },
  help: { name: 'help-user', points: 5, windowMs: HOUR },
  feedback: { name: 'feedback-user', points: 10, windowMs: HOUR },
  /** A person browsing makes a view every few seconds at most; a script is cut off. */
  pageView: { name: 'page-view', points: 300, windowMs: 15 * MINUTE },
  /**
   * The public API (issue 36), counted by the key and by its account: a tool's steady polling or
   * a month's selection page by page fits a key's minute; five such tools fit an account's.
   */
  apiKey: { name: 'api-key', points: 60, windowMs: MINUTE },
  apiAccount: { name: 'api-account', points: 300, windowMs: MINUTE },
  /**
   * The private doors that compute (issue 42), per user: a selection of up to a year each time
   * someone asks, and the almanac, chart and school answers a page shows. The numbers are a
   * deployment's (config.computeLimits); these are the defaults.
   */
  select: { name: 'select-user', points: 30, windowMs: MINUTE },
  almanac: { name: 'almanac-user', points: 1200, windowMs: MINUTE },
  schools: { name: 'schools-user', points: 1200, windowMs: MINUTE },
  /** A home's chart and its overlay: every person's at once is one list (issue 43). */
  homes: { name: 'homes-user', points: 1200, windowMs: MINUTE },
  /** The household page: its answer previews a year of the household's events (issue 44). */
  household: { name: 'household-user', points: 1200, windowMs: MINUTE },
  /** A person's Bazi reading on a date (issue 45): a chart a page shows, on the charts' budget. */
  reading: { name: 'reading-user', points: 1200, windowMs: MINUTE },
  /** A client report (issue 45): a chart and the kept selection, on the selections' budget. */
  report: { name: 'report-user', points: 30, windowMs: MINUTE },
} as const satisfies Record<string, LimitShape>;

const byAddressOf = (shape: LimitShape): Counter => ({ shape, keyOf: byAddress });

/**
 * How often a process hands its per-user compute counts to Redis (batchedLimiter.ts): the slack
 * of those limits across processes is the others' last second of a user's requests.
 */
export const COMPUTE_FLUSH_MS = 1000;

/**
 * A signed-in user's count on `shape`, `points` a window (a deployment's), drawn by a route only
 * when it computes: an answer it already keeps costs no more than any signed-in read, and asking
 * the store (Redis) for each would cost more than the answer. In this process the counts are the
 * charge's own: routes that share a count share one charge. With Redis they are counted here and
 * handed over every `COMPUTE_FLUSH_MS` (issue 46).
 */
export function perUserCharge(shape: LimitShape, points: number): (ctx: Context) => Promise<void> {
  const spend = spender();
  const counted = { ...shape, points, flushMs: COMPUTE_FLUSH_MS };
  return (ctx) => spend(ctx, [{ shape: counted, key: byUser(ctx) }]);
}

/** Every request through it drawn from `charge`. */
export const chargeEach =
  (charge: (ctx: Context) => Promise<void>): Middleware =>
  (ctx, next) =>
    charge(ctx).then(next);

/** Every request of a signed-in user counted on `shape`, `points` a window (a deployment's). */
export const perUserLimit = (shape: LimitShape, points: number): Middleware =>
  chargeEach(perUserCharge(shape, points));

/** The counters of each limited route (`rateLimit(COUNTERS.x)`). */
export const COUNTERS = {
  signUp: [byAddressOf(LIMITS.signUp)],
  acceptInvite: [byAddressOf(LIMITS.acceptInvite)],
  emailConfirm: [byAddressOf(LIMITS.emailConfirm)],
  magicVerify: [byAddressOf(LIMITS.magicVerify)],
  reset: [byAddressOf(LIMITS.reset)],
  magicRequest: [
    byAddressOf(LIMITS.magicRequest),
    { shape: LIMITS.magicMailbox, keyOf: byTargetEmail },
  ],
  resetRequest: [
    byAddressOf(LIMITS.resetRequest),
    { shape: LIMITS.resetMailbox, keyOf: byTargetEmail },
  ],
  contact: [byAddressOf(LIMITS.contact)],
  help: [{ shape: LIMITS.help, keyOf: byUser }],
  feedback: [{ shape: LIMITS.feedback, keyOf: byUser }],
  pageView: [byAddressOf(LIMITS.pageView)],
} as const satisfies Record<string, readonly Counter[]>;

/**
 * An invite's charges, once its addresses are parsed: one point per address from the account's
 * budget, and one from each address's own (so one mailbox is not invited over and over).
 */
export function inviteCharges(ctx: Context, addresses: readonly string[]): Charge[] {
  return [
    { shape: LIMITS.inviteAccount, key: byAccount(ctx), points: addresses.length },
    ...addresses.map((address) => ({ shape: LIMITS.inviteMailbox, key: address })),
  ];
}

/** Counts a mail asking a mailbox to confirm a new sign-in email, whoever asks for it. */
export const emailChangeMail =
  (ctx: Context, spend: Spend) =>
  (to: string): Promise<void> =>
    spend(ctx, [{ shape: LIMITS.emailChangeMailbox, key: to }]);
