/**
 * The public API as MCP over Streamable HTTP at /mcp (docs/api.md): every endpoint of the
 * contract, people and kept selections included, answered for the API key's owner. Stateless:
 * each POST gets its own server and transport, so any bff process can answer any request and
 * nothing outlives it; GET (a server-sent stream) and DELETE (a session's end) have nothing to
 * serve and answer 405, as the SDK's stateless example does. The API key stands before all
 * three, so /mcp refuses what /api/v1 refuses; a batch is bounded and each of its calls counted
 * (mcpBatch.ts), and its calls are served one at a time, each through a transport of its own.
 */
import Router from '@koa/router';
import type { Middleware, ParameterizedContext } from 'koa';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createMcpServer, ENDPOINTS } from '@tongshu/contract';
import type { Database } from '../platform/db';
import { requestLog } from '../platform/log/logger';
import { NO_STORE } from '../platform/middleware/noStore';
import type { ApiKeyState } from '../keys';
import { accountScope } from './accountScope';
import { batchText, batchTooBig, countCalls, oneByOne, rpcError } from './mcpBatch';

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

/** What one MCP server made of a message (or of a batch it took whole). */
interface Served {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Headers;
  readonly text: string;
}

type McpServer = ReturnType<typeof createMcpServer>;

/**
 * `message` answered through a transport of its own (stateless, a transport serves one request);
 * the POST's server is connected to it for this message alone, then free for the next.
 */
async function serve(server: McpServer, ctx: ParameterizedContext, message: unknown) {
  // One JSON answer per request: the tools send no progress, and a proxy passes it whole.
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    const answer = await transport.handleRequest(webRequest(ctx), { parsedBody: message });
    const { status, ok, headers } = answer;
    return { status, ok, headers, text: await answer.text() } satisfies Served;
  } finally {
    // Closes the transport too.
    await server.close();
  }
}

/**
 * Every method needs an API key; its owner is `ctx.state.user`, as on /api/v1.
 * `requireKey`: the same door as /api/v1's, so a key's calls count against one limit.
 */
export function mcpRoutes(
  db: Database,
  requireKey: Middleware<ApiKeyState>,
  batchLimit: number,
): Router<ApiKeyState> {
  const router = new Router<ApiKeyState>();

  router.post(MCP_PATH, boundedBatch(batchLimit), requireKey, async (ctx) => {
    const { served, refused } = await countCalls(ctx);
    const server = createMcpServer(ENDPOINTS, accountScope(db, ctx.state.user), {
      onInternalError: (error, tool) =>
        requestLog(ctx).error({ err: error, tool }, 'MCP tool failed'),
    });
    // The answers carry births and charts: no cache keeps them (issue 42).
    ctx.set('Cache-Control', NO_STORE);
    // A batch's calls one at a time, each encoded alone: the SDK encodes a batch's answers in
    // one piece, and ten year-long selections held the event loop 20-50 ms (issue 42).
    const texts: string[] = [];
    let last: Served | undefined;
    for (const message of oneByOne(served) ? served : [served]) {
      last = await serve(server, ctx, message);
      last.headers.forEach((value, name) => ctx.set(name, value));
      if (!last.ok) break;
      if (last.text !== '') texts.push(last.text);
    }
    if (!last?.ok || (texts.length === 0 && refused.length === 0)) {
      // The body first: Koa would make a 202 without one a 204 otherwise.
      ctx.body = last?.text || null;
      ctx.status = last?.status ?? 202;
      return;
    }
    ctx.status = 200;
    ctx.body = Array.isArray(ctx.request.body) ? batchText(texts, refused) : texts[0];
  });

  router.get(MCP_PATH, requireKey, notAllowed);
  router.delete(MCP_PATH, requireKey, notAllowed);
  return router;
}
