/**
 * The public API as MCP over Streamable HTTP at /mcp (docs/api.md): every endpoint of the
 * contract, people and kept selections included, answered for the API key's owner. Stateless:
 * each POST gets its own server and transport, so any bff process can answer any request and
 * nothing outlives it; GET (a server-sent stream) and DELETE (a session's end) have nothing to
 * serve and answer 405, as the SDK's stateless example does. The API key stands before all
 * three, so /mcp refuses what /api/v1 refuses; a batch is bounded and each of its calls counted
 * (mcpBatch.ts).
 */
import Router from '@koa/router';
import type { Middleware, ParameterizedContext } from 'koa';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createMcpServer, ENDPOINTS } from '@tongshu/contract';
import type { Database } from '../platform/db';
import { log } from '../platform/log/logger';
import { NO_STORE } from '../platform/middleware/noStore';
import type { ApiKeyState } from '../keys';
import { accountScope } from './accountScope';
import { batchTooBig, countCalls, mergedAnswer, rpcError } from './mcpBatch';

export const MCP_PATH = '/mcp';

/** JSON-RPC's answer to a method the stateless endpoint does not serve. */
function notAllowed(ctx: ParameterizedContext): void {
  ctx.status = 405;
  ctx.set('Allow', 'POST');
  ctx.body = rpcError(null, -32000, 'Method not allowed.');
}

/** A batch of more than `most` calls is refused whole, before the key is counted. */
const boundedBatch =
  (most: number): Middleware =>
  async (ctx, next) => {
    const body: unknown = ctx.request.body;
    if (Array.isArray(body) && body.length > most) {
      ctx.status = 400;
      ctx.body = rpcError(null, -32600, batchTooBig(most));
      return;
    }
    await next();
  };

/** The request's headers as the web standard's (the transport checks Accept and Content-Type). */
function webRequest(ctx: ParameterizedContext): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers))
    if (typeof value === 'string') headers.set(name, value);
  return new Request(new URL(ctx.originalUrl, 'http://localhost'), { method: 'POST', headers });
}

/** Every method needs an API key; its owner is `ctx.state.user`, as on /api/v1. */
/** `requireKey`: the same door as /api/v1's, so a key's calls count against one limit. */
export function mcpRoutes(
  db: Database,
  requireKey: Middleware<ApiKeyState>,
  batchLimit: number,
): Router<ApiKeyState> {
  const router = new Router<ApiKeyState>();

  router.post(MCP_PATH, boundedBatch(batchLimit), requireKey, async (ctx) => {
    const { served, refused } = await countCalls(ctx);
    const server = createMcpServer(ENDPOINTS, accountScope(db, ctx.state.user), {
      onInternalError: (error, tool) => log.error({ err: error, tool }, 'MCP tool failed'),
    });
    // One JSON answer per request: the tools send no progress, and a proxy passes it whole.
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    try {
      await server.connect(transport);
      const answer = await transport.handleRequest(webRequest(ctx), { parsedBody: served });
      answer.headers.forEach((value, name) => ctx.set(name, value));
      // The answers carry births and charts: no cache keeps them (issue 42).
      ctx.set('Cache-Control', NO_STORE);
      const text = await answer.text();
      if (!answer.ok || refused.length === 0) {
        // The body first: Koa would make a 202 without one a 204 otherwise.
        ctx.body = text === '' ? null : text;
        ctx.status = answer.status;
        return;
      }
      ctx.status = 200;
      ctx.body = mergedAnswer(text, Array.isArray(ctx.request.body), refused);
    } finally {
      void transport.close();
      void server.close();
    }
  });

  router.get(MCP_PATH, requireKey, notAllowed);
  router.delete(MCP_PATH, requireKey, notAllowed);
  return router;
}
