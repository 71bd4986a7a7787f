/**
 * answerReplay around a one-route Koa app that counts how often it builds its answer, on a clock
 * the test moves: `send` in front of the app's handler, `keep` as its first middleware. Two
 * doors: /download/ keeps by path (a feed's link is its credential), /api/ by caller and URL.
 * Conditional requests follow RFC 9110 section 13 and the 304's fields section 15.4.5, checked
 * here against the `fresh` package's reading of the same headers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa from 'koa';
import supertest from 'supertest';
import { encodeBody, sendEncoded } from './encodedBody';
import { fieldsWithoutDate } from '@tongshu/test-support';
import { answerReplay, keepAnswer, type BeforeReplay } from './answerReplay';

const LAST_MODIFIED = 'Mon, 23 Nov 2026 16:00:00 GMT';
const DAY_ENDS = Date.parse('2026-11-24T16:00:00Z');
const body = encodeBody('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'.repeat(40));

interface Setup {
  readonly maxAgeMs?: number;
  /** What the route does after building its answer (default: lets it be kept until DAY_ENDS). */
  readonly route?: (ctx: Koa.Context) => void;
  readonly beforeReplay?: BeforeReplay;
}

/** The session cache's generations, as answerReplay reads them. */
class Generations {
  current = 0;
  isCurrent(generation: number): boolean {
    return generation === this.current;
  }
  invalidate(): void {
    this.current += 1;
  }
}

/** The identity body is 1,320 bytes, its gzip far fewer: only the gzip one is kept at /api/. */
const API_MAX_BYTES = 1000;

function appWith({ maxAgeMs = 1000, route, beforeReplay }: Setup = {}) {
  const clock = { now: Date.parse('2026-11-24T10:00:00Z') };
  const sessions = new Generations();
  const built: { path: string; ifNoneMatch?: string }[] = [];
  const replay = answerReplay({
    doors: [
      { prefix: '/download/' },
      { prefix: '/api/', byCredential: true, maxAnswerBytes: API_MAX_BYTES },
    ],
    sessions,
    maxAgeMs,
    now: () => clock.now,
  });
  const app = new Koa();
  app.use(replay.keep);
  app.use((ctx) => {
    built.push({ path: ctx.url, ifNoneMatch: ctx.get('if-none-match') || undefined });
    if (ctx.path.startsWith('/download/missing') || ctx.path === '/api/f') return;
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Disposition', 'inline; filename="feed.ics"');
    sendEncoded(ctx, body, {
      type: 'text/calendar; charset=utf-8',
      cacheControl: 'private, max-age=3600',
      lastModified: LAST_MODIFIED,
    });
    if (route) route(ctx);
    else keepAnswer(ctx, DAY_ENDS, beforeReplay);
  });
  const handle = app.callback();
  const reachedKoa: string[] = [];
  const server = async (req: IncomingMessage, res: ServerResponse) => {
    if (await replay.send(req, res)) return;
    reachedKoa.push(req.url ?? '');
    await handle(req, res);
  };
  return { request: supertest(server), clock, sessions, built, reachedKoa };
}

