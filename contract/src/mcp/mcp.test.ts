import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { DEFAULT_SCHOOL, parseCivilDate } from '@tongshu/engine';
import { ENDPOINTS } from '../endpoints';
import { endpoint, type Endpoint, type PersonRecord, type Scope } from '../shared/endpoint';
import { notFound } from '../shared/errors';
import { NEEDS_ACCOUNT } from '../shared/noAccountScope';
import { answerIn, createComputeServer, createMcpServer, localEndpoints } from './index';

/** One person an account keeps, as a key owner's scope gives them. */
const PERSON: PersonRecord = {
  id: 'p-1',
  name: 'Mei',
  birth: { date: '1990-05-15', time: '14:30', zone: 'Asia/Shanghai', gender: 'female' },
  school: { ...DEFAULT_SCHOOL },
};

const accountScope: Scope = {
  zone: 'Europe/Berlin',
  subjectOf: async (id) => {
    if (id !== PERSON.id) throw notFound('Person not found');
    return {
      birth: {
        date: parseCivilDate('1990-05-15'),
        time: { hour: 14, minute: 30 },
        gender: 'female',
      },
      options: { zone: 'Asia/Shanghai' },
    };
  },
  person: async (id) => {
    if (id !== PERSON.id) throw notFound('Person not found');
    return PERSON;
  },
  people: async () => [PERSON],
  selectionPeople: () => Promise.reject(notFound('No selection people here')),
  // None kept: the tool's answer is null, given as `{ answer: null }`.
  keptSelection: async () => null,
  // The account's person alone in the household, every kind on.
  householdInput: async (window) => ({
    name: 'Household',
    zone: 'Asia/Shanghai',
    window,
    members: [
      {
        id: PERSON.id,
        name: PERSON.name,
        birth: {
          date: parseCivilDate('1990-05-15'),
          time: { hour: 14, minute: 30 },
          gender: 'female',
        },
        include: { birthdays: true, luck: true, taiSui: true },
      },
    ],
    festivals: true,
    terms: true,
    generatedAt: 0,
  }),
  requireCharts: () => undefined,
};

/** An endpoint's example with the account's person put where it names `{person}`. */
const argumentsOf = (example: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(example).map(([field, value]) => [
      field,
      value.replaceAll('{person}', PERSON.id),
    ]),
  );

async function clientOf(server: McpServer): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'contract-test', version: '1.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return client;
}

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

