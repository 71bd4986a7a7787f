export { answerIn, createMcpServer, MCP_INSTRUCTIONS, type McpServerOptions } from './server';
export { createComputeServer, localEndpoints } from './localServer';
