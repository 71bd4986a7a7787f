import { createProgram, main } from '../index';
import { captureIo } from '../testing/captureIo';
import { examplesIn } from './examples';

/** A command line split as a POSIX shell would split these examples (double quotes only). */
function argvOf(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '');
}

async function helpOf(args: readonly string[]): Promise<string> {
  const io = captureIo();
  expect(await main(['node', 'tongshu', ...args, '--help'], io)).toBe(0);
  return io.out.join('\n');
}

const commands = createProgram()
  .commands.map((command) => command.name())
  .filter((name) => name !== 'help');

describe('--help examples', () => {
  it('the program and every command show examples', async () => {
    expect(commands).toEqual(['day', 'qimen', '3vv', 'bazi', 'ical', 'select', 'schools', 'mcp']);
    expect(examplesIn(await helpOf([])).length).toBeGreaterThan(0);
    for (const name of commands) {
      const examples = examplesIn(await helpOf([name]));
      expect(examples.length).toBeGreaterThanOrEqual(2);
      for (const example of examples) expect(example.startsWith(`tongshu ${name}`)).toBe(true);
    }
  });

  it.each(['', ...commands])('every example of "%s" runs with exit status 0', async (name) => {
    const examples = examplesIn(await helpOf(name ? [name] : []));
    for (const example of examples) {
      const io = captureIo();
      const status = await main(['node', ...argvOf(example)], io);
      expect({ example, status, errors: io.err.join('\n') }).toEqual({
        example,
        status: 0,
        errors: '',
      });
      expect(io.out.join('').length).toBeGreaterThan(0);
    }
  });
});
