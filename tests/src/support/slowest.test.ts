/** The lines jest/slowest.js prints at the end of `npm test`: the slowest test files first. */
import { formatSlowest } from '../../../jest/slowest';

const file = (name: string, ms: number) => ({
  testFilePath: `/repo/${name}`,
  perfStats: { runtime: ms },
});

describe('formatSlowest', () => {
  it('lists the slowest files first, times aligned, paths relative to the root', () => {
    const files = [file('a.test.ts', 1200), file('tests/b.test.ts', 61500), file('c.test.ts', 90)];
    expect(formatSlowest(files, '/repo')).toBe(
      [
        'Slowest 3 test files:',
        '  61.5 s  tests/b.test.ts',
        '   1.2 s  a.test.ts',
        '   0.1 s  c.test.ts',
      ].join('\n'),
    );
  });

  it('keeps only `count` files, and names files of equal time in order', () => {
    const files = [file('b', 2000), file('a', 2000), file('c', 1000), file('d', 3000)];
    expect(formatSlowest(files, '/repo', 3).split('\n')).toEqual([
      'Slowest 3 test files:',
      '  3.0 s  d',
      '  2.0 s  a',
      '  2.0 s  b',
    ]);
  });

  it('says nothing when no file ran, and counts a file without times as 0 s', () => {
    expect(formatSlowest([], '/repo')).toBe('');
    expect(formatSlowest([{ testFilePath: '/repo/x' }], '/repo')).toBe(
      'Slowest 1 test file:\n  0.0 s  x',
    );
  });
});
