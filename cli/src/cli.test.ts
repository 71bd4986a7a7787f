import { cliVersion, main } from './index';
import { almanacToday } from './commands/day';
import { displayWidth, renderTable } from './format/table';
import { ordinal } from './format/ordinal';
import { captureIo } from './testing/captureIo';

describe('tongshu --version', () => {
  it('prints the version of package.json with --version and -V, status 0', async () => {
    for (const flag of ['--version', '-V']) {
      const io = captureIo();
      expect(await main(['node', 'tongshu', flag], io)).toBe(0);
      // One line: the version and no blank line after it.
      expect(io.out).toEqual([cliVersion()]);
    }
    expect(cliVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers an unknown option or command as bad input, status 2', async () => {
    expect(await main(['node', 'tongshu', '--colour'], captureIo())).toBe(2);
    expect(await main(['node', 'tongshu', 'day', '--nope'], captureIo())).toBe(2);
  });
});

describe('tongshu day', () => {
  it('defaults to today in China: 18:00 UTC on the 16th is already the 17th in UTC+8', async () => {
    const io = captureIo();
    expect(await main(['node', 'tongshu', 'day', '--json'], io)).toBe(0);
    expect(JSON.parse(io.out.join('')).ts.date).toBe('2026-02-17');
    expect(almanacToday(new Date('2026-02-16T15:59:59Z'))).toEqual({
      year: 2026,
      month: 2,
      day: 16,
    });
  });

  it('prints Chinese values with --lang zh', async () => {
    const io = captureIo();
    await main(['node', 'tongshu', 'day', '2026-02-17', '--lang', 'zh'], io);
    expect(io.out.join('')).toContain('嫁娶');
  });

  it('answers a bad date or language with a message and a non-zero status', async () => {
    const io = captureIo();
    expect(await main(['node', 'tongshu', 'day', '2026-13-01'], io)).toBe(2);
    expect(io.err.join('')).toContain('no such date');
    const io2 = captureIo();
    expect(await main(['node', 'tongshu', 'day', '--lang', 'fr'], io2)).not.toBe(0);
    expect(io2.err.join('')).toContain('Allowed choices are en, zh');
  });
});

describe('text formatting', () => {
  it('counts Chinese characters as two columns and aligns tables', () => {
    expect(displayWidth('嫁娶')).toBe(4);
    const lines = renderTable([
      ['a', 'b'],
      ['嫁娶', 'x'],
    ]).split('\n');
    expect(new Set(lines.map(displayWidth)).size).toBe(1);
  });

  it('writes English ordinals with 11th to 20th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 20, 21, 22, 23].map(ordinal).join(' ')).toBe(
      '1st 2nd 3rd 4th 11th 12th 13th 20th 21st 22nd 23rd',
    );
  });
});
