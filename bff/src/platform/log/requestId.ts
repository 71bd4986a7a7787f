import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { inRequest } from './requestContext';

/** A load balancer's id is kept when it looks like one; anything else is replaced. */
const GIVEN_ID = /^[\w.:-]{1,64}$/;

/**
 * Gives each request an id (the X-Request-Id it came with, or a new one), answers it in the
 * X-Request-Id header, and makes every log line written while serving it carry it.
 */
export function requestId(): Middleware {
  return (ctx, next) => {
    const given = ctx.get('x-request-id');
    const id = GIVEN_ID.test(given) ? given : randomUUID();
    ctx.set('X-Request-Id', id);
    return inRequest(id, next);
  };
}
