/**
 * The public API at /api/v1, its OpenAPI document (issue 36) and its MCP server at /mcp.
 * Other capabilities use it only through this file.
 */
export { accountScope } from './accountScope';
export { MCP_PATH, mcpRoutes } from './mcpRoutes';
export { asHttpErrors, publicApiRoutes } from './routes';
