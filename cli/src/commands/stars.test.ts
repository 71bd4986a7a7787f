import { main } from '../index';
import { captureIo } from '../testing/captureIo';

describe('tongshu stars', () => {
  it("prints the four grids as JSON: 2026's year grid puts 5 Yellow in the south", async () => {
    const io = captureIo();
    expect(await main(['node', 'tongshu', 'stars', '2026-11-28', '--json'], io)).toBe(0);
    const grids = JSON.parse(io.out.join(''));
    expect(Object.keys(grids)).toEqual(['year', 'month', 'day', 'hour']);
    // 2026 (丙午) is a 1 White year: flown forward, 5 Yellow lands in the south, as every
    // published 2026 annual chart shows (《协纪辨方书》 vol. 3's rule, docs/engine/stars.md).
    expect(grids.year).toEqual({
      center: 1,
      palaces: { c: 1, nw: 2, w: 3, ne: 4, s: 5, n: 6, sw: 7, e: 8, se: 9 },
    });
    expect([grids.month.center, grids.day.center]).toEqual([8, 9]);
  });

  it('draws the grids south at the top with English beside every star, on the --tz clock', async () => {
    const io = captureIo();
    const args = ['stars', '2026-11-28', '--hour', '6', '--tz', 'Europe/Berlin'];
    expect(await main(['node', 'tongshu', ...args], io)).toBe(0);
    const text = io.out.join('');
    expect(text).toContain(
      'Flying stars for 2026-11-28 06:00 (Europe/Berlin clock), south at the top',
    );
    expect(text).toContain('S: 5 Yellow');
    expect(text).toContain('五黄 (Earth)');
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
  });

  it('exits 2 with the suggestion for a misspelt zone, and on a bad hour', async () => {
    const io = captureIo();
    expect(await main(['node', 'tongshu', 'stars', '2026-11-28', '--tz', 'Europ/Berlin'], io)).toBe(
      2,
    );
    expect(io.err.join('')).toContain('Did you mean Europe/Berlin?');
    expect(await main(['node', 'tongshu', 'stars', '2026-11-28', '--hour', '24'], io)).toBe(2);
  });
});
