/**
 * Each classical exclusion against an independent reckoning of its printed rule, over 2024-2027:
 * - 四离/四绝 (《协纪辨方书》卷六): the eves of the terms, with the term instants from
 *   astronomy-engine's SearchSunLongitude (the Sun's apparent longitude), on China's clock;
 * - 杨公忌 (《象吉通书》): the thirteen lunar dates, converted by solarlunar 3.1.0 (Hong Kong
 *   Observatory's conversion tables), leap months included;
 * - 受死 (《象吉通书》), 往亡 and 归忌 (《协纪辨方书》卷五): month and day branches read off tyme4ts
 *   (its month pillar by the solar terms), with the tables as printed; 往亡 and 归忌 also as
 *   tyme4ts's own day gods;
 * - 月破 and 岁破: the day branch clashes tyme4ts's month branch and its year (by 立春) branch.
 */
import { SearchSunLongitude } from 'astronomy-engine';
import { SolarDay } from 'tyme4ts';
import { almanacDay } from '../almanac/almanacDay';
import type { Ts } from '../almanac/types';
import { addDays, formatCivilDate, type CivilDate } from '../calendar/civilDate';
import { EXCLUSIONS, type ExclusionRule } from './exclusions';
import { solarLunar } from '../testing/solarLunar';

const FIRST: CivilDate = { year: 2024, month: 1, day: 1 };
const DAYS = 4 * 365 + 1;
const BEIJING_MS = 8 * 3600_000;
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥';

const days: { date: string; ts: Ts; tyme: ReturnType<SolarDay['getSixtyCycleDay']> }[] = [];
beforeAll(() => {
  for (let i = 0; i < DAYS; i += 1) {
    const day = addDays(FIRST, i);
    const tyme = SolarDay.fromYmd(day.year, day.month, day.day).getSixtyCycleDay();
    days.push({ date: formatCivilDate(day), ts: almanacDay(day).ts, tyme });
  }
});

const rule = (code: string): ExclusionRule => {
  const found = EXCLUSIONS.find((one) => one.code === code);
  if (!found) throw new Error(`no rule ${code}`);
  return found;
};

/** The dates on which the rule holds, and the dates the independent reckoning names. */
function compare(code: string, expected: (day: (typeof days)[number]) => boolean) {
  const holds = days.filter((day) => rule(code).holds(day.ts)).map((day) => day.date);
  const named = days.filter(expected).map((day) => day.date);
  return { holds, named };
}

/** China's date of the day before the Sun reaches `longitude` degrees, for each year. */
function eves(longitudes: readonly number[]): Set<string> {
  const out = new Set<string>();
  for (let year = 2024; year <= 2028; year += 1) {
    for (const longitude of longitudes) {
      const found = SearchSunLongitude(longitude, new Date(Date.UTC(year, 0, 1)), 366);
      if (!found) throw new Error(`no longitude ${longitude} in ${year}`);
      const termDay = new Date(found.date.getTime() + BEIJING_MS);
      termDay.setUTCDate(termDay.getUTCDate() - 1);
      out.add(termDay.toISOString().slice(0, 10));
    }
  }
  return out;
}

