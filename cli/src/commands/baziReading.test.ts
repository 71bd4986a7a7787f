/**
 * `tongshu bazi ... --on` (issue 45): the reading in the JSON and the text. Oracles: lunar-javascript
 * 1.7.7's `getYearInGanZhiExact()` and `getMonthInGanZhiExact()` at 12:00 on the `--tz` clock read
 * on China's; 《协纪辨方书》's 六合 (午未) and 自刑 (午午) and 《三命通会》 卷三's 天乙贵人 rhyme (庚 at
 * 丑未) as literals; 《渊海子平》's (庚 at 寅午) under `--noble-rhyme geng-xin`.
 */
import { Solar } from 'lunar-javascript';
import { main } from '../index';
import { captureIo } from '../testing/captureIo';
import { displayWidth } from '../format/table';
import { TERMINAL } from '../format/lines';

/** 2026-11-28 23:30 UTC: the 29th in Beijing, the 28th in New York. */
const NOW = new Date('2026-11-28T23:30:00Z');

async function run(...args: string[]) {
  const io = captureIo(NOW);
  const status = await main(['node', 'tongshu', 'bazi', ...args], io);
  return { status, out: io.out.join('\n'), err: io.err.join('\n') };
}

/** 1990-05-15 14:30 in Beijing: 庚午 辛巳 庚辰 癸未. */
const BIRTH = ['1990-05-15', '14:30', '--gender', 'male'];

interface ReadingJson {
  readonly on: string;
  readonly now: {
    readonly luck: { stem: string; branch: string; index: number } | null;
    readonly year: { name: string; tenGod: string };
    readonly month: { name: string; tenGod: string };
  };
  readonly interactions: { kind: string; members: string[]; element?: string }[];
  readonly stars: { zh: string; slot: string; source: string }[];
}

const json = async (...flags: string[]): Promise<ReadingJson> =>
  JSON.parse((await run(...BIRTH, '--json', ...flags)).out) as ReadingJson;

describe('tongshu bazi --on', () => {
  it.each([
    ['2026-11-29', 'Asia/Shanghai', [2026, 11, 29, 12]],
    // 立春 2026 falls at 04:02 on 2026-02-04 in Beijing; noon at -08:00 on the 3rd is 04:00 on the 4th.
    ['2026-02-03', '-08:00', [2026, 2, 4, 4]],
    ['20260204', 'Asia/Shanghai', [2026, 2, 4, 12]],
  ] as const)(
    'adds now, read on %s at noon in %s as lunar-javascript reads it',
    async (on, tz, at) => {
      const [year, month, day, hour] = at;
      const lunar = Solar.fromYmdHms(year, month, day, hour, 0, 0).getLunar();
      const reading = await json('--on', on, '--tz', tz);
      expect([reading.now.year.name, reading.now.month.name]).toEqual([
        lunar.getYearInGanZhiExact(),
        lunar.getMonthInGanZhiExact(),
      ]);
    },
  );

  it('adds the interactions and the stars with their pillar and source', async () => {
    const reading = await json('--on', '2026-11-29');
    expect(reading.on).toBe('2026-11-29');
    expect(reading.now.year).toMatchObject({ name: '丙午', tenGod: '七杀' });
    expect(reading.interactions).toEqual(
      expect.arrayContaining([
        {
          kind: 'sixCombination',
          zh: '六合',
          en: 'Six Harmony',
          members: ['year', 'hour'],
          element: '火',
        },
        expect.objectContaining({ kind: 'selfPunishment', members: ['year', 'flowYear'] }),
      ]),
    );
    const nobles = (r: ReadingJson) => r.stars.filter((s) => s.zh === '天乙贵人');
    expect(nobles(reading).map((s) => s.slot)).toEqual(['hour']);
    expect(nobles(reading)[0]?.source).toContain('《三命通会》');
    const other = await json('--on', '2026-11-29', '--noble-rhyme', 'geng-xin');
    expect(nobles(other).map((s) => s.slot)).toEqual(['year', 'flowYear']);
    expect(nobles(other)[0]?.source).toContain('《渊海子平》');
    const none = await json('--on', '2026-11-29', '--stem-clash', 'none');
    expect(none.interactions.some((i) => i.kind === 'stemClash')).toBe(false);
  });

  it('reads today on the --tz clock without --on', async () => {
    expect((await json()).on).toBe('2026-11-29');
    expect((await json('--tz', 'America/New_York')).on).toBe('2026-11-28');
  });

  it('prints the pillars now, interactions, stars, elements and strength in 80 columns', async () => {
    const { status, out } = await run(...BIRTH, '--on', '2026-11-29');
    expect(status).toBe(0);
    for (const line of out.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(TERMINAL);
    expect(out).toContain('Now (岁运): the pillars in force on 2026-11-29 at 12:00');
    for (const words of [
      'Luck pillar (大运)',
      'Annual pillar (流年)',
      'Monthly pillar (流月)',
      'Seven Killings (七杀)',
      'Six Harmony (六合)',
      'Self Punishment (自刑)',
      'Heavenly Nobleman',
      'Elements (五行) by the main-middle-residual method',
      'Day master strength by the three-gains method',
      'In season (得令)',
    ])
      // A long line wraps under a two-space indent: joined back here.
      expect(out.replace(/\n {2}(?=[^ │])/g, ' ')).toContain(words);
  });

  it('prints Chinese alone with --lang zh', async () => {
    const { out } = await run(...BIRTH, '--on', '2026-11-29', '--lang', 'zh');
    expect(out).toContain('流年');
    expect(out).toContain('刑冲合会');
    expect(out).not.toMatch(/Annual pillar|Six Harmony/);
  });

  it.each([
    [['--on', '2026-13-01'], '--on must be a date YYYY-MM-DD or YYYYMMDD, 1900-2100: 2026-13-01'],
    [['--noble-rhyme', 'xin'], '--noble-rhyme must be six-xin or geng-xin: xin'],
    [['--yin-blade', 'back'], '--yin-blade must be before-lu, after-lu or none: back'],
  ])('refuses %j with one line and exit status 2', async (flags, message) => {
    const { status, err } = await run(...BIRTH, ...flags);
    expect(status).toBe(2);
    expect(err).toBe(`tongshu: ${message}`);
  });
});
