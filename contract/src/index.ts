/**
 * `@tongshu/contract`: the public API's contract, declared once. Each endpoint's zod schemas
 * validate its requests, type its handler and generate the OpenAPI document; its pure answer
 * function serves the bff's /api/v1 and the MCP tools alike (docs/api.md).
 */
export { ENDPOINTS } from './endpoints';
export { openApiDocument, API_PREFIX, API_VERSION } from './openapi/document';
export { ContractError, ErrorSchema, type ErrorAnswer } from './shared/errors';
export { parseInput } from './shared/parse';
export { answerOf, chartedFrom } from './shared/answer';
export { normalDate, normalTime, withZoneSuggestion } from './shared/inputs';
export { noAccountScope, NEEDS_ACCOUNT } from './shared/noAccountScope';
export { todayIn } from './shared/today';
export type {
  Endpoint,
  KeptSelection,
  PersonRecord,
  SchoolsRequest,
  Scope,
} from './shared/endpoint';
export type { Subject } from './shared/subject';
export type { Term } from './shared/term';
export * from './almanac';
export * from './qimen';
export * from './bazi';
export * from './stars';
export * from './household';
export * from './victory';
export * from './people';
export * from './schools';
export * from './select';
export {
  answerIn,
  createComputeServer,
  createMcpServer,
  localEndpoints,
  type McpServerOptions,
} from './mcp';
