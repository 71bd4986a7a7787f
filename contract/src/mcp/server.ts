/**
 * The public API as a Model Context Protocol server: one tool per endpoint of the registry, its
 * input schema the endpoint's own request schema, its answer the v1 answer as structured content
 * beside a short English text a model can quote. The stdio server (`tongshu mcp`) and the bff's
 * `/mcp` both build theirs here, with their own scope.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { API_VERSION } from '../openapi';
import { answerOf } from '../shared/answer';
import { ContractError } from '../shared/errors';
import type { Endpoint, Scope } from '../shared/endpoint';
import { guardToolCalls } from './toolCallGuard';

export const MCP_INSTRUCTIONS =
  'Tongshu computes the Chinese almanac (通书 Tong Shu), Qi Men Dun Jia (奇门遁甲), Bazi (八字) ' +
  'and date selection with its own engine, so quote its answers rather than computing charts ' +
  'yourself. Dates are YYYY-MM-DD and times HH:mm on the clock of `zone`, an IANA time zone; ' +
  'without one the clock is the account owner’s (over HTTP) or China’s (Asia/Shanghai, on this ' +
  'machine without an account), so give the zone of the person asking. ' +
  'Every Chinese term comes with its English.';

export interface McpServerOptions {
  /** Told of a failure that is not the request's fault; the caller sees a plain apology. */
  readonly onInternalError?: (error: unknown, tool: string) => void;
}

/** The summary, then the description, as one text: MCP tools have no separate summary. */
const toolDescription = (endpoint: Endpoint) =>
  `${endpoint.summary.replace(/[.\s]*$/, '.')} ${endpoint.description}`;

/** A failure the caller can act on: a bad or refused request, or the engine's own range checks. */
function callerMessage(error: unknown): string | undefined {
  if (error instanceof ContractError)
    return error.inputError ? `${error.message} (field: ${error.inputError})` : error.message;
  if (error instanceof RangeError) return error.message;
  // The bff's HttpError (a person not found, charts not open to the account) carries a 4xx.
  const status = (error as { status?: unknown } | null)?.status;
  if (error instanceof Error && typeof status === 'number' && status >= 400 && status < 500)
    return error.message;
  return undefined;
}

const failure = (text: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text }],
});

/**
 * The schema without its component id: with one, JSON Schema puts a `$ref` at the top, and MCP
 * wants `type: object` there. Its fields, their components and its checks stay as they are.
 */
function inline<S extends z.ZodObject>(schema: S): S {
  // With its def given, the copy keeps no link to its parent, whose id JSON Schema would inherit.
  const copy = schema.clone(schema._zod.def);
  return schema.description === undefined ? copy : copy.meta({ description: schema.description });
}

/**
 * Structured content must be a JSON object (MCP 2025-11-25): an answer whose schema is not one
 * (`kept_selection` may be null) is given as `{ answer }`.
 */
const wrapped = (endpoint: Endpoint): boolean => !(endpoint.answer instanceof z.ZodObject);

/** A tool's input and output schemas, as `registerTool` takes them. */
interface ToolSchemas {
  readonly inputSchema: z.ZodObject;
  readonly outputSchema: z.ZodObject;
}

/**
 * Made once per endpoint, not per request: /mcp builds a server for each POST, and zod compiles a
 * schema's checks on its first parse, so fresh copies paid that again for every call's arguments
 * and answer (a year's selection: about 25 ms against 4, on the event loop; issue 42).
 */
const madeSchemas = new WeakMap<Endpoint, ToolSchemas>();

function schemasOf(endpoint: Endpoint): ToolSchemas {
  const made = madeSchemas.get(endpoint);
  if (made) return made;
  const schemas = {
    inputSchema: inline(endpoint.request),
    outputSchema:
      endpoint.answer instanceof z.ZodObject
        ? inline(endpoint.answer)
        : z.object({ answer: endpoint.answer }),
  };
  madeSchemas.set(endpoint, schemas);
  return schemas;
}

/** The v1 answer in a tool's structured content (for clients and tests). */
export const answerIn = (endpoint: Endpoint, structuredContent: unknown): unknown =>
  wrapped(endpoint)
    ? (structuredContent as { answer?: unknown } | undefined)?.answer
    : structuredContent;

/** Runs work one piece at a time, each in a turn of the event loop of its own. */
type Turns = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * The calls of a batch arrive at once and the engine computes synchronously: run together, a
 * batch held the process (and /api/health) for seconds (issue 42). One after another, each after
 * a `setImmediate`, other requests are answered between any two calls.
 */
function oneAtATime(): Turns {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    last = run.catch(() => undefined);
    return run;
  };
}

/** The SDK's server, with bad tool calls refused as invalid params (toolCallGuard.ts). */
class GuardedServer extends McpServer {
  override async connect(transport: Transport): Promise<void> {
    await super.connect(transport);
    guardToolCalls(transport);
  }
}

function registerEndpoint(
  server: McpServer,
  endpoint: Endpoint,
  scope: Scope,
  options: McpServerOptions,
  turns: Turns,
): void {
  server.registerTool(
    endpoint.name,
    {
      title: endpoint.summary,
      description: toolDescription(endpoint),
      // The SDK lists the input schema and reads the arguments with it before the handler runs,
      // so a bad field is refused with the schema's own message and path (as parseInput would).
      ...schemasOf(endpoint),
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    async (input): Promise<CallToolResult> => {
      try {
        const answer = await turns(() => answerOf(endpoint, input, scope));
        return {
          structuredContent: wrapped(endpoint) ? { answer } : (answer as Record<string, unknown>),
          content: [{ type: 'text', text: endpoint.summarize(answer) }],
        };
      } catch (error) {
        const message = callerMessage(error);
        if (message !== undefined) return failure(message);
        options.onInternalError?.(error, endpoint.name);
        return failure(`Tongshu could not answer ${endpoint.name} this time; please try again`);
      }
    },
  );
}

/** A server offering every endpoint given, answered for `scope`; connect it to one transport. */
export function createMcpServer(
  endpoints: readonly Endpoint[],
  scope: Scope,
  options: McpServerOptions = {},
): McpServer {
  const server = new GuardedServer(
    { name: 'tongshu', title: 'Tongshu', version: API_VERSION },
    { instructions: MCP_INSTRUCTIONS },
  );
  const turns = oneAtATime();
  for (const endpoint of endpoints) registerEndpoint(server, endpoint, scope, options, turns);
  return server;
}
