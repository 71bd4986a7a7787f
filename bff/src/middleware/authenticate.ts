import type { Middleware } from 'koa';
import type { Database } from '../db';
import { unauthorized } from '../errors';
import type { User } from '../models/User';
import { findUserWithBilling, type Billing } from '../services/accessService';
import { readToken } from '../services/sessions';

export interface AuthState {
  user: User;
  /** The account's plan and subscription status, read with the user. */
  billing: Billing;
}

/**
 * Requires `Authorization: Bearer <jwt>` and loads the user, with what decides their access, into
 * `ctx.state` in one query.
 */
export function authenticate(db: Database, secret: Uint8Array): Middleware<AuthState> {
  return async (ctx, next) => {
    const match = /^Bearer (.+)$/.exec(ctx.get('authorization'));
    if (!match) throw unauthorized();
    const session = await readToken(secret, match[1] as string);
    const found = await findUserWithBilling(db, { id: session.userId });
    if (!found) throw unauthorized();
    ctx.state.user = found.user;
    ctx.state.billing = found.billing;
    await next();
  };
}
