/**
 * CORS for an allowlist of origins (CORS_ORIGINS; by default only PUBLIC_URL's origin). An allowed
 * origin is echoed back; any other origin gets no CORS header at all, so the browser keeps the
 * answer from its page. Sessions are bearer tokens, not cookies, so credentials are never allowed.
 */
import type { Middleware } from 'koa';

const METHODS = 'GET, POST, PATCH, DELETE';
const HEADERS = 'Authorization, Content-Type';
/** Browsers cap this anyway (Chromium at 2 hours); 10 minutes keeps a policy change quick. */
const PREFLIGHT_SECONDS = '600';

/** `https://a.example:8443/path` -> `https://a.example:8443`; undefined when not a URL. */
export function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

export function cors(allowed: readonly string[]): Middleware {
  const origins = new Set(allowed.map(originOf).filter((o): o is string => o !== undefined));
  return (ctx, next) => {
    const origin = ctx.get('origin');
    if (origin === '') return next();
    // The answer depends on the Origin header: shared caches must keep one copy per origin.
    ctx.vary('Origin');
    const preflight = ctx.method === 'OPTIONS' && ctx.get('access-control-request-method') !== '';
    if (!origins.has(origin)) {
      if (!preflight) return next();
      ctx.status = 403;
      ctx.body = { message: 'This origin may not call the Tongshu API' };
      return;
    }
    ctx.set('Access-Control-Allow-Origin', origin);
    if (!preflight) {
      // Lets the page read Retry-After on a 429 (spec section 8 shows the wait).
      ctx.set('Access-Control-Expose-Headers', 'Retry-After');
      return next();
    }
    ctx.set('Access-Control-Allow-Methods', METHODS);
    ctx.set('Access-Control-Allow-Headers', HEADERS);
    ctx.set('Access-Control-Max-Age', PREFLIGHT_SECONDS);
    ctx.status = 204;
  };
}
