import type { Command } from 'commander';

/**
 * Adds "Examples:" to a command's --help. Each example is one command line as a user would type
 * it (a test runs every one of them), so the help never shows a line that fails.
 */
export function withExamples(command: Command, examples: readonly string[]): Command {
  return command.addHelpText(
    'after',
    `\nExamples:\n${examples.map((line) => `  ${line}`).join('\n')}`,
  );
}

/** The example lines of a --help text, in order. */
export function examplesIn(help: string): string[] {
  const [, section = ''] = help.split('\nExamples:\n');
  return section
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('tongshu '));
}
