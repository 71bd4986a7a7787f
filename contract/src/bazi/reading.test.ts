/**
 * GET /api/v1/bazi's `reading` (issue 45). Oracles: lunar-javascript 1.7.7's
 * `getYearInGanZhiExact()` and `getMonthInGanZhiExact()` (流年 and 流月 from the exact 立春 and 节)
 * at 12:00 on the reader's clock read on China's; 《三命通会》 卷三's 天乙贵人 rhymes and
 * 《协纪辨方书》's 六合 and 自刑 as literals.
 */
import { Solar } from 'lunar-javascript';
import { noAccountScope } from '../shared/noAccountScope';
import { parseInput } from '../shared/parse';
import { baziChartEndpoint } from './endpoint';
import { BaziChartSchema, type BaziAnswer } from './schema';

/** 1990-05-15 14:30 in Beijing: 庚午 辛巳 庚辰 癸未 (docs/engine/reading.md's example). */
const BIRTH = { date: '1990-05-15', time: '14:30', zone: 'Asia/Shanghai', gender: 'male' };

/** 2026-11-28 23:30 UTC: 07:30 on the 29th in Beijing and 00:30 in Berlin, 18:30 on the 28th in New York. */
const NOW = Date.UTC(2026, 10, 28, 23, 30);

async function read(query: Record<string, string>, zone = 'Asia/Shanghai'): Promise<BaziAnswer> {
  const scope = { ...noAccountScope(zone), now: () => NOW };
  return baziChartEndpoint.compute(parseInput(baziChartEndpoint.request, query), scope);
}

const name = (flow: { pillar: { stem: { zh: string }; branch: { zh: string } } }) =>
  flow.pillar.stem.zh + flow.pillar.branch.zh;

describe('the Bazi reading on a date, v1 shape', () => {
  it('is what its schema says, with every term in Chinese and English, and a summary', async () => {
    const answer = await read({ ...BIRTH, on: '2026-11-29' });
    expect(BaziChartSchema.safeParse(answer).success).toBe(true);
    expect(answer.reading.on).toBe('2026-11-29');
    expect(answer.reading.now.year.name).toEqual({ zh: '流年', en: 'Annual pillar' });
    expect(answer.reading.now.luck?.name).toEqual({ zh: '大运', en: 'Luck pillar' });
    for (const star of answer.reading.stars) expect(star.name.en).not.toBe('');
    expect(baziChartEndpoint.summarize(answer)).toContain(
      'Annual pillar (流年) 丙午 (Yang Fire Horse), Seven Killings (七杀)',
    );
  });

  it.each([
    // [date, the reader's zone, that noon on China's clock (year, month, day, hour)]
    ['2026-11-29', 'Asia/Shanghai', [2026, 11, 29, 12]],
    // 立春 2026 falls at 2026-02-04 04:02 China time: before noon in Beijing.
    ['2026-02-04', 'Asia/Shanghai', [2026, 2, 4, 12]],
    ['2026-02-03', 'Asia/Shanghai', [2026, 2, 3, 12]],
    // Noon at UTC-08:00 is 04:00 the next day in China.
    ['2026-02-03', '-08:00', [2026, 2, 4, 4]],
    ['1984-03-05', '+09:00', [1984, 3, 5, 11]],
    ['2043-08-08', '+02:00', [2043, 8, 8, 18]],
  ] as const)(
    'reads 流年 and 流月 on %s at noon in %s as lunar-javascript does',
    async (on, zone, at) => {
      const [year, month, day, hour] = at;
      const lunar = Solar.fromYmdHms(year, month, day, hour, 0, 0).getLunar();
      const { reading } = await read({ ...BIRTH, on }, zone);
      expect(reading.zone).toBe(zone);
      expect([name(reading.now.year), name(reading.now.month)]).toEqual([
        lunar.getYearInGanZhiExact(),
        lunar.getMonthInGanZhiExact(),
      ]);
    },
  );

  it("reads today on the scope's clock when `on` is left out", async () => {
    expect((await read(BIRTH)).reading.on).toBe('2026-11-29');
    expect((await read(BIRTH, 'Europe/Berlin')).reading.on).toBe('2026-11-29');
    expect((await read(BIRTH, 'America/New_York')).reading.on).toBe('2026-11-28');
  });

  it('names the interactions and stars the books give, in the school asked for', async () => {
    const { reading } = await read({ ...BIRTH, on: '2026-11-29' });
    const found = reading.interactions.map((i) => `${i.name.zh} ${i.members.join('-')}`);
    // 《协纪辨方书》: 午未 六合 (year 午, hour 未); 午 punishes itself (year 午, 流年 丙午).
    expect(found).toEqual(expect.arrayContaining(['六合 year-hour', '自刑 year-flowYear']));
    expect(reading.interactions.find((i) => i.kind === 'sixCombination')?.element).toEqual({
      zh: '火',
      en: 'Fire',
    });
    const nobles = (r: BaziAnswer['reading']) =>
      r.stars.filter((s) => s.name.zh === '天乙贵人').map((s) => s.slot);
    // 《三命通会》 甲戊庚牛羊: the 庚 day's noble in 丑未, the hour's 未.
    expect(nobles(reading)).toEqual(['hour']);
    // 《渊海子平》 庚辛逢马虎: in 寅午, the year's 午 and the 流年's 午.
    const other = await read({ ...BIRTH, on: '2026-11-29', nobleRhyme: 'geng-xin' });
    expect(nobles(other.reading)).toEqual(['year', 'flowYear']);
    expect(other.school.nobleRhyme).toBe('geng-xin');
    const noClash = await read({ ...BIRTH, on: '2026-11-29', stemClash: 'none' });
    expect(reading.interactions.some((i) => i.kind === 'stemClash')).toBe(true);
    expect(noClash.reading.interactions.some((i) => i.kind === 'stemClash')).toBe(false);
  });

  it('counts the elements and names the strength method with its rule', async () => {
    const { reading } = await read({ ...BIRTH, on: '2026-11-29' });
    expect(reading.elements.counts.map((c) => c.element.zh)).toEqual([
      '木',
      '火',
      '土',
      '金',
      '水',
    ]);
    // Four pillars: 4 stems and 4 branches, each counting 1.
    expect(reading.elements.counts.reduce((sum, c) => sum + c.count, 0)).toBeCloseTo(8);
    expect(reading.strength.method).toBe('three-gains');
    expect(reading.strength.rule).toMatch(/得令/);
  });

  it.each([['2026-13-01'], ['29-11-2026'], ['2101-01-01']])(
    'refuses on=%s naming the field',
    async (on) => {
      await expect(read({ ...BIRTH, on })).rejects.toMatchObject({ status: 400, inputError: 'on' });
    },
  );
});
