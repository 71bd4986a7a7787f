/**
 * The public API (docs/api.md): every endpoint of `@tongshu/contract` at /api/v1, its request
 * read by its own schema (a 400 naming the field), answered by its own pure function for the
 * key owner's scope; and the OpenAPI document generated from the same schemas.
 */
import Router from '@koa/router';
import type { Middleware } from 'koa';
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
import type { User } from '../models/User';
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

export interface KeyState {
  user: User;
}

/** `requireKey` authenticates the API key and sets `ctx.state.user` to the key's owner. */
export function publicApiRoutes(
  db: Database,
  config: Config,
  requireKey: Middleware,
): Router<KeyState> {
  const router = new Router<KeyState>();
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
      // First: Koa sends a JSON null (no kept selection) as `null` only when the type is JSON.
      ctx.type = 'application/json';
      ctx.body = await asHttpErrors(() => {
        const input = parseInput(endpoint.request, { ...ctx.query, ...ctx.params });
        return endpoint.compute(input, accountScope(db, ctx.state.user));
      });
    });
  }
  return router;
}
