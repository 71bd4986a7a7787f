import type { Middleware } from 'koa';
import { OutOfRangeError } from '@tongshu/engine';
import { chartedFrom } from '@tongshu/contract';
import { DATABASE_DOWN, isDatabaseUnavailable, uniqueViolation } from '../dbErrors';
import { HttpError } from '../errors';
import { requestLog } from '../log/logger';

export const GLITCH = 'There was a glitch in the matrix – please try again';
/** The same words as the services' own check (accounts/accountService.ts). */
const EMAIL_TAKEN = 'An account with this email already exists';
const JSON_PATHS = /^\/(api|download)(\/|$)/;

/** Maps thrown errors to `{ message, inputError }` bodies; never leaks a stack to the client. */
export function errors(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // Unmatched paths (404) and the router's 405/501 carry no body: API and feed clients read
      // `message` from every refusal (spec section 8).
      if (ctx.status >= 400 && ctx.body === undefined && JSON_PATHS.test(ctx.path)) {
        const status = ctx.status;
        ctx.body = { message: status === 404 ? 'Not found' : ctx.message };
        ctx.status = status;
      }
    } catch (error) {
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.body = {
          message: error.message,
          ...error.details,
          ...(error.inputError ? { inputError: error.inputError } : {}),
        };
        if (error.status >= 500) ctx.app.emit('error', error, ctx);
        return;
      }
      // The engine's one range check, reached from an input inside the years (the 子 slot of
      // 1900-01-01 starts in 1899): the request's fault, named as the public API names it.
      if (error instanceof OutOfRangeError) {
        const params = (ctx as { params?: Record<string, unknown> }).params;
        ctx.status = 400;
        ctx.body = { message: error.message, inputError: chartedFrom({ ...ctx.query, ...params }) };
        return;
      }
      const status = (error as { status?: number; expose?: boolean }).status;
      if (status !== undefined && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { message: (error as Error).message };
        return;
      }
      const duplicate = uniqueViolation(error);
      if (duplicate !== undefined) {
        ctx.status = 409;
        ctx.body = /users[._]email/.test(duplicate)
          ? { message: EMAIL_TAKEN, inputError: 'email' }
          : { message: 'This was changed by another request at the same time – please try again' };
        return;
      }
      // An outage is not a bug: 503 tells clients and load balancers to try again, and the log
      // gets one line rather than a stack per request while it lasts.
      if (isDatabaseUnavailable(error)) {
        ctx.status = 503;
        ctx.set('Retry-After', '5');
        ctx.body = { message: DATABASE_DOWN };
        requestLog(ctx).error(
          { method: ctx.method, path: ctx.path, err: String(error) },
          'database unavailable',
        );
        return;
      }
      ctx.status = 500;
      ctx.body = { message: GLITCH };
      ctx.app.emit('error', error, ctx);
    }
  };
}
