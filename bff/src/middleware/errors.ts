import type { Middleware } from 'koa';

/** Maps thrown errors to the spec's `{ message }` bodies; never leaks a stack to the client. */
export function errors(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { message: 'Not found' };
      }
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      ctx.status = status >= 400 && status < 600 ? status : 500;
      ctx.body = {
        message:
          status < 500
            ? (error as Error).message
            : 'There was a glitch in the matrix – please try again',
      };
      if (ctx.status >= 500) ctx.app.emit('error', error, ctx);
    }
  };
}
