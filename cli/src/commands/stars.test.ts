import { Solar } from 'lunar-javascript';
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

  it('takes the school flags: --year-start, any of the five --day-star counts, --flight', async () => {
    const io = captureIo();
    const args = ['stars', '2024-02-09', '--year-start', 'lunar-new-year', '--json'];
    expect(await main(['node', 'tongshu', ...args, '--day-star', 'six-segments'], io)).toBe(0);
    // lunar-javascript 1.7.7: getYearNineStar(1), the year from 正月初一 (lunar new year).
    const lunar = Solar.fromYmdHms(2024, 2, 9, 12, 0, 0).getLunar();
    expect(JSON.parse(io.out.join('')).year.center).toBe(lunar.getYearNineStar(1).getIndex() + 1);
    const yin = captureIo();
    const flight = ['stars', '2026-11-28', '--flight', 'yin-backward'];
    expect(await main(['node', 'tongshu', ...flight], yin)).toBe(0);
    expect(yin.out.join('')).toContain('Day: centre 9 Purple (九紫, Fire) (flown backward)');
    const bad = captureIo();
    expect(await main(['node', 'tongshu', 'stars', '2026-11-28', '--flight', 'back'], bad)).toBe(2);
    expect(bad.err.join('')).toBe('tongshu: --flight must be forward or yin-backward: back');
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
