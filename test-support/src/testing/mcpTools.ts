/**
 * What an MCP test over HTTP checks of every tool: the SDK's own client lists the contract's
 * endpoints as tools and each answers its example (a person's id for `{person}`) with a short
 * text and structured content its answer schema takes.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { answerIn, ENDPOINTS } from '@tongshu/contract';

export const textOf = (result: CallToolResult): string =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

export async function expectEveryToolAnswers(client: Client, personId: string): Promise<void> {
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name)).toEqual(ENDPOINTS.map((endpoint) => endpoint.name));
  for (const endpoint of ENDPOINTS) {
    const args = Object.fromEntries(
      Object.entries(endpoint.example).map(([field, value]) => [
        field,
        value.replaceAll('{person}', personId),
      ]),
    );
    const result = (await client.callTool({
      name: endpoint.name,
      arguments: args,
    })) as CallToolResult;
    // A refusal shows its message here, beside the tool's name.
    expect({ tool: endpoint.name, refused: result.isError ? textOf(result) : false }).toEqual({
      tool: endpoint.name,
      refused: false,
    });
    expect(textOf(result)).not.toBe('');
    expect(endpoint.answer.safeParse(answerIn(endpoint, result.structuredContent)).success).toBe(
      true,
    );
  }
}