/** The body's bytes as sent (superagent would otherwise leave a text/calendar body unread). */
function bytes(test: supertest.Test) {
  return test.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

describe('answerReplay', () => {
  it('sends a kept answer again, fields and bytes, before Koa sees the request', async () => {
    const { request, built, reachedKoa } = appWith();
    for (const encoding of ['gzip', 'identity']) {
      const first = await bytes(request.get('/download/a').set('accept-encoding', encoding));
      const again = await bytes(request.get('/download/a').set('accept-encoding', encoding));
      expect(again.status).toBe(200);
      expect(fieldsWithoutDate(again.headers)).toEqual(fieldsWithoutDate(first.headers));
      expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
      expect((first.body as Buffer).length).toBeGreaterThan(1000);
      const head = await request.head('/download/a').set('accept-encoding', encoding);
      expect(fieldsWithoutDate(head.headers)).toEqual(fieldsWithoutDate(first.headers));
    }
    // Once per encoding: the gzip and the identity answers are kept apart.
    expect(built.map((b) => b.path)).toEqual(['/download/a', '/download/a']);
    expect(reachedKoa).toEqual(['/download/a', '/download/a']);
  });

  it('builds the full answer for a conditional miss and answers the condition itself', async () => {
    const { request, built } = appWith();
    const etag = body.gzipEtag;
    const miss = await request.get('/download/b').set('if-none-match', etag);
    expect(miss.status).toBe(304);
    expect(built).toEqual([{ path: '/download/b' }]);
    const hit = await request.get('/download/b').set('if-none-match', etag);
    expect(hit.status).toBe(304);
    expect(built).toHaveLength(1);
    for (const answer of [miss, hit]) {
      expect(answer.headers.etag).toBe(etag);
      expect(answer.headers['cache-control']).toBe('private, max-age=3600');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      for (const dropped of ['content-disposition', 'x-content-type-options', 'last-modified']) {
        expect(answer.headers[dropped]).toBeUndefined();
      }
    }
    const since = await request.get('/download/b').set('if-modified-since', LAST_MODIFIED);
    expect(since.status).toBe(304);
    const older = await request
      .get('/download/b')
      .set('if-modified-since', 'Sun, 22 Nov 2026 16:00:00 GMT');
    expect(older.status).toBe(200);
    const other = await request.get('/download/b').set('if-none-match', '"another"');
    expect(other.status).toBe(200);
    expect(built).toHaveLength(1);
  });

  it('keeps an answer no longer than maxAgeMs, nor past the time its route gave', async () => {
    const { request, clock, built } = appWith({ maxAgeMs: 60 * 60 * 1000 });
    await request.get('/download/c');
    clock.now += 59 * 60 * 1000;
    await request.get('/download/c');
    expect(built).toHaveLength(1);
    clock.now += 60 * 1000;
    await request.get('/download/c');
    expect(built).toHaveLength(2);
    clock.now = DAY_ENDS - 1;
    await request.get('/download/c');
    expect(built).toHaveLength(3);
    clock.now = DAY_ENDS;
    await request.get('/download/c');
    expect(built).toHaveLength(4);
  });

  it('drops every kept answer at a write through the app', async () => {
    const { request, sessions, built } = appWith();
    await request.get('/download/d');
    sessions.invalidate();
    await request.get('/download/d');
    await request.get('/download/d');
    expect(built).toHaveLength(2);
  });

  it('keeps only 200s with a byte body that their route allowed', async () => {
    for (const route of [
      () => undefined,
      (ctx: Koa.Context) => {
        keepAnswer(ctx, DAY_ENDS);
        ctx.remove('Content-Encoding');
        ctx.body = 'text';
      },
    ]) {
      const { request, built } = appWith({ route });
      await request.get('/download/e');
      await request.get('/download/e');
      expect(built).toHaveLength(2);
    }
    const { request, built } = appWith();
    expect((await request.get('/download/missing')).status).toBe(404);
    expect((await request.get('/download/missing')).status).toBe(404);
    expect(built).toHaveLength(2);
  });

  it('lets other methods, other paths, Origin requests and maxAgeMs 0 through', async () => {
    const cases: [Setup, (r: ReturnType<typeof appWith>['request']) => supertest.Test][] = [
      [{}, (r) => r.post('/download/f')],
      [{}, (r) => r.get('/api/f')],
      [{}, (r) => r.get('/download/f').set('origin', 'https://tongshu.example')],
      [{ maxAgeMs: 0 }, (r) => r.get('/download/f')],
    ];
    for (const [setup, send] of cases) {
      const { request, built } = appWith(setup);
      await send(request);
      await send(request);
      expect(built).toHaveLength(2);
    }
  });

  it('keeps an answer for its caller and whole URL at a door by credential', async () => {
    const { request, built } = appWith();
    const ask = (url: string, authorization?: string) => {
      const test = request.get(url).set('accept-encoding', 'gzip');
      return authorization ? test.set('authorization', authorization) : test;
    };
    await ask('/api/day?d=1', 'Bearer a');
    await ask('/api/day?d=1', 'Bearer a');
    expect(built.map((b) => b.path)).toEqual(['/api/day?d=1']);
    // Another caller, another query, no credential at all: each built by the app.
    await ask('/api/day?d=1', 'Bearer b');
    await ask('/api/day?d=2', 'Bearer a');
    await ask('/api/day?d=1');
    await ask('/api/day?d=1');
    expect(built).toHaveLength(5);
    // The plain answer is over the door's size and is built every time.
    for (let i = 0; i < 2; i += 1) {
      await request
        .get('/api/day?d=1')
        .set('authorization', 'Bearer a')
        .set('accept-encoding', 'identity');
    }
    expect(built).toHaveLength(7);
  });

  it('counts each replay first, and leaves a refused one to the app', async () => {
    const counted: string[] = [];
    let allow = true;
    const beforeReplay: BeforeReplay = async (req) => {
      counted.push(req.url ?? '');
      return Promise.resolve(allow);
    };
    const { request, built, reachedKoa } = appWith({ beforeReplay });
    const ask = () =>
      request.get('/api/n').set('authorization', 'Bearer a').set('accept-encoding', 'gzip');
    await ask();
    expect((await ask()).status).toBe(200);
    expect(counted).toEqual(['/api/n']);
    expect(built).toHaveLength(1);
    allow = false;
    expect((await ask()).status).toBe(200);
    expect(counted).toEqual(['/api/n', '/api/n']);
    expect(reachedKoa).toEqual(['/api/n', '/api/n']);
  });

  it("echoes a balancer's request id on a replay, and makes none", async () => {
    const { request, reachedKoa } = appWith();
    await request.get('/download/r');
    const echoed = await request.get('/download/r').set('x-request-id', 'lb-1.2:3');
    const odd = await request.get('/download/r').set('x-request-id', 'not an id!');
    const bare = await request.get('/download/r');
    expect(reachedKoa).toEqual(['/download/r']);
    expect(echoed.headers['x-request-id']).toBe('lb-1.2:3');
    expect(odd.headers['x-request-id']).toBeUndefined();
    expect(bare.headers['x-request-id']).toBeUndefined();
  });
});
