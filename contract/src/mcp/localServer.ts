/**
 * The MCP server with no account (`tongshu mcp` over stdio): it computes locally, on China's
 * clock unless told another zone, and offers only the endpoints that need no account; people,
 * named in a field such as `person`, are refused with the way to reach them (NEEDS_ACCOUNT).
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ENDPOINTS } from '../endpoints';
import { noAccountScope } from '../shared/noAccountScope';
import type { Endpoint } from '../shared/endpoint';
import { createMcpServer, type McpServerOptions } from './server';

/** The endpoints an account-less server offers. */
export const localEndpoints = (endpoints: readonly Endpoint[] = ENDPOINTS): readonly Endpoint[] =>
  endpoints.filter((endpoint) => !endpoint.needsAccount);

/** The stdio server's: every endpoint that needs no account, computed with no account. */
export const createComputeServer = (options: McpServerOptions = {}): McpServer =>
  createMcpServer(localEndpoints(), noAccountScope(), options);
