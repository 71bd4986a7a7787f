/**
 * The pillars in force on a date, held to lunar-javascript 1.7.7 (the independent oracle named by
 * issue 45): `Solar.fromYmdHms(...).getLunar().getYearInGanZhiExact()` (year from the exact 立春)
 * and `getMonthInGanZhiExact()` (month from the exact 节), read at the instant of 12:00 on the
 * reader's clock carried to China's civil clock (UTC+8, the clock lunar-javascript keeps its terms
 * in) by the offset arithmetic of fixed-offset zones, done here by hand.
 * Sample: 800 dates uniform over 1901-2099 (mulberry32, seed 45) on eight offsets, and the day
 * before, of and after every 节 (立春 included) of every fourth year 1901-2099.
 */
import { Solar } from 'lunar-javascript';
import { baziChart } from '../bazi/baziChart';
import { mulberry32 } from '../testing/seededBirths';
import { flowPillarsAt, luckInForce, readingInstant } from './flowPillars';

const JIE = [
  '小寒',
  '立春',
  '惊蛰',
  '清明',
  '立夏',
  '芒种',
  '小暑',
  '立秋',
  '白露',
  '寒露',
  '立冬',
  '大雪',
];
const OFFSETS = ['+08:00', '+00:00', '-05:00', '+01:00', '+05:30', '-10:00', '+14:00', '-12:00'];
const DAY_MS = 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const minutesOf = (offset: string) =>
  (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4)));

/** lunar-javascript's year and month pillars at 12:00 on `offset`'s clock of `date`. */
function oracle(date: string, offset: string): [string, string] {
  const noonUtc = Date.parse(`${date}T12:00:00Z`) - minutesOf(offset) * 60_000;
  const china = new Date(noonUtc + 8 * 3_600_000);
  const lunar = Solar.fromYmdHms(
    china.getUTCFullYear(),
    china.getUTCMonth() + 1,
    china.getUTCDate(),
    china.getUTCHours(),
    china.getUTCMinutes(),
    0,
  ).getLunar();
  return [lunar.getYearInGanZhiExact(), lunar.getMonthInGanZhiExact()];
}

function engine(date: string, zone: string): [string, string] {
  const { china } = readingInstant({ date, zone });
  const flow = flowPillarsAt(china, 0);
  return [flow.year.name, flow.month.name];
}

describe('流年 and 流月 against lunar-javascript', () => {
  it('agrees on 800 seeded dates 1901-2099 on eight clocks', () => {
    const random = mulberry32(45);
    const from = Date.UTC(1901, 0, 1);
    const span = Date.UTC(2099, 11, 31) - from;
    const differ: string[] = [];
    for (let i = 0; i < 800; i += 1) {
      const date = iso(from + Math.floor(random() * (span / DAY_MS)) * DAY_MS);
      const zone = OFFSETS[i % OFFSETS.length] as string;
      const [want, got] = [oracle(date, zone).join(' '), engine(date, zone).join(' ')];
      if (want !== got) differ.push(`${date} ${zone}: ${got} (lunar-javascript ${want})`);
    }
    expect(differ).toEqual([]);
  });

  it('agrees the day before, of and after every 节 of every fourth year', () => {
    const differ: string[] = [];
    let checked = 0;
    for (let year = 1901; year <= 2099; year += 4) {
      const table = Solar.fromYmd(year, 6, 1).getLunar().getJieQiTable();
      for (const name of JIE) {
        const term = table[name];
        if (!term || term.getYear() !== year) continue;
        const day = Date.UTC(year, term.getMonth() - 1, term.getDay());
        for (const shift of [-1, 0, 1])
          for (const zone of ['+08:00', '-05:00']) {
            const date = iso(day + shift * DAY_MS);
            const [want, got] = [oracle(date, zone).join(' '), engine(date, zone).join(' ')];
            checked += 1;
            if (want !== got) differ.push(`${date} ${zone}: ${got} (lunar-javascript ${want})`);
          }
      }
    }
    expect(checked).toBeGreaterThan(3000);
    expect(differ).toEqual([]);
  });

  it('reads 2026-02-04 at noon in Berlin after 立春 (04:02 China time) and the day before not', () => {
    // 立春 2026 is 2026-02-04 04:02 UTC+8 (lunar-javascript's table); noon in Berlin is after it.
    expect(engine('2026-02-04', 'Europe/Berlin')).toEqual(['丙午', '庚寅']);
    expect(engine('2026-02-03', 'Europe/Berlin')).toEqual(['乙巳', '己丑']);
  });
});

describe('the luck pillar in force', () => {
  const chart = baziChart({
    date: { year: 1990, month: 5, day: 15 },
    time: { hour: 14, minute: 30 },
    gender: 'male',
  });
  const at = (date: string) =>
    luckInForce(chart, readingInstant({ date, zone: 'Asia/Shanghai' }).utcMs);

  it('is none before the first starts and each pillar from its start to the next', () => {
    const [first, second] = chart.luck.pillars;
    if (!first || !second) throw new Error('a chart has nine luck pillars');
    const day = (p: typeof first, shift: number) =>
      iso(Date.UTC(p.start.year, p.start.month - 1, p.start.day) + shift * DAY_MS);
    expect(at(day(first, -1))).toBeNull();
    expect(at(day(first, 1))).toBe(first);
    expect(at(day(second, -1))).toBe(first);
    expect(at(day(second, 1))).toBe(second);
  });

  it('keeps the ninth after it starts', () => {
    expect(at('2099-12-31')).toBe(chart.luck.pillars[8]);
  });
});
