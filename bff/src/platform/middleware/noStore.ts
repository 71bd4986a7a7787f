import type { Middleware } from 'koa';

export const NO_STORE = 'no-store';

/**
 * `Cache-Control: no-store` on every API answer whose route sets no Cache-Control of its own.
 * Many carry a secret: a session token (sign-in, sign-up, magic link, invited sign-up, password
 * change, impersonation, GET /api/user), the `ical_id` of the feed links (the user's record, the
 * calendar list, the kept selection's path, a rotation) or a payment's `client_secret`. A default
 * here covers them all, and any such answer added later, where a header per route would one day
 * be forgotten. Routes whose answers may be kept (the almanac day with its ETag) set their own;
 * the feeds under /download/ are for calendar apps to cache and are not touched. /mcp answers
 * carry births and charts, its refusals (no key, a bad body, a batch too long) included.
 */
export function noStore(): Middleware {
  return (ctx, next) => {
    // Before the route runs, so that a route's own Cache-Control replaces it.
    if (ctx.path.startsWith('/api/') || ctx.path === '/mcp') ctx.set('Cache-Control', NO_STORE);
    return next();
  };
}
