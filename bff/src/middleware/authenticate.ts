import type { Middleware } from 'koa';
import type { Database } from '../db';
import { unauthorized } from '../errors';
import type { User } from '../models/User';
import { readToken } from '../services/sessions';
import { findUser } from '../services/userService';

export interface AuthState {
  user: User;
}

/** Requires `Authorization: Bearer <jwt>` and loads the user into `ctx.state.user`. */
export function authenticate(db: Database, secret: Uint8Array): Middleware<AuthState> {
  return async (ctx, next) => {
    const match = /^Bearer (.+)$/.exec(ctx.get('authorization'));
    if (!match) throw unauthorized();
    const session = await readToken(secret, match[1] as string);
    ctx.state.user = await findUser(db, session.userId).catch(() => {
      throw unauthorized();
    });
    await next();
  };
}
