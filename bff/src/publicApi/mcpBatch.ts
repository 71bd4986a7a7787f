/**
 * The calls of one POST to /mcp (issue 42): a JSON-RPC batch is bounded (MCP_BATCH_LIMIT) and
 * each of its calls counts against the key's and the account's limits and is a use of the key,
 * as a call to /api/v1 is. The door (`requireApiKey`) counts the first; once a limit is reached
 * the rest are not served and each gets the limit's error as its own JSON-RPC answer.
 */
import type { ParameterizedContext } from 'koa';
import { isInitializeRequest, JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ApiKeyState } from '../keys';

/** JSON-RPC's code for a call this server would not serve now (its implementation range). */
export const LIMITED = -32000;

/** A JSON-RPC error answer to the message `id`. */
export const rpcError = (id: unknown, code: number, message: string) => ({
  jsonrpc: '2.0',
  error: { code, message },
  id: id ?? null,
});

export const batchTooBig = (most: number): string =>
  `Invalid Request: a batch may hold at most ${most} calls; send the others in another request`;

/** The messages of a POST: the batch's, or the one message. */
const messagesOf = (body: unknown): unknown[] => (Array.isArray(body) ? body : [body]);

/** A request (it has an id and expects an answer), as opposed to a notification. */
const idOf = (message: unknown): unknown =>
  typeof message === 'object' && message !== null && 'id' in message
    ? (message as { id: unknown }).id
    : undefined;

/** The part of a POST that is served, and the answers of the calls a limit refused. */
export interface CountedCalls {
  /** What to hand the MCP server: the body, less the calls refused. */
  readonly served: unknown;
  /** One limit error per refused request (notifications get none). */
  readonly refused: readonly unknown[];
}

/** Counts each call after the first (the door's), refusing every call from the first over a limit. */
export async function countCalls(ctx: ParameterizedContext<ApiKeyState>): Promise<CountedCalls> {
  const body: unknown = ctx.request.body;
  const messages = messagesOf(body);
  let over: string | undefined;
  let counted = Math.min(1, messages.length);
  while (counted < messages.length) {
    try {
      await ctx.state.countCall();
      counted += 1;
    } catch (error) {
      if ((error as { status?: unknown }).status !== 429) throw error;
      over = (error as Error).message;
      break;
    }
  }
  const refused = messages
    .slice(counted)
    .filter((message) => idOf(message) !== undefined)
    .map((message) => rpcError(idOf(message), LIMITED, over ?? ''));
  return { served: Array.isArray(body) ? messages.slice(0, counted) : body, refused };
}

/**
 * A batch whose messages the route may hand the MCP server one at a time (mcpRoutes.ts): each
 * well formed, and no initialize beside others. Any other batch goes whole to one server, whose
 * transport refuses it as before (400) without running any call.
 */
export const oneByOne = (served: unknown): served is unknown[] =>
  Array.isArray(served) &&
  served.every((message) => JSONRPCMessageSchema.safeParse(message).success) &&
  (served.length === 1 || !served.some(isInitializeRequest));

/**
 * A batch's answer from the JSON texts the MCP server wrote (each one answer or an array of them)
 * and the refused calls' errors, joined as text: a year's selections run to megabytes, and
 * parsing and encoding them again held the event loop (issue 42).
 */
export function batchText(texts: readonly string[], refused: readonly unknown[]): string {
  const answers = texts.map((text) => (text.startsWith('[') ? text.slice(1, -1) : text));
  const errors = refused.map((error) => JSON.stringify(error));
  return `[${[...answers, ...errors].filter((part) => part !== '').join(',')}]`;
}
