/** Every v1 endpoint, in the order the document lists them: the one list the bff, the OpenAPI document and the MCP servers read. */
import type { Endpoint } from './shared/endpoint';
import { almanacDayEndpoint } from './almanac';

export const ENDPOINTS: readonly Endpoint[] = [almanacDayEndpoint as unknown as Endpoint];