describe('exclusions against independent reckonings of their printed rules (2024-2027)', () => {
  it('四离: the eves of the equinoxes and solstices (astronomy-engine)', () => {
    const named = eves([0, 90, 180, 270]);
    const { holds, named: inRange } = compare('four-separations', (day) => named.has(day.date));
    expect(holds).toEqual(inRange);
    expect(holds).toHaveLength(16);
  });

  it('四绝: the eves of the four starts of the seasons (astronomy-engine)', () => {
    const named = eves([315, 45, 135, 225]);
    const { holds, named: inRange } = compare('four-extinctions', (day) => named.has(day.date));
    expect(holds).toEqual(inRange);
    expect(holds).toHaveLength(16);
  });

  it("杨公忌: the thirteen lunar dates (solarlunar, Hong Kong Observatory's tables)", () => {
    // Lunar month-day, as 《象吉通书》 prints them.
    const dates = '1-13 2-11 3-9 4-7 5-5 6-3 7-1 7-29 8-27 9-25 10-23 11-21 12-19'
      .split(' ')
      .map((md) => md.split('-').map(Number) as [number, number]);
    const named = new Set<string>();
    for (let lunarYear = 2023; lunarYear <= 2027; lunarYear += 1) {
      for (const [month, day] of dates) {
        const leap = solarLunar.leapMonth(lunarYear) === month;
        for (const isLeap of leap ? [false, true] : [false]) {
          const solar = solarLunar.lunar2solar(lunarYear, month, day, isLeap);
          if (solar === -1) continue;
          const two = (n: number) => String(n).padStart(2, '0');
          named.add(`${solar.cYear}-${two(solar.cMonth)}-${two(solar.cDay)}`);
        }
      }
    }
    const { holds, named: inRange } = compare('yang-gong', (day) => named.has(day.date));
    expect(holds).toEqual(inRange);
    expect(holds.length).toBeGreaterThanOrEqual(4 * 13);
  });

  const monthBranch = (day: (typeof days)[number]) =>
    day.tyme.getMonth().getEarthBranch().getName();
  const dayBranch = (day: (typeof days)[number]) =>
    day.tyme.getSixtyCycle().getEarthBranch().getName();
  /** The printed table's branch for the solar month of `branch` (寅 month first). */
  const byMonth = (table: string, branch: string) => table[(BRANCHES.indexOf(branch) + 10) % 12];

  it('受死: 正戌二辰三亥四巳五子六午七丑八未九寅十申十一卯十二酉 (tyme4ts pillars)', () => {
    const { holds, named } = compare(
      'receiving-death',
      (day) => byMonth('戌辰亥巳子午丑未寅申卯酉', monthBranch(day)) === dayBranch(day),
    );
    expect(holds).toEqual(named);
    expect(holds.length).toBeGreaterThan(100);
  });

  it('往亡: the 协纪辨方书 table, and tyme4ts 往亡', () => {
    const { holds, named } = compare(
      'gone-away',
      (day) => byMonth('寅巳申亥卯午酉子辰未戌丑', monthBranch(day)) === dayBranch(day),
    );
    expect(holds).toEqual(named);
    const tyme = days
      .filter((day) => day.tyme.getGods().some((god) => god.getName() === '往亡'))
      .map((day) => day.date);
    expect(holds).toEqual(tyme);
  });

  it('归忌: 孟月丑、仲月寅、季月子 (协纪辨方书), and tyme4ts 归忌', () => {
    const { holds, named } = compare('return-taboo', (day) => {
      const season = BRANCHES.indexOf(monthBranch(day)) % 3; // 寅申巳亥 2, 子午卯酉 0, 辰戌丑未 1
      return ({ 2: '丑', 0: '寅', 1: '子' } as Record<number, string>)[season] === dayBranch(day);
    });
    expect(holds).toEqual(named);
    const tyme = days
      .filter((day) => day.tyme.getGods().some((god) => god.getName() === '归忌'))
      .map((day) => day.date);
    // tyme4ts (and lunar-javascript, by the same author) leave out one day pillar of the 亥
    // month: the printed rule (孟月丑日) is followed, and these are the only differences.
    expect(tyme.filter((date) => !holds.includes(date))).toEqual([]);
    expect(holds.filter((date) => !tyme.includes(date))).toEqual([
      '2024-11-21',
      '2025-11-16',
      '2026-11-11',
    ]);
  });

  it('月破 and 岁破: the day clashes the month branch and the 立春 year branch', () => {
    const clash = (a: string, b: string) => (BRANCHES.indexOf(a) + 6) % 12 === BRANCHES.indexOf(b);
    const month = compare('month-breaker', (day) => clash(dayBranch(day), monthBranch(day)));
    expect(month.holds).toEqual(month.named);
    const year = compare('year-breaker', (day) =>
      clash(dayBranch(day), day.tyme.getYear().getEarthBranch().getName()),
    );
    expect(year.holds).toEqual(year.named);
  });
});
