/**
 * A `tools/call` whose params are not what the method takes (`arguments: [1, 2]`, no tool name)
 * is refused before the SDK reads it: the SDK would answer -32603 "Internal error" with its
 * validator's raw output, where JSON-RPC's answer to bad params is -32602 and a caller needs a
 * plain sentence naming the field (issue 42). Both MCP servers (`tongshu mcp` over stdio and the
 * bff's /mcp) are built by `createMcpServer`, so both refuse alike.
 */
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  isJSONRPCRequest,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';

/** What each field of a call must be, in the words a tool's author reads. */
const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  params: "Please give the call's params as an object with the tool's name and its arguments",
  name: 'Please give the name of a tool that tools/list offers',
  arguments:
    'Please give the tool’s arguments as an object of its named fields, such as {"date": "2026-11-28"}',
};

/** The -32602 answer to a bad `tools/call`, or undefined when its params are well formed. */
export function badToolCall(message: JSONRPCMessage): JSONRPCMessage | undefined {
  if (!isJSONRPCRequest(message) || message.method !== 'tools/call') return undefined;
  const parsed = CallToolRequestSchema.safeParse(message);
  if (parsed.success) return undefined;
  const path = parsed.error.issues[0]?.path ?? [];
  // The first field under params that is wrong (`params` itself when it is no object).
  const field = String(path[1] ?? 'params');
  const sentence = FIELD_MESSAGES[field] ?? `Please give ${field} as tools/call takes it`;
  return {
    jsonrpc: '2.0',
    id: message.id,
    error: { code: ErrorCode.InvalidParams, message: `${sentence} (field: ${field})` },
  };
}

/** Makes `transport`, once its server is connected, refuse bad tool calls with -32602. */
export function guardToolCalls(transport: Transport): void {
  const dispatch = transport.onmessage;
  if (!dispatch) throw new Error('connect the server before guarding its transport');
  transport.onmessage = (message, extra) => {
    const refusal = badToolCall(message);
    if (!refusal) dispatch(message, extra);
    else void transport.send(refusal).catch((error: Error) => transport.onerror?.(error));
  };
}
