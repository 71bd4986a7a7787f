/**
 * Whole answers kept in memory and sent again without running the app, as a caching proxy in
 * front of it would, in two parts: `send`, in front of Koa, answers from a kept answer before a
 * Koa context is even made (that is most of what a replay would otherwise cost); on a miss,
 * `keep`, the outermost middleware, asks the app for the full answer, without the client's
 * validators, keeps it if the route allows (`keepAnswer`), and answers the client's
 * If-None-Match / If-Modified-Since itself (RFC 9111 section 4.3).
 *
 * Each door is a path prefix. The iCal feeds' answers depend only on their path (the ical_id in
 * it is the credential); a door `byCredential` (the signed-in almanac, the public API) keeps an
 * answer for the Authorization header, the client's address and the whole URL it was built for,
 * so it is replayed only to the same caller asking the same thing. A route may ask that a replay
 * be counted first (`beforeReplay`: an API key's call counts against its limits and is a use);
 * when that refuses, the request goes to the app, which answers as it would (a 429).
 *
 * An answer is kept no longer than the session cache keeps a lookup (SESSION_CACHE_MS, 0 turns
 * both off) and is dropped by any write through this process or, with Redis, any other, the same
 * bound as the lookups it was built from: a renewed link, a revoked key or a changed plan is seen
 * as soon as without it. Requests with an Origin header pass through, since CORS makes their
 * answer depend on it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import type { Context, Middleware } from 'koa';
import { acceptsGzip, isRevalidationField, notModified } from './encodedBody';
import { LruCache } from '../cache/lruCache';
import { givenRequestId } from '../log/requestId';

/** The session cache's generations (auth/sessionCache.ts): a write since drops what was kept. */
export interface Generations {
  readonly current: number;
  isCurrent(generation: number): boolean;
}

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
  readonly beforeReplay?: BeforeReplay;
}

/**
 * Counts a replay as the route would have counted the request: false (nothing counted) when it
 * may not be sent, and the app then answers the request itself.
 */
export type BeforeReplay = (req: IncomingMessage) => Promise<boolean>;

export interface KeepState {
  /** Set by a route whose answer may be kept: epoch ms until which it stays right. */
  keepUntil?: number;
  beforeReplay?: BeforeReplay;
}

/**
 * Lets answerReplay keep this answer (a 200 with a Buffer body) until `until` at the latest,
 * each replay counted by `beforeReplay` first when the route counts its requests.
 */
export function keepAnswer(ctx: { state: object }, until: number, beforeReplay?: BeforeReplay) {
  Object.assign(ctx.state as KeepState, { keepUntil: until, beforeReplay });
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
  // The balancer's id is echoed, as the app does; none is made, since a replay logs nothing.
  const id = givenRequestId(req.headers['x-request-id']);
  const fields = id === undefined ? answer.fields : [...answer.fields, 'x-request-id', id];
  res.writeHead(200, fields as string[]).end(req.method === 'HEAD' ? undefined : answer.body);
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
  const { beforeReplay } = ctx.state as KeepState;
  return {
    ...(beforeReplay && { beforeReplay }),
    // A replay is another request: it must not carry this one's id.
    fields: rawFields(ctx, (name) => name !== 'x-request-id'),
    revalidation: rawFields(ctx, isRevalidationField),
    body,
    validators: validatorsOf(ctx),
    until,
    generation,
  };
}

/** A path prefix whose answers may be kept. */
export interface ReplayDoor {
  /** Only paths starting with this (a path, so without `?`) are handled; the rest pass through. */
  readonly prefix: string;
  /**
   * Kept for the caller (the Authorization header and the client's address) and the whole URL,
   * query included; a request without an Authorization header passes through. Otherwise kept by
   * the path alone, which must then be the credential (the feeds' ical_id).
   */
  readonly byCredential?: boolean;
  /**
   * How many answers are kept (least recently used go first). Kept for a second by default, an
   * answer pays off only for one asked for again within it, and a feed can be 700 KB.
   */
  readonly maxAnswers?: number;
  /** Larger answers are not kept (the doors whose answers are many and mostly small). */
  readonly maxAnswerBytes?: number;
}

export interface AnswerReplayOptions {
  readonly doors: readonly ReplayDoor[];
  readonly sessions: Generations;
  /** The longest an answer is kept, in ms; 0 or less turns replay off. */
  readonly maxAgeMs: number;
  readonly now?: () => number;
}

/**
 * Sends a kept answer and says so, or leaves the request to the app; a promise only when the
 * answer's replay is counted first.
 */
