/**
 * Request bodies through koa-body: JSON, urlencoded and multipart forms (the form engine sends
 * multipart when a form has files), each at most 100 KB of fields, into `ctx.request.body`; the
 * bytes as received are kept for signatures computed over them (the payment webhook). Bad JSON
 * is a 400, too much a 413, and a NUL anywhere a 400: no form sends one, and PostgreSQL cannot
 * store one in text, so it is refused alike on both databases.
 */
import fs from 'node:fs/promises';
import type { Context, Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { badInput, HttpError } from '../errors';

const LIMIT_BYTES = 100 * 1024;
/** No route keeps files yet: a form's files are read, then deleted after its request. */
const FILE_LIMIT_BYTES = 5 * 1024 * 1024;
export const NUL_MESSAGE = 'The request contains a NUL character';
export const TOO_LARGE = 'The request is too large';

function refusal(error: Error & { status?: number; httpCode?: number }, ctx: Context): HttpError {
  if ((error.status ?? error.httpCode) === 413) return new HttpError(413, TOO_LARGE);
  return ctx.is('application/json')
    ? badInput('The request body is not valid JSON')
    : badInput('The request body could not be read');
}

/** Walked with a list, not recursion: a body may nest deeper than the call stack goes. */
function holdsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

interface UploadedFile {
  readonly filepath: string;
}

async function removeUploads(ctx: Context): Promise<void> {
  const files = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files;
  if (!files) return;
  const paths = Object.values(files).flatMap((file) => (Array.isArray(file) ? file : [file]));
  await Promise.all(paths.map((file) => fs.rm(file.filepath, { force: true })));
}

/** The methods whose bodies are read; a GET's body is never read, nor waited for. */
const PARSED = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function requestBody(): Middleware {
  const parse = koaBody({
    json: true,
    urlencoded: true,
    multipart: true,
    text: false,
    jsonLimit: LIMIT_BYTES,
    formLimit: LIMIT_BYTES,
    includeUnparsed: true,
    parsedMethods: PARSED.map((method) => HttpMethodEnum[method]),
    formidable: {
      maxFieldsSize: LIMIT_BYTES,
      maxFileSize: FILE_LIMIT_BYTES,
      maxTotalFileSize: FILE_LIMIT_BYTES,
      maxFiles: 10,
    },
    onError: (error, ctx) => {
      throw refusal(error, ctx);
    },
  });
  const parsed = new Set<string>(PARSED);
  return (ctx, next) => {
    // Most requests are GETs, on the hot path: nothing to parse, check or remove.
    if (!parsed.has(ctx.method)) return next();
    return parse(ctx, async () => {
      try {
        if (holdsNul(ctx.request.body)) throw badInput(NUL_MESSAGE);
        await next();
      } finally {
        await removeUploads(ctx);
      }
    });
  };
}

/** The request's bytes as received (JSON and urlencoded bodies). */
export function rawBodyOf(request: object): Buffer {
  const raw = (request as { rawBody?: unknown }).rawBody;
  return typeof raw === 'string' ? Buffer.from(raw, 'utf8') : Buffer.alloc(0);
}
