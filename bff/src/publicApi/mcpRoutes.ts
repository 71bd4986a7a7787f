/**
 * The public API as MCP over Streamable HTTP at /mcp (docs/api.md): every endpoint of the
 * contract, people and kept selections included, answered for the API key's owner. Stateless:
 * each POST gets its own server and transport, so any bff process can answer any request and
 * nothing outlives it; GET (a server-sent stream) and DELETE (a session's end) have nothing to
 * serve and answer 405, as the SDK's stateless example does. The API key stands before all
 * three, so /mcp refuses what /api/v1 refuses.
 */
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ParameterizedContext } from 'koa';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createMcpServer, ENDPOINTS } from '@tongshu/contract';
import type { Database } from '../platform/db';
import { log } from '../platform/log/logger';
import type { ApiKeyState } from '../keys';
import { accountScope } from './accountScope';

export const MCP_PATH = '/mcp';

/** JSON-RPC's answer to a method the stateless endpoint does not serve. */
function notAllowed(ctx: ParameterizedContext): void {
  ctx.status = 405;
  ctx.set('Allow', 'POST');
  ctx.body = { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null };
}

/** Every method needs an API key; its owner is `ctx.state.user`, as on /api/v1. */
/** `requireKey`: the same door as /api/v1's, so a key's calls count once against its limits. */
export function mcpRoutes(db: Database, requireKey: Middleware<ApiKeyState>): Router<ApiKeyState> {
  const router = new Router<ApiKeyState>();

  router.post(MCP_PATH, requireKey, async (ctx) => {
    const server = createMcpServer(ENDPOINTS, accountScope(db, ctx.state.user), {
      onInternalError: (error, tool) => log.error({ err: error, tool }, 'MCP tool failed'),
    });
    // One JSON answer per request: the tools send no progress, and a proxy passes it whole.
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    ctx.res.once('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    // The transport writes the answer on the Node response itself; koa-body has read the body.
    ctx.respond = false;
    try {
      await transport.handleRequest(ctx.req, ctx.res, ctx.request.body);
    } catch (error) {
      // Nothing written yet: Koa answers after all, through the errors middleware.
      ctx.respond = !ctx.res.headersSent;
      throw error;
    }
  });

  router.get(MCP_PATH, requireKey, notAllowed);
  router.delete(MCP_PATH, requireKey, notAllowed);
  return router;
}
