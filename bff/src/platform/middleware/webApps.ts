/**
 * Serves the built web apps on the API's port: web-app at `/` (with its index.html for every
 * client route, so a reload of /tongshu/20261122 works) and web-admin, the module-federation
 * remote, under `/mc/`. Hashed assets may be cached for good; index.html never is.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';

const NOT_THE_APP = /^\/(api|download|mc)(\/|$)/;
// A gzip copy (`x.1a2b3c4d.js.gz`, web builds' GzipCopies) is cached as the file it stands for.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png)(\.gz)?$/;
const YEAR_MS = 365 * 24 * 3600 * 1000;

function staticFiles(root: string): Middleware {
  return serve(root, {
    index: false,
    setHeaders: (response, file) => {
      // koa-send answers with the .gz copy when the request accepts gzip: caches keep both.
      response.setHeader('Vary', 'Accept-Encoding');
      response.setHeader(
        'Cache-Control',
        HASHED.test(file) ? `public, max-age=${YEAR_MS / 1000}, immutable` : 'no-cache',
      );
    },
  });
}

/** `/mc/...` answered from the web-admin build (its remoteEntry.js and chunks). */
function mounted(prefix: string, root: string): Middleware {
  const files = staticFiles(root);
  return async (ctx, next) => {
    if (!ctx.path.startsWith(`${prefix}/`)) return next();
    const original = ctx.path;
    ctx.path = original.slice(prefix.length);
    try {
      await files(ctx, async () => undefined);
    } finally {
      ctx.path = original;
    }
    if (ctx.body === undefined) await next();
  };
}

export function webApps(appRoot: string, adminRoot: string): Middleware[] {
  const index = path.join(appRoot, 'index.html');
  const clientRoutes: Middleware = async (ctx, next) => {
    await next();
    const isPage = ctx.method === 'GET' && ctx.accepts('html') === 'html';
    if (ctx.body !== undefined || !isPage || NOT_THE_APP.test(ctx.path)) return;
    if (!fs.existsSync(index)) return;
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fs.createReadStream(index);
  };
  return [clientRoutes, mounted('/mc', adminRoot), staticFiles(appRoot)];
}
