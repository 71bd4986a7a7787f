/**
 * Response bodies computed once and served many times (the almanac day, the iCal feeds): kept as
 * UTF-8 bytes and gzip bytes with a strong ETag each, since a validator belongs to one
 * representation (RFC 9110 section 8.8.3).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';
import accepts from 'accepts';
import fresh from 'fresh';
import type { Context } from 'koa';
import { LruCache } from '../cache/lruCache';

export interface EncodedBody {
  readonly identity: Buffer;
  readonly gzip: Buffer;
  /** Quoted SHA-256 of the identity bytes. */
  readonly etag: string;
  /** The gzip representation's validator: the identity one with `-gz` appended. */
  readonly gzipEtag: string;
}

/**
 * `text` as bytes, gzip and validators. With `kept`, a text encoded before is taken from it by
 * its hash: a feed made again on every poll (the kept selection's, judged now) is compressed once.
 */
export function encodeBody(text: string, kept?: LruCache<EncodedBody>): EncodedBody {
  const identity = Buffer.from(text, 'utf8');
  const hash = createHash('sha256').update(identity).digest('base64url');
  const known = kept?.get(hash);
  if (known) return known;
  const body = { identity, gzip: gzipSync(identity), etag: `"${hash}"`, gzipEtag: `"${hash}-gz"` };
  kept?.set(hash, body);
  return body;
}

export interface SendOptions {
  readonly type: string;
  readonly cacheControl: string;
  /** An HTTP date (`Date.prototype.toUTCString`), computed once with the body. */
  readonly lastModified?: string;
}

/**
 * Clients send one of a handful of Accept-Encoding values, and parsing one is most of the cost of
 * a revalidation; the answer depends on the header's text alone, so it is remembered by that text.
 */
const gzipByAcceptEncoding = new LruCache<boolean>(64);

export function acceptsGzip(req: IncomingMessage): boolean {
  const header = req.headers['accept-encoding'] ?? '';
  let gzip = gzipByAcceptEncoding.get(header);
  if (gzip === undefined) {
    gzip = accepts(req).encoding('gzip', 'identity') === 'gzip';
    gzipByAcceptEncoding.set(header, gzip);
  }
  return gzip;
}

/**
 * The fields a 304 repeats from the 200 it stands for (RFC 9110 section 15.4.5; Node adds Date). A
 * cache keeps the other fields of its stored 200 (RFC 9111 section 4.3.4), so nothing is lost.
 */
const REVALIDATION_FIELDS = new Set([
  'etag',
  'cache-control',
  'vary',
  'expires',
  'content-location',
]);

/** `name` in lower case. */
export function isRevalidationField(name: string): boolean {
  return REVALIDATION_FIELDS.has(name);
}

/** Turns the answer being built into a 304 that carries only the revalidation fields. */
export function notModified(ctx: Context): void {
  for (const name of ctx.res.getHeaderNames()) {
    if (!isRevalidationField(name)) ctx.remove(name);
  }
  ctx.status = 304;
}

/** What a 200 carrying `body` sends to a client that does (`gzip`) or does not accept gzip. */
export interface EncodedAnswer {
  /** Every field of the 200, flat as Node's writeHead takes them: name, value, name, value... */
  readonly fields: string[];
  readonly bytes: Buffer;
  readonly validators: { readonly etag: string; readonly 'last-modified'?: string };
}

/**
 * The 200's fields and bytes: one list for the answers Koa sends (`sendEncoded`) and those sent
 * before it (`calendars/feedDoor.ts`), so that both say the same.
 */
export function encodedAnswer(body: EncodedBody, gzip: boolean, options: SendOptions) {
  const etag = gzip ? body.gzipEtag : body.etag;
  const bytes = gzip ? body.gzip : body.identity;
  const fields = ['Vary', 'Accept-Encoding', 'ETag', etag, 'Cache-Control', options.cacheControl];
  if (options.lastModified) fields.push('Last-Modified', options.lastModified);
  if (gzip) fields.push('Content-Encoding', 'gzip');
  fields.push('Content-Type', options.type, 'Content-Length', String(bytes.length));
  const validators = { etag, 'last-modified': options.lastModified };
  return { fields, bytes, validators } satisfies EncodedAnswer;
}

/**
 * Sends the body (gzip when the client accepts it), or 304 when the client's copy is current. The
 * fields go straight to Node's response: every kept answer (a day, a feed) passes here, and Koa's
 * setters (array checks, a mime lookup for the type, Vary parsed again) were a tenth of a poll
 * whose link was not asked for within the second (docs/performance.md).
 */
export function sendEncoded(ctx: Context, body: EncodedBody, options: SendOptions): void {
  const { fields, bytes, validators } = encodedAnswer(body, acceptsGzip(ctx.req), options);
  const { res } = ctx;
  ctx.status = 200;
  for (let i = 0; i < fields.length; i += 2) {
    const [name = '', value = ''] = [fields[i], fields[i + 1]];
    // Another step may have named a Vary already (CORS adds Origin): then Koa merges the two.
    if (name === 'Vary' && res.hasHeader(name)) ctx.vary(value);
    else res.setHeader(name, value);
  }
  // The validators are passed directly: ctx.fresh would first copy every response header.
  if (fresh(ctx.headers, validators)) {
    notModified(ctx);
    return;
  }
  ctx.body = bytes;
}
