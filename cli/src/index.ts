/** The `tongshu` command: the engine for practitioners and staff, in a terminal. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { baziCommand } from './commands/bazi';
import { dayCommand } from './commands/day';
import { icalCommand } from './commands/ical';
import { lunarBirthdaysCommand } from './commands/lunarBirthdays';
import { qimenCommand } from './commands/qimen';
import { starsCommand } from './commands/stars';
import { houseCommand } from './commands/house';
import { threeVictoryCommand } from './commands/threeVictory';
import { selectCommand } from './commands/select';
import { schoolsCommand } from './commands/schools';
import { mcpCommand } from './commands/mcp';
import { reportCommand } from './commands/report';
import { withExamples } from './commands/examples';
import { suggestionFor } from './format/suggest';

export interface CliIo {
  /** Writes a block of text and a line end. */
  readonly write: (text: string) => void;
  /** Writes text exactly as given (the ICS feeds end their own lines in CRLF). */
  readonly writeRaw: (text: string) => void;
  /** Writes bytes exactly (a PDF), and says whether standard output is a terminal. */
  readonly writeBytes: (bytes: Uint8Array) => void;
  readonly isTerminal: () => boolean;
  readonly error: (text: string) => void;
  readonly now: () => Date;
}

const processIo: CliIo = {
  write: (text) => process.stdout.write(`${text}\n`),
  writeRaw: (text) => process.stdout.write(text),
  writeBytes: (bytes) => process.stdout.write(bytes),
  isTerminal: () => process.stdout.isTTY === true,
  error: (text) => process.stderr.write(`${text}\n`),
  now: () => new Date(),
};

/** The version in the CLI's package.json (next to `src/` and `dist/` alike). */
export function cliVersion(): string {
  const file = path.join(__dirname, '..', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Commander's own answers that are not errors: help and the version. */
const DONE = new Set(['commander.helpDisplayed', 'commander.help', 'commander.version']);

export function createProgram(io: CliIo = processIo): Command {
  const program = withExamples(new Command('tongshu'), [
    'tongshu day 2026-02-17',
    'tongshu bazi 1990-05-15 14:30 --gender female --tz Europe/London',
    'tongshu day --help',
    'tongshu --version',
  ])
    .description('Chinese almanac (Tong Shu) in readable English')
    .version(cliVersion(), '-V, --version', 'print the version')
    .exitOverride()
    // Commander ends what it writes with a newline; `write` and `error` add their own.
    .configureOutput({
      writeOut: (text) => io.write(text.replace(/\n$/, '')),
      writeErr: (text) => io.error(text.replace(/\n$/, '')),
    });
  // Subcommands added with addCommand do not inherit the exit and output settings by themselves.
  const commands = [
    dayCommand(io.write, io.now),
    qimenCommand(io.write),
    starsCommand(io.write),
    houseCommand(io.write),
    threeVictoryCommand(io.write),
    baziCommand(io.write, io.now),
    lunarBirthdaysCommand(io.write, io.now),
    icalCommand(io.writeRaw, io.now),
    selectCommand(io.write),
    schoolsCommand(io.write, io.now),
    mcpCommand(io.write, io.error),
    reportCommand({ write: io.writeBytes, isTerminal: io.isTerminal }, io.now),
  ];
  // Nested subcommands (`schools bazi`) need the settings of their own parent too.
  const inherit = (command: Command, parent: Command): Command => {
    command.copyInheritedSettings(parent);
    for (const sub of command.commands) inherit(sub, command);
    return command;
  };
  for (const command of commands) program.addCommand(inherit(command, program));
  return program;
}

/** Runs the command line; returns the exit code. Bad input prints a one-line error, not a stack. */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  const program = createProgram(io);
  try {
    await program.parseAsync(argv as string[]);
    return 0;
  } catch (error) {
    // Exit statuses (README): 0 done, 2 bad input (a usage error or a RangeError), 1 anything else.
    if (error instanceof CommanderError) return DONE.has(error.code) ? 0 : 2;
    if (error instanceof RangeError) {
      io.error(`tongshu: ${error.message}`);
      const hint = suggestionFor(error.message);
      if (hint !== undefined) io.error(hint);
      return 2;
    }
    throw error;
  }
}
