import type { Middleware } from 'koa';
import { HttpError } from '../errors';

export const GLITCH = 'There was a glitch in the matrix – please try again';

/** Maps thrown errors to `{ message, inputError }` bodies; never leaks a stack to the client. */
export function errors(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { message: 'Not found' };
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
      const status = (error as { status?: number; expose?: boolean }).status;
      if (status !== undefined && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { message: (error as Error).message };
        return;
      }
      ctx.status = 500;
      ctx.body = { message: GLITCH };
      ctx.app.emit('error', error, ctx);
    }
  };
}
