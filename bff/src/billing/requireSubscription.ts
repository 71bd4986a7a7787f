import type { Middleware } from 'koa';
import { accessFrom, requireAccess, type Access } from './accessService';
import type { AuthState } from '../auth';

export interface AccessState extends AuthState {
  access: Access;
}

/**
 * After `authenticate`: 402 unless the account's subscription is active or trialing (master and
 * the configured Pro account are exempt); the access found is kept in `ctx.state.access`.
 */
export function requireSubscription(proAccountId: string | undefined): Middleware<AccessState> {
  return async (ctx, next) => {
    ctx.state.access = requireAccess(accessFrom(ctx.state.user, ctx.state.billing, proAccountId));
    await next();
  };
}
