import type { Middleware } from 'koa';
import type { Database } from '../platform/db';
import { unauthorized } from '../platform/errors';
import type { User } from '../models/User';
import { findUserWithBilling, type Billing, type UserWithBilling } from './sessionUser';
import type { Found, SessionCache } from './sessionCache';
import { impersonatorOf, isCurrentSession, readToken, SESSION_EXPIRED } from './sessions';
import { asOperator } from './impersonation';

declare module 'koa' {
  interface DefaultContext {
    /** The app's session cache (createApp puts it on `app.context`). */
    sessions?: SessionCache;
  }
}

export const KEY_ON_SESSION_ROUTE = 'API keys open the public API (/api/v1) only: please sign in';

export interface AuthState {
  user: User;
  /** The account's plan and subscription status, read with the user. */
  billing: Billing;
  /** The bearer token the request carried. */
  token: string;
  /** The operator's id when the token is an impersonation session. */
  impersonator?: string;
}

/** The token's user, through the session cache when the app has one. */
async function lookUp(
  db: Database,
  secret: Uint8Array,
  token: string,
  cache: SessionCache | undefined,
): Promise<UserWithBilling> {
  const find = async (): Promise<Found<UserWithBilling>> => {
    const session = await readToken(secret, token);
    const found = await findUserWithBilling(db, { id: session.userId });
    if (!found) throw unauthorized();
    if (!isCurrentSession(session, found.user)) throw unauthorized(SESSION_EXPIRED);
    const impersonator = impersonatorOf(token);
    return {
      found: impersonator ? { ...found, impersonator } : found,
      expiresAt: session.expiresAt,
    };
  };
  const found = cache ? await cache.lookUp(token, find) : (await find()).found;
  // `find` throws rather than find nothing: this is for the type.
  if (!found) throw unauthorized();
  return found;
}

/**
 * Requires `Authorization: Bearer <jwt>` and loads the user, with what decides their access, into
 * `ctx.state` (one query, or the session cache).
 */
export function authenticate(db: Database, secret: Uint8Array): Middleware<AuthState> {
  return async (ctx, next) => {
    const match = /^Bearer (.+)$/.exec(ctx.get('authorization'));
    if (!match) throw unauthorized();
    // An API key opens the public API alone (issue 36), never a session's routes.
    if (match[1]?.startsWith('tsk_')) throw unauthorized(KEY_ON_SESSION_ROUTE);
    const found = await lookUp(db, secret, match[1] as string, ctx.sessions);
    ctx.state.user = found.user;
    ctx.state.billing = found.billing;
    ctx.state.token = match[1] as string;
    const { impersonator } = found;
    if (!impersonator) return next();
    ctx.state.impersonator = impersonator;
    await asOperator(db, ctx, { operatorId: impersonator, userId: found.user.id }, next);
  };
}
