/**
 * Sign-in's limits, counted on failed attempts only (docs/security.md, "Sign-in limits"):
 * - one address guessing one account: 10 failures per 15 minutes, forgotten on a success;
 * - one address trying many accounts (password spraying): 50 failures per 15 minutes across
 *   emails, enough for an office behind one address to mistype its passwords all day;
 * - many addresses guessing one account (distributed guessing): past 20 failures per 15 minutes
 *   from anywhere, the account takes one attempt per 30 seconds, so guessing slows to a crawl
 *   while its holder, never locked out, waits at most half a minute.
 */
import type { Middleware } from 'koa';
import { emailOf, failureLimit } from '../platform/limits/rateLimit';

const WINDOW_MS = 15 * 60 * 1000;

export const SIGN_IN_LIMITS = {
  addressAndEmail: { name: 'signin', points: 10, windowMs: WINDOW_MS },
  address: { name: 'signin-address', points: 50, windowMs: WINDOW_MS },
  account: { name: 'signin-account', points: 20, windowMs: WINDOW_MS },
  accountPace: { name: 'signin-account-pace', points: 1, windowMs: 30 * 1000 },
} as const;

export function signInLimit(): Middleware {
  return failureLimit([
    {
      shape: SIGN_IN_LIMITS.addressAndEmail,
      keyOf: (ctx) => `${ctx.ip}|${emailOf(ctx)}`,
      forgetOnSuccess: true,
    },
    { shape: SIGN_IN_LIMITS.address, keyOf: (ctx) => ctx.ip },
    { shape: SIGN_IN_LIMITS.account, keyOf: emailOf, pace: SIGN_IN_LIMITS.accountPace },
  ]);
}
