/**
 * Security headers on every answer (API, feeds, the web apps), written here rather than pulled in
 * as a package because they are a handful of constants. docs/security.md says why each is set.
 */
import type { Context, Middleware } from 'koa';
import { VIDEO_HOSTS } from '@tongshu/data';

/**
 * The React app and its mission-control remote load only our own scripts, plus Stripe.js for the
 * card field, whose iframes (Elements, 3-D Secure) come from js.stripe.com and hooks.stripe.com
 * and which talks to api.stripe.com. The videos the operator configures play in frames from the
 * supported video hosts only (data/src/videos.ts), the only other frames allowed. Styles allow 'unsafe-inline': index.html has a boot <style>
 * and the build injects CSS as <style> tags; CSS cannot run script, so the script policy holds.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://*.stripe.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com",
  `frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com ${VIDEO_HOSTS.map((host) => `https://${host}`).join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The fields: the middleware below sets them on every answer Koa makes, and an answer sent before
 * Koa (a feed's, `calendars/feedDoor.ts`) carries the same.
 */
export function securityFields(publicUrl: string): readonly (readonly [string, string])[] {
  const fields: [string, string][] = [
    ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
    ['X-Content-Type-Options', 'nosniff'],
    // Cross-site requests get the origin only: a magic-link or reset token in a path never leaks.
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
  // Only over https: on http the header is ignored, and a laptop on localhost must not be pinned.
  if (publicUrl.startsWith('https://')) {
    fields.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  }
  return fields;
}

export function securityHeaders(publicUrl: string): Middleware {
  const fields = securityFields(publicUrl);
  // Koa sends none, but a future middleware's banner must not advertise versions.
  const unbanner = (ctx: Context) => () => ctx.remove('X-Powered-By');
  // Not async itself: a promise of its own on every request was a measurable share of a feed poll.
  return (ctx, next) => {
    // Straight to Node's response: nothing is sent yet, and Koa's setter costs every answer more.
    for (const [name, value] of fields) ctx.res.setHeader(name, value);
    return next().then(unbanner(ctx));
  };
}
