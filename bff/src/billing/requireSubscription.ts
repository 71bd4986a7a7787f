import type { Middleware } from 'koa';
import { paymentRequired } from '../platform/errors';
import { accessFrom, requireAccess, type Access } from './accessService';
import type { AuthState } from '../auth';

export interface AccessState extends AuthState {
  access: Access;
}

/** A feature of a higher tier: lower plans get 402 with `message` and the plan to upgrade to. */
export interface TierGate {
  readonly tier: number;
  readonly plan: string;
  readonly message: string;
}

/**
 * After `authenticate`: 402 unless the account's subscription is active or trialing (master and
 * the configured Pro account are exempt), and, given a `least` tier, unless the plan reaches it;
 * the access found is kept in `ctx.state.access`. The one plan gate of a route.
 */
export function requireSubscription(
  proAccountId: string | undefined,
  least?: TierGate,
): Middleware<AccessState> {
  return (ctx, next) => {
    const access = requireAccess(accessFrom(ctx.state.user, ctx.state.billing, proAccountId));
    if (least && access.tier < least.tier) {
      throw paymentRequired(least.message, { plan: least.plan });
    }
    ctx.state.access = access;
    return next();
  };
}