describe('MCP server over the endpoint registry', () => {
  let client: Client;

  beforeAll(async () => {
    client = await clientOf(createMcpServer(ENDPOINTS, accountScope));
  });
  afterAll(() => client.close());

  it('lists a tool per endpoint, described and with the request fields as its input', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(ENDPOINTS.map((e) => e.name));
    for (const tool of tools) {
      const source = ENDPOINTS.find((e) => e.name === tool.name) as Endpoint;
      expect(tool.description).toContain(source.description);
      expect(tool.description?.startsWith(source.summary)).toBe(true);
      expect(Object.keys(tool.inputSchema.properties ?? {}).sort()).toEqual(
        Object.keys(source.request.shape).sort(),
      );
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
  });

  it.each(ENDPOINTS.map((e) => [e.name, e] as const))(
    'answers %s for its example: the v1 answer and a sentence',
    async (name, source) => {
      const result = (await client.callTool({
        name,
        arguments: argumentsOf(source.example),
      })) as CallToolResult;
      // A refusal would show its message here.
      expect(result.isError ? textOf(result) : 'answered').toBe('answered');
      expect(textOf(result)).not.toBe('');
      expect(source.answer.safeParse(answerIn(source, result.structuredContent)).success).toBe(
        true,
      );
    },
  );

  it('refuses a bad field, naming it, with the schema’s own message', async () => {
    const result = (await client.callTool({
      name: 'almanac_day',
      arguments: { date: '2026-13-45' },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/Please give a date as YYYY-MM-DD.* at date/);
  });

  it('spells out the three victory hours (3VH) in a person’s hours of note', async () => {
    // Walk finding: the summary read "03:00 3VH Chief South; 09:00 3VH Life Door Northeast".
    const result = (await client.callTool({
      name: 'almanac_day',
      arguments: { date: '2026-11-28', person: PERSON.id },
    })) as CallToolResult;
    expect(textOf(result)).toContain('03:00 Three Victory Hour (3VH): Chief South');
    expect(textOf(result)).not.toMatch(/(^|[^(])3VH/);
  });

  it('suggests the zone a city names, as the CLI does', async () => {
    const result = (await client.callTool({
      name: 'almanac_day',
      arguments: { date: '2026-11-28', zone: 'Berlin' },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/Did you mean Europe\/Berlin\?.* at zone/);
  });

  it('refuses another account’s person as not found', async () => {
    const result = (await client.callTool({
      name: 'almanac_day',
      arguments: { date: '2026-11-27', person: 'someone-else' },
    })) as CallToolResult;
    expect(result).toMatchObject({ isError: true, content: [{ text: 'Person not found' }] });
  });
});

describe('MCP server without an account (stdio)', () => {
  let client: Client;

  beforeAll(async () => {
    client = await clientOf(createComputeServer());
  });
  afterAll(() => client.close());

  it('offers only the endpoints that need no account', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(localEndpoints().map((e) => e.name));
    expect(localEndpoints().some((e) => e.needsAccount)).toBe(false);
    expect(tools.map((tool) => tool.name)).toContain('almanac_day');
  });

  it('computes on China’s clock unless told another zone', async () => {
    const result = (await client.callTool({
      name: 'almanac_day',
      arguments: { date: '2026-11-27' },
    })) as CallToolResult;
    expect(result.structuredContent).toMatchObject({ zone: 'Asia/Shanghai' });
    expect(textOf(result)).toContain('2026-11-27');
  });

  it('refuses people, saying where they are', async () => {
    const calls = [
      { name: 'almanac_day', arguments: { date: '2026-11-27', person: 'p-1' } },
      {
        name: 'select_dates',
        arguments: { activity: 'Marriage', from: '2027-01-01', to: '2027-01-31', people: 'me' },
      },
    ];
    for (const call of calls) {
      const result = (await client.callTool(call)) as CallToolResult;
      expect({ tool: call.name, isError: result.isError, text: textOf(result) }).toEqual({
        tool: call.name,
        isError: true,
        text: NEEDS_ACCOUNT,
      });
    }
  });
});

describe('MCP tool failures', () => {
  const failing = (error: Error) =>
    endpoint({
      name: 'failing',
      path: '/failing',
      pathParams: [],
      tag: 'Test',
      summary: 'Fails',
      description: 'Always fails.',
      request: z.object({}),
      answer: z.object({}),
      example: {},
      compute: () => Promise.reject(error),
      summarize: () => '',
    }) as unknown as Endpoint;

  it('hides an internal failure behind an apology and reports it', async () => {
    const seen: unknown[] = [];
    const server = createMcpServer(
      [failing(new Error('connection refused 10.0.0.5'))],
      accountScope,
      {
        onInternalError: (error) => seen.push(error),
      },
    );
    const client = await clientOf(server);
    const result = (await client.callTool({ name: 'failing', arguments: {} })) as CallToolResult;
    await client.close();
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('Tongshu could not answer failing this time; please try again');
    expect(seen).toHaveLength(1);
  });

  it('gives the engine’s range errors as they are', async () => {
    const client = await clientOf(
      createMcpServer([failing(new RangeError('no such date 2026-02-30'))], accountScope),
    );
    const result = (await client.callTool({ name: 'failing', arguments: {} })) as CallToolResult;
    await client.close();
    expect(result).toMatchObject({ isError: true, content: [{ text: 'no such date 2026-02-30' }] });
  });
});

describe('MCP tool calls, as raw JSON-RPC messages (issue 42)', () => {
  /** The answers the server sends to the messages given, in the order it sends them. */
  async function answersTo(
    server: McpServer,
    messages: readonly JSONRPCMessage[],
  ): Promise<JSONRPCMessage[]> {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const answers: JSONRPCMessage[] = [];
    const all = new Promise<void>((resolve) => {
      clientSide.onmessage = (message) => {
        answers.push(message);
        if (answers.length === messages.length) resolve();
      };
    });
    await server.connect(serverSide);
    await clientSide.start();
    for (const message of messages) await clientSide.send(message);
    await all;
    await server.close();
    return answers;
  }

  const call = (id: number, params: unknown) =>
    ({ jsonrpc: '2.0', id, method: 'tools/call', params }) as JSONRPCMessage;

  it('refuses arguments that are no object, or no tool name, as invalid params in plain words', async () => {
    const answers = await answersTo(createComputeServer(), [
      call(1, { name: 'almanac_day', arguments: [1, 2] }),
      call(2, { name: 'almanac_day', arguments: 'date=2026-11-28' }),
      call(3, { arguments: {} }),
    ]);
    const byId = new Map(answers.map((answer) => [(answer as { id: number }).id, answer]));
    for (const [id, field] of [
      [1, 'arguments'],
      [2, 'arguments'],
      [3, 'name'],
    ] as const) {
      const { error } = byId.get(id) as { error: { code: number; message: string } };
      expect(error.code).toBe(-32602);
      expect(error.message).toMatch(new RegExp(`^Please give .* \\(field: ${field}\\)$`));
      // Not the validator's output: no JSON, no "expected record".
      expect(error.message).not.toMatch(/expected|invalid_type|"path"/);
    }
  });

  it('computes the calls of a batch one at a time, other work answered between any two', async () => {
    const order: string[] = [];
    const busy = endpoint({
      name: 'busy',
      path: '/busy',
      pathParams: [],
      tag: 'Test',
      summary: 'Busy',
      description: 'Computes synchronously, as the engine does.',
      request: z.object({}),
      answer: z.object({}),
      example: {},
      compute: async () => {
        order.push('call');
        // The next turn of the event loop, as a request waiting on the socket would be served.
        setImmediate(() => order.push('other'));
        return {};
      },
      summarize: () => '',
    }) as unknown as Endpoint;
    const calls = [1, 2, 3].map((id) => call(id, { name: 'busy', arguments: {} }));
    await answersTo(createMcpServer([busy], accountScope), calls);
    expect(order.slice(0, 5)).toEqual(['call', 'other', 'call', 'other', 'call']);
  });
});
