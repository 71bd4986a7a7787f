import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';

declare module 'koa' {
  interface DefaultContext {
    /** The request's id (`requestId` sets it first), for its log lines (`requestLog`). */
    requestId?: string;
  }
}

/** A load balancer's id is kept when it looks like one; anything else is replaced. */
const GIVEN_ID = /^[\w.:-]{1,64}$/;

/** The id a balancer sent (the X-Request-Id field's value), when it looks like one. */
export function givenRequestId(field: string | string[] | undefined): string | undefined {
  return typeof field === 'string' && GIVEN_ID.test(field) ? field : undefined;
}

/**
 * Gives each request an id (the X-Request-Id it came with, or a new one), answers it in the
 * X-Request-Id header, and keeps it on the context for the request's log lines (`requestLog`).
 * Not in an AsyncLocalStorage: on Node 20 that turns on a hook for every promise of every
 * request, 9-17% of a feed poll's CPU time (docs/performance.md, "The request id").
 */
export function requestId(): Middleware {
  return (ctx, next) => {
    const id = givenRequestId(ctx.req.headers['x-request-id']) ?? randomUUID();
    ctx.requestId = id;
    // Straight to Node's response, as the security headers: nothing is sent yet.
    ctx.res.setHeader('X-Request-Id', id);
    return next();
  };
}
