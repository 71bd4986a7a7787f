import { main } from '../index';
import { captureIo } from '../testing/captureIo';

const run = async (args: string[]) => {
  const io = captureIo();
  const code = await main(['node', 'tongshu', 'house', ...args], io);
  return { code, out: io.out.join(''), err: io.err.join('') };
};

describe('tongshu house', () => {
  it("prints the issue's JSON: period 8 子山午向, the well-known 双星会向", async () => {
    const { code, out } = await run(['--period', '8', '--facing', '180', '--json']);
    expect(code).toBe(0);
    const house = JSON.parse(out);
    expect(Object.keys(house)).toEqual([
      'period',
      'facing',
      'sitting',
      'method',
      'palaces',
      'formations',
    ]);
    expect(house.facing).toEqual({ degrees: 180, mountain: '午' });
    expect(house.sitting).toEqual({ mountain: '子' });
    expect(house.method).toBe('下卦');
    // Ken Lai's published period 8 子山午向 chart: S 8 8 (period 3), centre 4 3 (period 8).
    expect(house.palaces.s).toEqual({ period: 3, mountain: 8, water: 8 });
    expect(house.palaces.c).toEqual({ period: 8, mountain: 4, water: 3 });
    expect(house.formations).toContainEqual({
      zh: '双星会向',
      en: 'Double stars meet at the facing',
    });
  });

  it('draws the chart south at the top, with the year and month laid over it', async () => {
    const { code, out } = await run(['--period', '8', '--facing', 'S2', '--date', '2026-11-28']);
    expect(code).toBe(0);
    expect(out).toContain('Period 8 house facing S2 Wu (Horse) (午), sitting N2 Zi (Rat) (子)');
    expect(out).toContain('Method: base chart (下卦)');
    expect(out).toContain('Mountain 8 · Water 8');
    // 2026 is a 1 White year: its 5 Yellow flies to the south (every published 2026 chart).
    expect(out).toContain('Year 5 · Month 3');
    expect(out).toContain('5 Yellow (五黄, Earth)');
    expect(Math.max(...out.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
  });

  it('turns 替卦 near an edge, at the chosen threshold', async () => {
    const near = JSON.parse((await run(['--period', '9', '--facing', '185.5', '--json'])).out);
    expect(near.method).toBe('替卦');
    const inner = ['--period', '9', '--facing', '183.5', '--json'];
    expect(JSON.parse((await run(inner)).out).method).toBe('下卦');
    expect(JSON.parse((await run([...inner, '--replacement', '4.5'])).out).method).toBe('替卦');
  });

  it('keeps or replaces a 5 reaching the 替卦 centre with --replacement-five', async () => {
    // Period 9 子山午向 at 186°: destiny-core keeps the 5; mingyu's funfwo-school test
    // "玄空九运子山替卦" puts 1 there (engine/src/stars/houseOracle.test.ts).
    const args = ['--period', '9', '--facing', '186', '--json'];
    expect(JSON.parse((await run(args)).out).palaces.c.mountain).toBe(5);
    const replaced = JSON.parse((await run([...args, '--replacement-five', 'replace'])).out);
    expect(replaced.palaces.c.mountain).toBe(1);
    const bad = await run([...args, '--replacement-five', 'drop']);
    expect([bad.code, bad.err]).toEqual([
      2,
      expect.stringContaining('--replacement-five must be keep or replace: drop'),
    ]);
  });

  it('exits 2 naming the flag for a bad period or facing', async () => {
    const period = await run(['--period', '10', '--facing', '180']);
    expect([period.code, period.err]).toEqual([2, expect.stringContaining('--period must be 1-9')]);
    const facing = await run(['--period', '9', '--facing', 'north']);
    expect(facing.code).toBe(2);
    expect(facing.err).toContain('--facing: Please give the facing as compass degrees');
  });
});
