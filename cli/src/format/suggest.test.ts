/**
 * Issue 33: `tongshu day` fits an 80-column terminal, and the two names people get wrong (a zone
 * given by its city, a misspelt activity) come back with a suggestion.
 */
import { main } from '../index';
import { captureIo } from '../testing/captureIo';
import { closeActivities } from './suggest';
import { displayWidth, renderTable } from './table';

const BIRTH = ['--birth', '1990-05-15 14:30', '--gender', 'female', '--tz', 'Europe/Berlin'];

describe('tongshu day fits 80 columns', () => {
  it.each([['en'], ['zh']])('every line of the day with a birth, --lang %s', async (lang) => {
    const io = captureIo();
    expect(await main(['node', 'tongshu', 'day', '2026-02-17', '--lang', lang, ...BIRTH], io)).toBe(
      0,
    );
    const lines = io.out.join('\n').split('\n');
    expect(Math.max(...lines.map(displayWidth))).toBeLessThanOrEqual(80);
    // The hours are still all there: twelve slots with their suit and avoid lists.
    expect(lines.filter((line) => /^│ \d\d:00-\d\d:59/.test(line))).toHaveLength(12);
    expect(lines.filter((line) => line.includes('Avoid: '))).toHaveLength(12);
  });

  it('names the moon by its phase, the day name beside it', async () => {
    const io = captureIo();
    await main(['node', 'tongshu', 'day', '2026-03-06'], io);
    expect(io.out.join('\n')).toMatch(/│ Moon +│ Waning Gibbous \(Sitting Wait Moon\)/);
  });

  it('a table given a width cuts a word longer than its column', () => {
    const table = renderTable(
      [
        ['Field', 'Value'],
        ['x', 'a'.repeat(100)],
      ],
      { maxColumnWidth: 200, width: 40 },
    );
    expect(Math.max(...table.split('\n').map(displayWidth))).toBe(40);
  });
});

describe('suggestions', () => {
  it('finds activities near a misspelling, and none for an unrelated word', () => {
    expect(closeActivities('mariage').map((a) => a.zh)).toContain('嫁娶');
    expect(closeActivities('hochzeit')).toEqual([]);
  });

  it('suggests Europe/Berlin for Berlin', async () => {
    const io = captureIo();
    const args = ['node', 'tongshu', 'bazi', '1990-05-15', '14:30', '--gender', 'female'];
    expect(await main([...args, '--tz', 'Berlin'], io)).toBe(2);
    expect(io.err).toEqual(['tongshu: unknown time zone: Berlin', 'Did you mean Europe/Berlin?']);
  });

  it('suggests close activities, or how to name one', async () => {
    const range = ['--from', '2026-03-01', '--to', '2026-03-31'];
    const io = captureIo();
    expect(await main(['node', 'tongshu', 'select', 'mariage', ...range], io)).toBe(2);
    expect(io.err[0]).toBe('tongshu: Unknown activity: mariage');
    expect(io.err[1]).toMatch(/^Did you mean .*Marriage \(嫁娶\)/);
    const other = captureIo();
    expect(await main(['node', 'tongshu', 'select', 'hochzeit', ...range], other)).toBe(2);
    expect(other.err).toEqual([
      'tongshu: Unknown activity: hochzeit',
      'Try an English word such as wedding, travel or burial, or the Chinese term (嫁娶).',
    ]);
  });
});
