/**
 * One dispatch by path in front of the app's routers answers every request exactly as the same
 * routers mounted one after another (@koa/router's own `routes()` and `allowedMethods()`, the
 * oracle here): which route answers, 404, 405 with its Allow, 501, OPTIONS, case, overlaps.
 */
import Router from '@koa/router';
import Koa from 'koa';
import supertest from 'supertest';
import { routersByPath } from './routersByPath';

/** Routers with overlapping paths: B's feed link is also one of D's patterns. */
function routers(): Router[] {
  const a = new Router();
  a.get('/api/a/:id', (ctx) => {
    ctx.body = `a ${ctx.params.id}`;
  });
  a.post('/api/a', (ctx) => {
    ctx.body = 'a posted';
  });
  const b = new Router();
  b.get('/api/b', (ctx) => {
    ctx.body = 'b';
  });
  b.get('/download/x/:id', (ctx) => {
    ctx.body = `b x ${ctx.params.id}`;
  });
  const c = new Router();
  c.get('/api/c{/:part}', (ctx) => {
    ctx.body = `c ${ctx.params.part ?? '-'}`;
  });
  const d = new Router();
  d.get('/download/:kind/:id', (ctx) => {
    ctx.body = `d ${ctx.params.kind} ${ctx.params.id}`;
  });
  return [a, b, c, d];
}

/** An app as createApp builds it: routers, then a web app that answers its own pages. */
function app(byPath: boolean) {
  const koa = new Koa();
  if (byPath) koa.use(routersByPath(routers()));
  else for (const router of routers()) koa.use(router.routes()).use(router.allowedMethods());
  koa.use((ctx, next) => {
    if (ctx.method !== 'GET' || ctx.path !== '/page') return next();
    ctx.body = 'page';
  });
  return supertest(koa.callback());
}

const REQUESTS: readonly [string, string][] = [
  ['GET', '/api/a/1'],
  ['POST', '/api/a'],
  ['PUT', '/api/a'],
  ['OPTIONS', '/api/a'],
  ['GET', '/api/b'],
  ['GET', '/API/B'],
  ['DELETE', '/api/b'],
  ['GET', '/api/c'],
  ['GET', '/api/c/part'],
  ['GET', '/download/x/1'],
  ['GET', '/download/y/2'],
  ['POST', '/download/y/2'],
  ['GET', '/page'],
  ['GET', '/nothing'],
  ['PROPFIND', '/nothing'],
  ['PROPFIND', '/api/b'],
];

describe('routersByPath', () => {
  it.each(REQUESTS)('%s %s is answered as by the routers mounted in turn', async (method, path) => {
    const [inTurn, byPath] = await Promise.all(
      [app(false), app(true)].map((request) =>
        request[method.toLowerCase() as 'get'](path).then((response) => ({
          status: response.status,
          allow: response.headers.allow,
          body: response.text,
        })),
      ),
    );
    expect(byPath).toEqual(inTurn);
  });

  it('names its routers, as a router names its own middleware', () => {
    const all = routers();
    expect((routersByPath(all) as unknown as { routers: Router[] }).routers).toBe(all);
  });
});
