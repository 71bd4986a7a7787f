import type { Middleware } from 'koa';
import { badInput } from '../errors';
import { NUL_MESSAGE } from '../http/requestBody';

/**
 * A path with an encoded NUL: 400 before any route. A parameter would carry it into a query, and
 * PostgreSQL cannot store or compare a NUL in text (a 500), while SQLite would accept it.
 */
export function rejectNulPath(): Middleware {
  return (ctx, next) => {
    if (/%00|\0/.test(ctx.path)) throw badInput(NUL_MESSAGE);
    return next();
  };
}
