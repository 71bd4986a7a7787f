import type { Middleware } from 'koa';
import type { Database } from '../db';
import { requireAccess } from '../services/accessService';
import type { AuthState } from './authenticate';

/** After `authenticate`: 402 unless the account's subscription is active or trialing. */
export function requireSubscription(
  db: Database,
  proAccountId: string | undefined,
): Middleware<AuthState> {
  return async (ctx, next) => {
    await requireAccess(db, ctx.state.user, proAccountId);
    await next();
  };
}
