/**
 * The whole reading of one chart on one date, worked by hand from the published tables (the
 * checks of each table against its book and against cantian-tymext are in the tests beside):
 * born 1990-05-15 14:30 in Shanghai, a man, 庚午 辛巳 庚辰 癸未 (lunar-javascript's EightChar and
 * every Bazi site give these pillars), read on 2026-11-29 in Berlin: 流年 丙午, 流月 己亥 (after
 * 立冬 on 7 November), luck pillar 甲申 (the third, from 2017).
 */
import { baziInteractions, baziStars } from '@tongshu/data';
import { baziChart } from '../bazi/baziChart';
import { DEFAULT_SCHOOL } from '../schools/school';
import { baziReading } from './baziReading';

const birth = {
  date: { year: 1990, month: 5, day: 15 },
  time: { hour: 14, minute: 30 },
  gender: 'male' as const,
};
const chart = baziChart(birth);
const reading = baziReading(chart, { date: '2026-11-29', zone: 'Europe/Berlin' });
const listed = (r = reading) =>
  r.interactions.map((i) => `${i.zh}${i.element ?? ''} ${i.members.join('+')}`);

describe('baziReading of 庚午 辛巳 庚辰 癸未 on 2026-11-29', () => {
  it('places the pillars now with their ten gods to the 庚 day master', () => {
    expect(reading.on).toBe('2026-11-29');
    expect(reading.now.luck && `${reading.now.luck.stem}${reading.now.luck.branch}`).toBe('甲申');
    expect(reading.now.year).toMatchObject({ name: '丙午', tenGod: '七杀' });
    expect(reading.now.month).toMatchObject({ name: '己亥', tenGod: '正印' });
  });

  it('finds the interactions of the tables', () => {
    expect(listed()).toEqual(
      expect.arrayContaining([
        '六合火 year+hour', // 午未
        '三会火 year+month+hour', // 巳午未
        '天干冲 year+luck', // 庚甲
        '六合水 month+luck', // 巳申
        '三刑 month+luck', // 巳刑申
        '六破 month+luck', // 巳申
        '天干五合水 month+flowYear', // 辛丙
        '自刑 year+flowYear', // 午午
        '六冲 month+flowMonth', // 巳亥
      ]),
    );
  });

  it('leaves stem clashes out when the school does', () => {
    const none = baziReading(
      chart,
      { date: '2026-11-29', zone: 'Europe/Berlin' },
      { ...DEFAULT_SCHOOL, stemClash: 'none' },
    );
    expect(none.interactions.filter((i) => i.kind === 'stemClash')).toEqual([]);
    expect(none.interactions.length).toBe(
      reading.interactions.filter((i) => i.kind !== 'stemClash').length,
    );
  });

  it('puts the stars on their pillars: 庚 nobles in 丑未, 巳 month virtue 庚', () => {
    const at = (zh: string) => reading.stars.filter((s) => s.zh === zh).map((s) => s.slot);
    expect(at('天乙贵人')).toEqual(['hour']); // 未
    expect(at('月德')).toEqual(['year', 'day']); // 庚
    expect(at('天德')).toEqual(['month']); // 巳月 辛
    expect(at('禄神')).toEqual(['luck']); // 庚禄在申
  });

  it('gives every term its English from the glossary', () => {
    for (const i of reading.interactions) expect(i.en).toBe(baziInteractions[i.zh]?.en);
    for (const s of reading.stars) {
      expect(s.en).toBe(baziStars[s.zh]?.en);
      expect(s.source).toMatch(/《.+》/);
    }
  });

  it('weighs the elements by the named method, worked by hand', () => {
    // Stems 庚辛庚 金 3, 癸 水 1; 午 丁.7 己.3; 巳 丙.6 庚.3 戊.1; 辰 戊.6 乙.3 癸.1; 未 己.6 丁.3 乙.1.
    expect(reading.elements.method).toBe('main-middle-residual');
    expect(reading.elements.counts).toEqual({ 木: 0.4, 火: 1.6, 土: 1.6, 金: 3.3, 水: 1.1 });
  });

  it('reads the day master weak by the three gains, its rule spelled out', () => {
    // 巳 month's main qi 丙 controls 金: no season; no 金 hidden in 午 辰 未: no root;
    // 金 2.3 (the day stem left out) and 土 1.6 against 木 火 水 3.1: support.
    expect(reading.strength).toMatchObject({
      method: 'three-gains',
      element: '金',
      season: false,
      root: false,
      support: true,
      verdict: 'weak',
      zh: '身弱',
    });
    expect(reading.strength.rule).toContain('two of three');
  });

  it('reads three pillars for an unknown birth time and none before the first luck pillar', () => {
    const unknown = baziChart({ date: birth.date, timeUnknown: true, gender: 'male' });
    const early = baziReading(unknown, { date: '1991-01-01', zone: '+08:00' });
    expect(early.now.luck).toBeNull();
    expect(early.elements.pillars).toEqual(['year', 'month', 'day']);
    expect(early.interactions.flatMap((i) => i.members)).not.toContain('hour');
  });

  it('refuses a date or a zone that is not one', () => {
    expect(() => baziReading(chart, { date: '2026-02-30', zone: 'UTC' })).toThrow(RangeError);
    expect(() => baziReading(chart, { date: '2026-11-29', zone: 'Mars/Olympus' })).toThrow(
      RangeError,
    );
  });
});