export type SendKept = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/** A 200 built before Koa (a feed's, `calendars/feedDoor.ts`), as a route would have built it. */
export interface BuiltAnswer {
  /** Every field, flat: name, value, name, value... */
  readonly fields: RawFields;
  readonly body: Buffer;
  readonly validators: KeptAnswer['validators'];
  /** Epoch ms until which it stays right (a route's `keepAnswer`). */
  readonly until: number;
  /** The session cache's generation read before anything it was built from was looked up. */
  readonly generation: number;
}

export interface AnswerReplay {
  /** In front of the app's request handler. */
  readonly send: SendKept;
  /** The app's outermost middleware. */
  readonly keep: Middleware;
  /**
   * Answers a request with an answer built before Koa, with the client's validators (a 304 when
   * its copy is current), and keeps it as `keep` keeps the app's when the request's door keeps.
   */
  readonly serve: (req: IncomingMessage, res: ServerResponse, built: BuiltAnswer) => void;
}

/** Where a request's answer is kept: its door's answers and its key among them. */
interface Place {
  readonly kept: LruCache<KeptAnswer>;
  readonly key: string;
  readonly maxBytes: number;
}

/** The caller a credentialed answer is for: the same key from another address is another. */
function callerOf(req: IncomingMessage, authorization: string): string {
  const forwarded = req.headers['x-forwarded-for'] ?? '';
  return `${authorization} ${req.socket.remoteAddress ?? ''} ${String(forwarded)}`;
}

export function answerReplay(options: AnswerReplayOptions): AnswerReplay {
  const { sessions, maxAgeMs, now = Date.now } = options;
  const doors = options.doors.map((door) => ({
    ...door,
    kept: new LruCache<KeptAnswer>(door.maxAnswers ?? 64),
    maxBytes: door.maxAnswerBytes ?? Number.POSITIVE_INFINITY,
  }));
  /**
   * Where the answer of a request that may be kept is, else undefined. Read off Node's request,
   * the same way for `send` and `keep`.
   */
  const placeOf = (req: IncomingMessage): Place | undefined => {
    const url = req.url ?? '';
    if (maxAgeMs <= 0 || (req.method !== 'GET' && req.method !== 'HEAD') || req.headers.origin)
      return undefined;
    // A prefix holds no `?`, so the URL starts with it exactly when its path does: every other
    // request (each passes here twice) is turned away before anything is allocated.
    let door: (typeof doors)[number] | undefined;
    for (const one of doors) {
      if (!url.startsWith(one.prefix)) continue;
      door = one;
      break;
    }
    if (!door) return undefined;
    const encoding = acceptsGzip(req) ? 'gzip' : 'identity';
    if (door.byCredential) {
      const { authorization } = req.headers;
      if (!authorization) return undefined;
      const key = `${encoding} ${callerOf(req, authorization)} ${url}`;
      return { kept: door.kept, key, maxBytes: door.maxBytes };
    }
    // By path alone, without the query, which no such route reads.
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    return { kept: door.kept, key: `${encoding} ${path}`, maxBytes: door.maxBytes };
  };

  const send: SendKept = (req, res) => {
    const place = placeOf(req);
    const answer = place?.kept.get(place.key);
    if (!answer || !sessions.isCurrent(answer.generation) || now() >= answer.until) return false;
    if (!answer.beforeReplay) {
      replay(req, res, answer);
      return true;
    }
    return answer.beforeReplay(req).then((counted) => {
      if (counted) replay(req, res, answer);
      return counted;
    });
  };

  /** Builds the answer of a request that may be kept, keeps it and answers its validators. */
  const build = async (ctx: Context, next: () => Promise<unknown>, place: Place) => {
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
    if (built && built.body.length <= place.maxBytes) place.kept.set(place.key, built);
    if (ctx.status === 200 && fresh(ctx.headers, validatorsOf(ctx))) notModified(ctx);
  };

  // Not async itself: every request passes here, and most need no promise of its own.
  const keep: Middleware = (ctx, next) => {
    const place = placeOf(ctx.req);
    return place === undefined ? next() : build(ctx, next, place);
  };

  const serve: AnswerReplay['serve'] = (req, res, built) => {
    const { fields } = built;
    const revalidation: string[] = [];
    for (let i = 0; i < fields.length; i += 2) {
      const [name = '', value = ''] = [fields[i], fields[i + 1]];
      if (isRevalidationField(name.toLowerCase())) revalidation.push(name, value);
    }
    const answer = { ...built, revalidation, until: Math.min(built.until, now() + maxAgeMs) };
    const place = placeOf(req);
    if (place && built.body.length <= place.maxBytes) place.kept.set(place.key, answer);
    replay(req, res, answer);
  };

  return { send, keep, serve };
}
