/**
 * `tongshu mcp` as an MCP client starts it: the built command (`npx tsc -b` first) in its own
 * process, spoken to by the SDK's own client over stdin/stdout.
 */
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { answerIn, localEndpoints } from '@tongshu/contract';
import { main } from '../index';
import { captureIo } from '../testing/captureIo';

const BIN = path.resolve(__dirname, '..', '..', 'bin', 'tongshu.js');

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

describe('tongshu mcp over stdio', () => {
  const client = new Client({ name: 'cli-test', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp'],
    stderr: 'pipe',
  });
  let stderr = '';
  // Anything on stdout that is not a protocol message would land here.
  const protocolErrors: Error[] = [];

  beforeAll(async () => {
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    client.onerror = (error) => protocolErrors.push(error);
    await client.connect(transport);
  });
  afterAll(() => client.close());

  it('lists every endpoint that needs no account, and logs only to stderr', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(localEndpoints().map((e) => e.name));
    expect(client.getServerVersion()?.name).toBe('tongshu');
    expect(client.getInstructions()).toContain('Asia/Shanghai');
    expect(stderr).toContain('tongshu mcp: on stdio');
  });

  it.each(localEndpoints().map((e) => [e.name, e] as const))(
    'calls %s with its example: the v1 answer and a sentence',
    async (name, endpoint) => {
      const result = (await client.callTool({
        name,
        arguments: { ...endpoint.example },
      })) as CallToolResult;
      expect(result.isError).toBeFalsy();
      expect(textOf(result)).not.toBe('');
      expect(endpoint.answer.safeParse(answerIn(endpoint, result.structuredContent)).success).toBe(
        true,
      );
    },
  );

  it('refuses a bad zone with the API’s message, and stdout held the protocol alone', async () => {
    const result = (await client.callTool({
      name: 'almanac_day',
      arguments: { date: '2026-11-27', zone: 'Mars/Olympus' },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('Please give an IANA time zone');
    expect(protocolErrors).toEqual([]);
  });
});

describe('tongshu mcp --list', () => {
  it('prints the tools and exits', async () => {
    const io = captureIo();
    expect(await main(['node', 'tongshu', 'mcp', '--list'], io)).toBe(0);
    const text = io.out.join('\n');
    for (const endpoint of localEndpoints()) expect(text).toContain(endpoint.name);
  });
});
