/**
 * The limit middleware over rate-limiter-flexible, in a one-route Koa app: counted requests on
 * several counters, a budget drawn many points at once, failure-only counting with a success
 * forgetting, a paced counter, and a store that fails (the request goes through). The Redis store is checked with Redis away: its in-process insurance
 * limiter keeps the limit (the shared count across processes is tests/src/scale's).
 */
import Koa from 'koa';
import supertest from 'supertest';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { errors } from '../middleware/errors';
import { requestBody } from '../http/requestBody';
import { connectRedis } from '../redis/redisLink';
import { memoryStore, redisStore, type LimiterStore } from './limiterStore';
import { byAddress, byTargetEmail, emailOf, failureLimit, rateLimit, spender } from './rateLimit';

const WINDOW_MS = 60_000;

function appWith(limit: Koa.Middleware, store: LimiterStore = memoryStore) {
  const app = new Koa();
  app.context.limits = store;
  app.use(errors());
  app.use(requestBody());
  app.use(limit);
  app.use((ctx) => {
    if ((ctx.request.body as { ok?: boolean }).ok) ctx.body = { ok: true };
    else ctx.throw(400, 'wrong');
  });
  return supertest(app.callback());
}

const attempt = (app: ReturnType<typeof appWith>, ok: boolean, email = 'a@example.com') =>
  app.post('/try').send({ email, ok });

describe('rateLimit', () => {
  const every = { name: 'every', points: 3, windowMs: WINDOW_MS };

  it('counts every request per client address whatever the body: the one past the limit is a 429', async () => {
    const app = appWith(rateLimit([{ shape: every, keyOf: byAddress }]));
    const statuses = [];
    // A new email each time is no fresh count: the address is what is counted.
    for (let i = 0; i < 4; i += 1)
      statuses.push((await attempt(app, true, `${i}@example.com`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await attempt(app, true);
    expect(refused.body.message).toMatch(/^Too many attempts, please try again in \d+ seconds$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
  });

  it('refuses past any of its counters, and a refused request takes nothing from the others', async () => {
    const mailbox = { name: 'mailbox', points: 2, windowMs: WINDOW_MS };
    const address = { name: 'address', points: 4, windowMs: WINDOW_MS };
    const app = appWith(
      rateLimit([
        { shape: address, keyOf: byAddress },
        { shape: mailbox, keyOf: byTargetEmail },
      ]),
    );
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await attempt(app, true, ' A@Example.com')).status);
    expect(statuses).toEqual([200, 200, 429]);
    // The refused third drew nothing from the address: two more mailboxes still go through.
    expect((await attempt(app, true, 'b@example.com')).status).toBe(200);
    expect((await attempt(app, true, 'c@example.com')).status).toBe(200);
    expect((await attempt(app, true, 'd@example.com')).status).toBe(429);
  });
});

describe('spender', () => {
  it('draws many points at once and refuses, drawing nothing, a charge bigger than what is left', async () => {
    const budget = { name: 'budget', points: 50, windowMs: WINDOW_MS };
    const spend = spender();
    const app = appWith(async (ctx, next) => {
      const points = Number((ctx.request.body as { points?: number }).points);
      await spend(ctx, [{ shape: budget, key: 'account', points }]);
      await next();
    });
    const draw = (points: number) => app.post('/try').send({ ok: true, points });
    expect((await draw(20)).status).toBe(200);
    expect((await draw(20)).status).toBe(200);
    expect((await draw(20)).status).toBe(429);
    expect((await draw(10)).status).toBe(200);
    expect((await draw(1)).status).toBe(429);
  });
});

describe('failureLimit', () => {
  const shape = { name: 'fail', points: 3, windowMs: WINDOW_MS };

  it('counts failures only, and a success forgets them when the counter says so', async () => {
    const app = appWith(failureLimit([{ shape, keyOf: emailOf, forgetOnSuccess: true }]));
    for (let i = 0; i < 2; i += 1) expect((await attempt(app, false)).status).toBe(400);
    expect((await attempt(app, true)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await attempt(app, false)).status).toBe(400);
    // The limit is no hint: the right answer is refused too.
    expect((await attempt(app, true)).status).toBe(429);
  });

  it('keeps counting through successes when the counter does not forget', async () => {
    const app = appWith(failureLimit([{ shape, keyOf: emailOf }]));
    for (let i = 0; i < 2; i += 1) {
      expect((await attempt(app, false)).status).toBe(400);
      expect((await attempt(app, true)).status).toBe(200);
    }
    expect((await attempt(app, false)).status).toBe(400);
    expect((await attempt(app, true)).status).toBe(429);
  });

  it('over a paced limit, lets one attempt through per pace instead of refusing all', async () => {
    const pace = { name: 'pace', points: 1, windowMs: 30_000 };
    const app = appWith(failureLimit([{ shape, keyOf: emailOf, pace }]));
    for (let i = 0; i < 3; i += 1) expect((await attempt(app, false)).status).toBe(400);
    expect((await attempt(app, true)).status).toBe(200);
    const slowed = await attempt(app, true);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('lets the request through when its store fails (a limit is not worth an outage)', async () => {
    const broken = {
      get: () => Promise.reject(new Error('store down')),
      penalty: () => Promise.reject(new Error('store down')),
      delete: () => Promise.reject(new Error('store down')),
    } as unknown as RateLimiterAbstract;
    const store: LimiterStore = { shared: () => false, limiter: () => broken };
    const app = appWith(failureLimit([{ shape, keyOf: emailOf }]), store);
    for (let i = 0; i < 5; i += 1) expect((await attempt(app, false)).status).toBe(400);
  });
});

describe('the Redis limiter store with Redis away', () => {
  it('counts in this process meanwhile, so the limit still holds', async () => {
    // Port 1: nothing listens there, so every command is refused at once.
    const link = connectRedis('redis://127.0.0.1:1', 'test:');
    try {
      const store = redisStore(link);
      expect(store.shared()).toBe(false);
      const app = appWith(
        rateLimit([{ shape: { name: 'away', points: 2, windowMs: WINDOW_MS }, keyOf: byAddress }]),
        store,
      );
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await attempt(app, true)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await link.close();
    }
  });
});
