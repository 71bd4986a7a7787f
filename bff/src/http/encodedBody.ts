/**
 * Response bodies computed once and served many times (the almanac day, the iCal feeds): kept as
 * UTF-8 bytes and gzip bytes with a strong ETag each, since a validator belongs to one
 * representation (RFC 9110 section 8.8.3).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'koa';

export interface EncodedBody {
  readonly identity: Buffer;
  readonly gzip: Buffer;
  /** Quoted SHA-256 of the identity bytes; the gzip representation appends `-gz`. */
  readonly etag: string;
}

export function encodeBody(text: string): EncodedBody {
  const identity = Buffer.from(text, 'utf8');
  const hash = createHash('sha256').update(identity).digest('base64url');
  return { identity, gzip: gzipSync(identity), etag: `"${hash}"` };
}

export interface SendOptions {
  readonly type: string;
  readonly cacheControl: string;
  readonly lastModified?: Date;
}

/** Sends the body (gzip when the client accepts it), or 304 when the client's copy is current. */
export function sendEncoded(ctx: Context, body: EncodedBody, options: SendOptions): void {
  const gzip = ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
  ctx.status = 200;
  ctx.vary('Accept-Encoding');
  ctx.set('ETag', gzip ? `${body.etag.slice(0, -1)}-gz"` : body.etag);
  ctx.set('Cache-Control', options.cacheControl);
  if (options.lastModified) ctx.set('Last-Modified', options.lastModified.toUTCString());
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (gzip) ctx.set('Content-Encoding', 'gzip');
  ctx.body = gzip ? body.gzip : body.identity;
  // After the body: Koa would otherwise type a Buffer as application/octet-stream.
  ctx.type = options.type;
}
