/**
 * The public API (docs/api.md): every endpoint of `@tongshu/contract` at /api/v1, its request
 * read by its own schema (a 400 naming the field), answered by its own pure function for the
 * key owner's scope; and the OpenAPI document generated from the same schemas.
 */
import Router from '@koa/router';
import {
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
import { requireApiKey, type ApiKeyState } from '../keys';
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
export function publicApiRoutes(db: Database, config: Config): Router<ApiKeyState> {
  const router = new Router<ApiKeyState>();
  const requireKey = requireApiKey(db, config);
  // Generated once: it depends only on the schemas and the public address.
  const document = JSON.stringify(openApiDocument(ENDPOINTS, config.publicUrl));

  router.get(`${API_PREFIX}/openapi.json`, (ctx) => {
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = document;
  });

  for (const endpoint of ENDPOINTS as readonly Endpoint[]) {
    router.get(koaPath(endpoint.path), requireKey, async (ctx) => {
      ctx.set('Cache-Control', 'private, no-cache');
      const answer = await asHttpErrors(() => {
        const input = parseInput(endpoint.request, { ...ctx.query, ...ctx.params });
        return endpoint.compute(input, accountScope(db, ctx.state.user));
      });
      // Koa sends a null body (no kept selection) as JSON `null` only with the type and the
      // status set first; otherwise it is 204, or the 404 it started with.
      ctx.status = 200;
      ctx.type = 'application/json';
      ctx.body = answer;
    });
  }
  return router;
}
