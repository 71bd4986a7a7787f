/**
 * The public API (docs/api.md): every endpoint of `@tongshu/contract` at /api/v1, its request
 * read by its own schema (a 400 naming the field), answered by its own pure function for the
 * key owner's scope; and the OpenAPI document generated from the same schemas.
 */
import Router from '@koa/router';
import {
  answerOf,
  API_PREFIX,
  ContractError,
  ENDPOINTS,
  openApiDocument,
  parseInput,
  type Endpoint,
} from '@tongshu/contract';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db';
import { HttpError } from '../platform/errors';
import { LruCache } from '../platform/cache/lruCache';
import { encodeBody, sendEncoded, type EncodedBody } from '../platform/http/encodedBody';
import { keepAnswer } from '../platform/http/answerReplay';
import type { ApiKeyState } from '../keys';
import type { Middleware } from 'koa';
import { accountScope } from './accountScope';

/** `/almanac/{date}` as Koa's `/almanac/:date`. */
const koaPath = (path: string) => `${API_PREFIX}${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The contract's errors as the rest of the API's (spec section 8). */
export async function asHttpErrors<T>(answer: () => Promise<T>): Promise<T> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof ContractError)
      throw new HttpError(error.status, error.message, error.inputError);
    throw error;
  }
}

/** Every call but the document's needs an API key; its owner is `ctx.state.user`. */
export function publicApiRoutes(
  db: Database,
  config: Config,
  requireKey: Middleware<ApiKeyState>,
): Router<ApiKeyState> {
  const router = new Router<ApiKeyState>();
  // Generated once: it depends only on the schemas and the public address.
  const document = JSON.stringify(openApiDocument(ENDPOINTS, config.publicUrl));

  router.get(`${API_PREFIX}/openapi.json`, (ctx) => {
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = document;
  });

  // Answers that depend on the request alone, encoded once: the engine is deterministic, and a
  // tool polls the same day far more often than the day changes.
  const kept = new LruCache<EncodedBody>(4096);
  for (const endpoint of ENDPOINTS as readonly Endpoint[]) {
    router.get(koaPath(endpoint.path), requireKey, async (ctx) => {
      let keptAs: string | undefined;
      const body = await asHttpErrors(async () => {
        const input = parseInput(endpoint.request, { ...ctx.query, ...ctx.params });
        const scope = accountScope(db, ctx.state.user);
        keptAs = endpoint.cacheKey?.(input, scope);
        const found = keptAs === undefined ? undefined : kept.get(`${endpoint.name}|${keptAs}`);
        if (found) return found;
        // A null answer (no kept selection) is JSON `null` too.
        const encoded = encodeBody(JSON.stringify(await answerOf(endpoint, input, scope)));
        if (keptAs !== undefined) kept.set(`${endpoint.name}|${keptAs}`, encoded);
        return encoded;
      });
      sendEncoded(ctx, body, { type: 'application/json', cacheControl: 'private, no-cache' });
      // An answer kept by its request alone may be sent again to its caller before the app, each
      // time counted as a call (answerReplay.ts); one that reads the account is not.
      if (keptAs !== undefined) keepAnswer(ctx, Number.POSITIVE_INFINITY, ctx.state.countReplay);
    });
  }
  // A path asked without its path fields (`/almanac?date=...`, a common guess) is told where they
  // go, as a 400 on the first of them, rather than a bare 404.
  const paths = new Set<string>(ENDPOINTS.map((endpoint) => endpoint.path));
  for (const { path } of ENDPOINTS as readonly Endpoint[]) {
    const fields = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    const bare = path.slice(0, path.indexOf('/{'));
    if (fields.length === 0 || paths.has(bare)) continue;
    paths.add(bare);
    const where = `Give the ${fields.join(' and ')} in the path: ${API_PREFIX}${path}`;
    router.get(`${API_PREFIX}${bare}`, requireKey, () => {
      throw new HttpError(400, where, fields[0]);
    });
  }
  return router;
}
