import { createProgram, main } from '../index';
import { captureIo } from '../testing/captureIo';
import { examplesIn } from './examples';
import { displayWidth } from '../format/table';
import { TERMINAL } from '../format/lines';

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
    expect(commands).toEqual([
      'day',
      'qimen',
      'stars',
      'house',
      '3vv',
      'bazi',
      'lunar-birthdays',
      'ical',
      'select',
      'schools',
      'mcp',
      'report',
    ]);
    expect(examplesIn(await helpOf([])).length).toBeGreaterThan(0);
    for (const name of commands) {
      const examples = examplesIn(await helpOf([name]));
      expect(examples.length).toBeGreaterThanOrEqual(2);
      for (const example of examples) expect(example.startsWith(`tongshu ${name}`)).toBe(true);
    }
  });

  // Issue 42: `bazi` printed 142 columns, `qimen hour` 111 and `select` 116, so every example's
  // text must fit 80. JSON is for programs, and a --help ends with whole command lines to copy,
  // which a terminal wraps as it likes.
  it.each(['', ...commands])(
    'every example of "%s" runs with exit status 0, its text in 80 columns',
    async (name) => {
      const examples = examplesIn(await helpOf(name ? [name] : []));
      for (const example of examples) {
        const io = captureIo();
        // A shell's redirect (`> report.pdf`) is not the command's: its bytes are captured.
        const status = await main(['node', ...argvOf(example.replace(/ > \S+$/, ''))], io);
        expect({ example, status, errors: io.err.join('\n') }).toEqual({
          example,
          status: 0,
          errors: '',
        });
        expect(io.out.join('').length + io.bytes.length).toBeGreaterThan(0);
        if (/ --(json|help)\b/.test(example)) continue;
        const widest = Math.max(...io.out.join('\n').split(/\r?\n/).map(displayWidth));
        expect({ example, widest: Math.min(widest, TERMINAL) }).toEqual({ example, widest });
      }
    },
  );
});
