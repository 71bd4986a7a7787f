/**
 * `tongshu mcp`: the public API's compute tools (almanac day, Qi Men, Bazi, 3VV, selection,
 * schools) as a Model Context Protocol server on stdin/stdout, for an AI assistant on this
 * machine. It computes here, with no account; people and kept selections are the bff's `/mcp`.
 * stdout carries the protocol alone, so everything else goes to stderr. `--list` prints the tools.
 */
import { Command } from 'commander';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createComputeServer, localEndpoints } from '@tongshu/contract';
import { withExamples } from './examples';
import { renderTable } from '../format/table';

/** The tools the server offers, a row each: the name a client calls and what it answers. */
export function toolsTable(): string {
  const rows = localEndpoints().map((endpoint) => [endpoint.name, endpoint.summary]);
  return renderTable([['Tool', 'What it answers'], ...rows], {
    width: 80,
    maxColumnWidth: [24, 56],
  });
}

/**
 * Serves until the client hangs up: a client ends our stdin when it closes, and the transport
 * alone would go on waiting for more.
 */
export async function serveStdio(error: (text: string) => void): Promise<void> {
  const server = createComputeServer({
    onInternalError: (failure, tool) =>
      error(`tongshu mcp: ${tool} failed: ${failure instanceof Error ? failure.stack : failure}`),
  });
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
  });
  process.stdin.once('end', () => void server.close());
  await server.connect(new StdioServerTransport());
  const names = localEndpoints().map((endpoint) => endpoint.name);
  error(`tongshu mcp: on stdio, tools ${names.join(', ')}`);
  await closed;
}

export function mcpCommand(write: (text: string) => void, error: (text: string) => void): Command {
  return withExamples(new Command('mcp'), ['tongshu mcp --list', 'tongshu mcp --help'])
    .description(
      'serve the almanac, Qi Men, Bazi, 3VV, selection and schools as MCP tools over stdio',
    )
    .option('--list', 'print the tools and exit')
    .addHelpText(
      'after',
      '\nAn MCP client starts it, e.g. "command": "npx", "args": ["tongshu", "mcp"]; it computes\n' +
        'locally with no account (people need an API key and the server’s /mcp).',
    )
    .action(async (options: { list?: boolean }) => {
      if (options.list) write(toolsTable());
      else await serveStdio(error);
    });
}
