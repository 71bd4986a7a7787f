import type { Middleware } from 'koa';
import { badInput, HttpError } from '../errors';

const LIMIT_BYTES = 100 * 1024;
export const NUL_MESSAGE = 'The request contains a NUL character';

/**
 * Parses a JSON request body (at most 100 KB) into `ctx.request.body`, keeping the bytes in
 * `ctx.request.rawBody` for signatures computed over them (the payment webhook); bad JSON is a 400.
 */
export function jsonBody(): Middleware {
  return async (ctx, next) => {
    if (['POST', 'PATCH', 'PUT', 'DELETE'].includes(ctx.method) && ctx.is('application/json')) {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of ctx.req) {
        size += (chunk as Buffer).length;
        if (size > LIMIT_BYTES) throw new HttpError(413, 'The request is too large');
        chunks.push(chunk as Buffer);
      }
      const raw = Buffer.concat(chunks);
      (ctx.request as { rawBody?: Buffer }).rawBody = raw;
      let nul = false;
      try {
        (ctx.request as { body?: unknown }).body = JSON.parse(
          raw.toString('utf8') || '{}',
          (_key, value: unknown) => {
            if (typeof value === 'string' && value.includes('\0')) nul = true;
            return value;
          },
        );
      } catch {
        throw badInput('The request body is not valid JSON');
      }
      // No form sends a NUL, and PostgreSQL cannot store one in text: refused alike on both.
      if (nul) throw badInput(NUL_MESSAGE);
    }
    await next();
  };
}
