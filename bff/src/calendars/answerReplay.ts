/**
 * Whole answers kept in memory and sent again without running the app, for the iCal feeds:
 * calendar apps poll the same links all day, and a feed's answer depends only on its path (the
 * ical_id in it is the credential) and on the encoding the client accepts. It works as a caching
 * proxy in front of the app would, in two parts: `send`, in front of Koa, answers from a kept
 * answer before a Koa context is even made (that is most of what a replay would otherwise cost);
 * on a miss, `keep`, the outermost middleware, asks the app for the full answer, without the
 * client's validators, keeps it if the route allows (`keepAnswer`), and answers the client's
 * If-None-Match / If-Modified-Since itself (RFC 9111 section 4.3).
 *
 * An answer is kept no longer than the session cache keeps a lookup (SESSION_CACHE_MS, 0 turns
 * both off) and is dropped by any write through this process, the same bound as the feed owner's
 * lookup it was built from: a renewed link or a changed plan is seen as soon as without it.
 * Requests with an Origin header pass through, since CORS makes their answer depend on it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import type { Context, Middleware } from 'koa';
import { acceptsGzip, isRevalidationField, notModified } from '../platform/http/encodedBody';
import { LruCache } from '../platform/cache/lruCache';
import type { SessionCache } from '../auth';

/** Header fields as Node's writeHead takes them flat: name, value, name, value... */
type RawFields = readonly string[];

interface KeptAnswer {
  /** Every field of the 200. */
  readonly fields: RawFields;
  /** What a 304 standing for it carries. */
  readonly revalidation: RawFields;
  readonly body: Buffer;
  readonly validators: { readonly etag?: string; readonly 'last-modified'?: string };
  /** Epoch ms after which the answer is built again. */
  readonly until: number;
  /** The session cache's generation when the answer was built: any write since drops it. */
  readonly generation: number;
}

export interface KeepState {
  /** Set by a route whose answer may be kept: epoch ms until which it stays right. */
  keepUntil?: number;
}

/** Lets answerReplay keep this answer (a 200 with a Buffer body) until `until` at the latest. */
export function keepAnswer(ctx: { state: object }, until: number): void {
  (ctx.state as KeepState).keepUntil = until;
}

/**
 * Written straight to Node's response: the fields are known to be valid (the app set them), and
 * going through Koa's header setters would cost a replayed 93 KB feed a fifth of its speed.
 */
function replay(req: IncomingMessage, res: ServerResponse, answer: KeptAnswer): void {
  if (fresh(req.headers, answer.validators)) {
    res.writeHead(304, answer.revalidation as string[]).end();
    return;
  }
  res
    .writeHead(200, answer.fields as string[])
    .end(req.method === 'HEAD' ? undefined : answer.body);
}

/** The answer's fields (names in lower case, as HTTP/2 writes them; HTTP/1.1 ignores case). */
function rawFields(ctx: Context, keepField: (name: string) => boolean): string[] {
  const raw: string[] = [];
  for (const name of ctx.res.getHeaderNames()) {
    if (!keepField(name)) continue;
    const value = ctx.res.getHeader(name) ?? '';
    for (const one of Array.isArray(value) ? value : [value]) raw.push(name, String(one));
  }
  return raw;
}

/** Takes the client's validators off the request, so that the app builds the full answer. */
function withoutConditions(ctx: Context): Record<string, string> {
  const { headers } = ctx.req;
  const conditions: Record<string, string> = {};
  for (const name of ['if-none-match', 'if-modified-since'] as const) {
    const value = headers[name];
    if (value !== undefined) conditions[name] = value;
    delete headers[name];
  }
  return conditions;
}

function validatorsOf(ctx: Context): KeptAnswer['validators'] {
  const etag = ctx.response.get('ETag');
  const lastModified = ctx.response.get('Last-Modified');
  return {
    ...(etag ? { etag } : {}),
    ...(lastModified ? { 'last-modified': lastModified } : {}),
  };
}

function keptAnswerOf(ctx: Context, until: number, generation: number): KeptAnswer | undefined {
  const body: unknown = ctx.body;
  if (ctx.status !== 200 || !Buffer.isBuffer(body)) return undefined;
  return {
    // A replay is another request: it must not carry this one's id.
    fields: rawFields(ctx, (name) => name !== 'x-request-id'),
    revalidation: rawFields(ctx, isRevalidationField),
    body,
    validators: validatorsOf(ctx),
    until,
    generation,
  };
}

export interface AnswerReplayOptions {
  /** Only paths starting with this (a path, so without `?`) are handled; the rest pass through. */
  readonly prefix: string;
  readonly sessions: SessionCache;
  /** The longest an answer is kept, in ms; 0 or less turns replay off. */
  readonly maxAgeMs: number;
  /**
   * How many answers are kept (least recently used go first). Kept for a second by default, an
   * answer pays off only for a link asked for again within it, and a feed can be 700 KB.
   */
  readonly maxAnswers?: number;
  readonly now?: () => number;
}

/** Sends a kept answer and says so, or leaves the request to the app. */
export type SendKept = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface AnswerReplay {
  /** In front of the app's request handler. */
  readonly send: SendKept;
  /** The app's outermost middleware. */
  readonly keep: Middleware;
}

export function answerReplay(options: AnswerReplayOptions): AnswerReplay {
  const { prefix, sessions, maxAgeMs, now = Date.now } = options;
  const kept = new LruCache<KeptAnswer>(options.maxAnswers ?? 64);
  /**
   * The key of a request whose answer may be kept, else undefined. Read off Node's request, the
   * same way for `send` and `keep`: the path as sent, without the query, which no route reads.
   */
  const keyOf = (req: IncomingMessage): string | undefined => {
    const url = req.url ?? '';
    // The prefix holds no `?`, so the URL starts with it exactly when its path does: every other
    // request (each API call passes here twice) is turned away before anything is allocated.
    if (
      maxAgeMs <= 0 ||
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !url.startsWith(prefix) ||
      req.headers.origin
    ) {
      return undefined;
    }
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    return `${acceptsGzip(req) ? 'gzip' : 'identity'} ${path}`;
  };

  const send: SendKept = (req, res) => {
    const key = keyOf(req);
    const answer = key === undefined ? undefined : kept.get(key);
    if (!answer || !sessions.isCurrent(answer.generation) || now() >= answer.until) return false;
    replay(req, res, answer);
    return true;
  };

  /** Builds the answer of a request that may be kept, keeps it and answers its validators. */
  const build = async (ctx: Context, next: () => Promise<unknown>, key: string) => {
    const at = now();
    // Read before the app looks anything up: a write during the request makes the answer suspect.
    const generation = sessions.current;
    const conditions = withoutConditions(ctx);
    try {
      await next();
    } finally {
      Object.assign(ctx.req.headers, conditions);
    }
    const { keepUntil } = ctx.state as KeepState;
    const built =
      keepUntil === undefined
        ? undefined
        : keptAnswerOf(ctx, Math.min(keepUntil, at + maxAgeMs), generation);
    if (built) kept.set(key, built);
    if (ctx.status === 200 && fresh(ctx.headers, validatorsOf(ctx))) notModified(ctx);
  };

  // Not async itself: every request passes here, and the API's need no promise of its own.
  const keep: Middleware = (ctx, next) => {
    const key = keyOf(ctx.req);
    return key === undefined ? next() : build(ctx, next, key);
  };

  return { send, keep };
}
