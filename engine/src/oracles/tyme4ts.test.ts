/**
 * Differential test of the day-level almanac against tyme4ts 1.5.2 (MIT, 6tail): same author as
 * lunar-javascript (the engine's calendar base) but an independent code base, so agreement here is
 * evidence that the adapter reads the right library fields and that the tables behind them agree.
 *
 * Window: every day 2020-01-01..2029-12-31 (3,653 days), one `almanacDay` call per day. Fields
 * that both libraries derive from the same classical rules must agree on every day; the suit/avoid
 * lists and the gods lists (data tables that could drift between releases) are held to the rate
 * measured when this test was written (100% for 1.5.2 vs lunar-javascript 1.7.7) minus a margin.
 *
 * Naming differences mapped explicitly:
 * - directions: lunar-javascript prints 正北 正东 正南 正西 and 中宫, tyme4ts 北 东 南 西 and 中;
 * - nine stars: tyme4ts names a star by its number (四) with the colour apart (绿); the almanac
 *   prints both (四绿).
 */
import { Phase, SolarDay, SolarTerm, type God, type SixtyCycleHour, type Taboo } from 'tyme4ts';
import { almanacDay } from '../almanac/almanacDay';
import type { Ts } from '../almanac/types';
import { addDays, formatCivilDate, type CivilDate } from '../calendar/civilDate';
import { BRANCHES, BRANCH_KEYS } from '../sexagenary/cycle';

const FIRST: CivilDate = { year: 2020, month: 1, day: 1 };
const DAYS = 3653; // 2020-01-01 .. 2029-12-31

/** Mismatch log of one field: counts and the first few examples. */
class Field {
  mismatches = 0;
  checked = 0;
  readonly examples: string[] = [];
  constructor(readonly name: string) {}

  compare(where: string, engine: unknown, oracle: unknown): boolean {
    this.checked += 1;
    const a = JSON.stringify(engine);
    const b = JSON.stringify(oracle);
    if (a === b) return true;
    this.mismatches += 1;
    if (this.examples.length < 8) this.examples.push(`${where}: engine ${a}, tyme4ts ${b}`);
    return false;
  }

  get rate(): number {
    return this.checked === 0 ? 0 : (this.checked - this.mismatches) / this.checked;
  }

  report(): string {
    return `${this.name}: ${(this.rate * 100).toFixed(2)}% of ${this.checked}`;
  }
}

class Fields {
  private readonly byName = new Map<string, Field>();

  get(name: string): Field {
    let f = this.byName.get(name);
    if (!f) {
      f = new Field(name);
      this.byName.set(name, f);
    }
    return f;
  }

  all(): Field[] {
    return [...this.byName.values()];
  }
}

/** lunar-javascript's direction wording mapped to tyme4ts's (正北 -> 北, 中宫 -> 中). */
function direction(desc: string): string {
  if (desc === '中宫') return '中';
  return desc.length === 2 && desc.startsWith('正') ? desc.slice(1) : desc;
}

function names(items: readonly (Taboo | God)[]): string[] {
  return items.map((item) => item.getName());
}

const asSet = (list: readonly string[]): string[] => [...list].sort();

function ymd(day: SolarDay): string {
  return formatCivilDate({ year: day.getYear(), month: day.getMonth(), day: day.getDay() });
}

/** tyme4ts's nine star as the almanac prints it: number and colour, e.g. `四绿`. */
function nineStarName(hour: SixtyCycleHour): string {
  const star = hour.getNineStar();
  return `${star.getName()}${star.getColor()}`;
}

const STAR_NAMES = ['一白', '二黑', '三碧', '四绿', '五黄', '六白', '七赤', '八白', '九紫'];

/**
 * The rule itself (《协纪辨方书》 vol. 3, 时家紫白), written out here independently: from the
 * winter to the summer solstice the 子 hour of 子午卯酉 days is 一白, of 辰戌丑未 days 四绿, of
 * 寅申巳亥 days 七赤, ascending hour by hour; from the summer solstice 九紫, 六白, 三碧, descending.
 */
function ruleStar(ascending: boolean, dayBranch: number, hourBranch: number): string {
  const group = dayBranch % 3; // 子午卯酉 = 0, 丑辰未戌 = 1, 寅巳申亥 = 2
  const start = ascending ? ([0, 3, 6][group] ?? 0) : ([8, 5, 2][group] ?? 0);
  const index = ascending ? start + hourBranch : start - hourBranch;
  return STAR_NAMES[((index % 9) + 9) % 9] ?? '';
}

function hourStar(ts: Ts, branch: number): string {
  return (ts as unknown as Record<string, string>)[`hour_${BRANCH_KEYS[branch]}_star_actual`] ?? '';
}

/**
 * The 8-phase name of every civil day, from tyme4ts's own phase start days
 * (`Phase.fromIndex(lunar year, month, k).getSolarDay()`): a day carries the last phase that
 * started on or before it, which is how `SolarDay.getPhase()` resolves a day, at a tenth of the
 * cost. The test also checks the map against `SolarDay.getPhase()` on a sample.
 */
function phaseStarts(): { day: string; name: string }[] {
  const starts: { day: string; name: string }[] = [];
  let month = SolarDay.fromYmd(2019, 12, 1).getLunarDay().getLunarMonth();
  while (month.getYear() <= 2030) {
    for (let k = 0; k < Phase.NAMES.length; k += 1) {
      const phase = Phase.fromIndex(month.getYear(), month.getMonthWithLeap(), k);
      starts.push({ day: ymd(phase.getSolarDay()), name: phase.getName() });
    }
    month = month.next(1);
  }
  return starts;
}

/** The civil days of the solstices from 2019-12 to 2030-06, per tyme4ts (冬至 = index 0, 夏至 = 12). */
function solsticeDays(): Set<string> {
  const days = new Set<string>();
  for (let year = 2020; year <= 2030; year += 1) {
    for (const index of [0, 12]) days.add(ymd(SolarTerm.fromIndex(year, index).getSolarDay()));
  }
  return days;
}

const decemberSolstices = new Map<number, string>();

/** The 冬至 civil day of December of a Gregorian year, per tyme4ts. */
function decemberSolstice(year: number): string {
  let day = decemberSolstices.get(year);
  if (day === undefined) {
    day = ymd(SolarTerm.fromIndex(year + 1, 0).getSolarDay());
    decemberSolstices.set(year, day);
  }
  return day;
}

interface HourMismatchClasses {
  /** Slots where tyme4ts descends after the December solstice (see the hour test). */
  lateDecember: number;
  /** 子 slots of a solstice day (see the hour test). */
  ratSlotOfSolstice: number;
  unexplained: string[];
}

interface Run {
  readonly fields: Fields;
  readonly hourClasses: HourMismatchClasses;
  readonly hourDays: number;
  readonly phaseSpotChecks: Field;
}

let cached: Run | undefined;

/** One pass over the window, shared by the tests below. */
function compareWindow(): Run {
  if (cached) return cached;
  const fields = new Fields();
  const phaseSpotChecks = new Field('phase map vs SolarDay.getPhase()');
  const starts = phaseStarts();
  let phaseIndex = 0;

  // Hour stars cost about 15 ms a day in tyme4ts under jest (twelve hour objects, each locating
  // the winter solstice): every 25th day (25 is prime to the 12 day branches), plus every day
  // within 3 days of a solstice, when the hour stars turn round.
  const solstices = solsticeDays();
  const hourSample = (civil: CivilDate, i: number): boolean => {
    if (i % 25 === 0) return true;
    for (let k = -3; k <= 3; k += 1) {
      if (solstices.has(formatCivilDate(addDays(civil, k)))) return true;
    }
    return false;
  };
  const hourClasses: HourMismatchClasses = {
    lateDecember: 0,
    ratSlotOfSolstice: 0,
    unexplained: [],
  };
  let hourDays = 0;

  for (let i = 0; i < DAYS; i += 1) {
    const civil = addDays(FIRST, i);
    const date = formatCivilDate(civil);
    const ts = almanacDay(civil).ts;
    const solar = SolarDay.fromYmd(civil.year, civil.month, civil.day);
    const day = solar.getSixtyCycleDay();
    const lunar = solar.getLunarDay();
    const lunarMonth = lunar.getLunarMonth();
    const pillar = day.getSixtyCycle();
    const stem = pillar.getHeavenStem();
    const put = (name: string, engine: unknown, oracle: unknown): void => {
      fields.get(name).compare(date, engine, oracle);
    };

    // Pillars: the year by 立春 (SixtyCycleDay.getYear), the lunar year from lunar new year.
    put(
      'year pillar by 立春 (SixtyCycleDay.getYear)',
      ts.year_gan + ts.year_zhi,
      day.getYear().getName(),
    );
    put(
      'lunar year pillar (LunarYear.getSixtyCycle)',
      ts.lunar_year_gan + ts.lunar_year_zhi,
      lunarMonth.getLunarYear().getSixtyCycle().getName(),
    );
    put(
      'month pillar (SixtyCycleDay.getMonth)',
      ts.month_gan + ts.month_zhi,
      day.getMonth().getName(),
    );
    put('day pillar (SixtyCycleDay.getSixtyCycle)', ts.day_gan + ts.day_zhi, pillar.getName());
    put(
      'lunar month, leap, day (LunarDay)',
      [ts.lmonth, ts.lmonth_leap, ts.lday],
      [lunarMonth.getMonth(), lunarMonth.isLeap(), lunar.getDay()],
    );
    put('day officer 建除 (Duty)', ts.zhi_xing, day.getDuty().getName());
    const twelve = day.getTwelveStar();
    put(
      '12 day gods 黄道黑道 + belt + luck (TwelveStar)',
      [ts.day_tian_shen, ts.day_tian_shen_type, ts.day_tian_shen_luck],
      [twelve.getName(), twelve.getEcliptic().getName(), twelve.getEcliptic().getLuck().getName()],
    );
    const mansion = day.getTwentyEightStar();
    put(
      '28 mansion + luck, animal, palace, beast (TwentyEightStar)',
      [
        ts.constellation_28_xiu,
        ts.constellation_28_xiu_luck,
        ts.constellation_28_xiu_animal,
        ts.four_gong,
        ts.four_shou,
      ],
      [
        mansion.getName(),
        mansion.getLuck().getName(),
        mansion.getAnimal().getName(),
        mansion.getZone().getName(),
        mansion.getZone().getBeast().getName(),
      ],
    );
    put('nayin (Sound)', ts.day_na_yin, pillar.getSound().getName());
    const pengZu = pillar.getPengZu();
    put(
      'Peng Zu (PengZu)',
      [ts.peng_zu_gan, ts.peng_zu_zhi],
      [pengZu.getPengZuHeavenStem().getName(), pengZu.getPengZuEarthBranch().getName()],
    );
    put('solar term in force (SolarDay.getTerm)', ts.jie_qi_current, solar.getTerm().getName());
    put(
      'directions 喜神 阳贵 阴贵 财神 (HeavenStem joy/yang/yin/wealth)',
      [
        direction(ts.day_position_xi_desc),
        direction(ts.day_position_yang_gui_desc),
        direction(ts.day_position_yin_gui_desc),
        direction(ts.day_position_cai_desc),
      ],
      [
        stem.getJoyDirection().getName(),
        stem.getYangDirection().getName(),
        stem.getYinDirection().getName(),
        stem.getWealthDirection().getName(),
      ],
    );
    put(
      '福神, default school 2 (HeavenStem.getMascotDirection)',
      direction(ts.day_position_fu_desc),
      stem.getMascotDirection().getName(),
    );
    put('fetus 胎神 (FetusDay)', ts.day_position_tai, day.getFetusDay().getName());

    const recommends = names(day.getRecommends());
    const avoids = names(day.getAvoids());
    put('suit 宜 as a set (SixtyCycleDay.getRecommends)', asSet(ts.day_yi), asSet(recommends));
    put('avoid 忌 as a set (SixtyCycleDay.getAvoids)', asSet(ts.day_ji), asSet(avoids));
    put('suit 宜 in order', [...ts.day_yi], recommends);
    put('avoid 忌 in order', [...ts.day_ji], avoids);
    const gods = day.getGods();
    const luck = (god: God): string => god.getLuck().getName();
    put(
      '吉神 as a set (SixtyCycleDay.getGods, luck 吉)',
      asSet(ts.day_ji_shen),
      asSet(names(gods.filter((god) => luck(god) === '吉'))),
    );
    put(
      '凶煞 as a set (SixtyCycleDay.getGods, luck 凶)',
      asSet(ts.day_xiong_sha),
      asSet(names(gods.filter((god) => luck(god) === '凶'))),
    );

    // Moon phase: the last tyme4ts phase start on or before the day.
    while (phaseIndex + 1 < starts.length && (starts[phaseIndex + 1]?.day ?? '') <= date) {
      phaseIndex += 1;
    }
    const phase = starts[phaseIndex]?.name;
    put('moon phase, 8 phases (SolarDay.getPhase)', ts.yue_xiang_phase, phase);
    if (i % 29 === 0) phaseSpotChecks.compare(date, phase, solar.getPhase().getName());

    if (hourSample(civil, i)) {
      hourDays += 1;
      const dayBranch = ts.day_zhi as (typeof BRANCHES)[number];
      day.getHours().forEach((hour, branch) => {
        const where = `${date} ${BRANCH_KEYS[branch]}`;
        if (
          fields
            .get('hour nine star (SixtyCycleHour.getNineStar)')
            .compare(where, hourStar(ts, branch), nineStarName(hour))
        ) {
          return;
        }
        // A known difference counts only where the engine follows the rule, with the order set
        // by the term in force on the almanac day (tyme4ts's term index 0..11 = 冬至..芒种).
        const rule = ruleStar(solar.getTerm().getIndex() < 12, BRANCHES.indexOf(dayBranch), branch);
        // The 子 slot starts at 23:00 the evening before: tyme4ts tests the solstice on that day.
        const hourDay = branch === 0 ? formatCivilDate(addDays(civil, -1)) : date;
        const hourYear = Number(hourDay.slice(0, 4));
        const engineStar = hourStar(ts, branch);
        if (engineStar === rule && hourDay >= decemberSolstice(hourYear)) {
          hourClasses.lateDecember += 1;
        } else if (engineStar === rule && branch === 0 && solstices.has(date)) {
          hourClasses.ratSlotOfSolstice += 1;
        } else {
          hourClasses.unexplained.push(
            `${where}: engine ${engineStar}, tyme4ts ${nineStarName(hour)}, rule ${rule}`,
          );
        }
      });
    }
  }
  cached = { fields, hourClasses, hourDays, phaseSpotChecks };
  return cached;
}

function rate(name: string): Field {
  return compareWindow().fields.get(name);
}

/** Fields derived from the same classical rules in both code bases: every day must agree. */
const EXACT_FIELDS = [
  'year pillar by 立春 (SixtyCycleDay.getYear)',
  'lunar year pillar (LunarYear.getSixtyCycle)',
  'month pillar (SixtyCycleDay.getMonth)',
  'day pillar (SixtyCycleDay.getSixtyCycle)',
  'lunar month, leap, day (LunarDay)',
  'day officer 建除 (Duty)',
  '12 day gods 黄道黑道 + belt + luck (TwelveStar)',
  '28 mansion + luck, animal, palace, beast (TwentyEightStar)',
  'nayin (Sound)',
  'Peng Zu (PengZu)',
  'solar term in force (SolarDay.getTerm)',
  'directions 喜神 阳贵 阴贵 财神 (HeavenStem joy/yang/yin/wealth)',
  'fetus 胎神 (FetusDay)',
  'moon phase, 8 phases (SolarDay.getPhase)',
];

/**
 * Data-table fields: measured at 100.00% (3,653 of 3,653 days, as sets and in order) with
 * tyme4ts 1.5.2 against lunar-javascript 1.7.7; the threshold leaves a margin of about 0.5%
 * (18 days) so that a reviewed data change in either pinned library fails loudly only when large.
 */
const TABLE_FIELDS: readonly (readonly [string, number])[] = [
  ['suit 宜 as a set (SixtyCycleDay.getRecommends)', 0.995],
  ['avoid 忌 as a set (SixtyCycleDay.getAvoids)', 0.995],
  ['suit 宜 in order', 0.995],
  ['avoid 忌 in order', 0.995],
  ['吉神 as a set (SixtyCycleDay.getGods, luck 吉)', 0.995],
  ['凶煞 as a set (SixtyCycleDay.getGods, luck 凶)', 0.995],
];

describe('almanac day vs tyme4ts 1.5.2, every day 2020-01-01..2029-12-31', () => {
  jest.setTimeout(60_000);

  test('reports every measured agreement rate', () => {
    const run = compareWindow();
    const lines = run.fields.all().map((f) => f.report());
    const { lateDecember, ratSlotOfSolstice, unexplained } = run.hourClasses;
    lines.push(
      `hour nine star sample: ${run.hourDays} days; mismatches after the December solstice ` +
        `${lateDecember}, 子 slot of a solstice day ${ratSlotOfSolstice}, other ${unexplained.length}`,
    );
    const examples = run.fields
      .all()
      .flatMap((f) => f.examples.slice(0, 3).map((example) => `${f.name} | ${example}`));
    console.log(`tyme4ts agreement\n${lines.join('\n')}\nfirst mismatches\n${examples.join('\n')}`);
    expect(run.fields.all().length).toBeGreaterThan(EXACT_FIELDS.length);
  });

  test.each(EXACT_FIELDS)('%s: agrees on every day', (name) => {
    const f = rate(name);
    expect(f.examples).toEqual([]);
    expect(f.checked).toBe(DAYS);
  });

  test.each(TABLE_FIELDS)('%s: agreement >= %p', (name, threshold) => {
    const f = rate(name);
    expect(f.checked).toBe(DAYS);
    if (f.rate < threshold) expect(f.examples).toEqual([]);
    expect(f.rate).toBeGreaterThanOrEqual(threshold);
  });

  test('the phase map reproduces tyme4ts SolarDay.getPhase() on every 29th day', () => {
    const f = compareWindow().phaseSpotChecks;
    expect(f.examples).toEqual([]);
    expect(f.checked).toBeGreaterThan(100);
  });

  test('福神 by the default school 2 differs from tyme4ts (school 1) on most days', () => {
    // tyme4ts places the Fortune God by lunar-javascript's school 1; the engine defaults to
    // school 2 (METAPHYSICS.md section 8). Measured agreement: 9.99% (365 of 3,653 days).
    expect(rate('福神, default school 2 (HeavenStem.getMascotDirection)').rate).toBeLessThan(0.2);
  });
});

describe('福神 direction with fuSect 1 vs tyme4ts HeavenStem.getMascotDirection', () => {
  test('almanacDay(date, { fuSect: 1 }) agrees on every 7th day 2020..2029 (all ten stems)', () => {
    const f = new Field('福神 school 1');
    for (let i = 0; i < DAYS; i += 7) {
      const civil = addDays(FIRST, i);
      const ts = almanacDay(civil, { fuSect: 1 }).ts;
      const stem = SolarDay.fromYmd(civil.year, civil.month, civil.day)
        .getSixtyCycleDay()
        .getSixtyCycle()
        .getHeavenStem();
      f.compare(
        formatCivilDate(civil),
        direction(ts.day_position_fu_desc),
        stem.getMascotDirection().getName(),
      );
    }
    expect(f.examples).toEqual([]);
  });
});

describe('hour nine star (时家紫白) vs tyme4ts SixtyCycleHour.getNineStar', () => {
  jest.setTimeout(60_000);

  /*
   * Two known differences, both on tyme4ts's side of the rule the engine documents (stars ascend
   * from the winter solstice to the summer solstice, 《协纪辨方书》 vol. 3):
   * - tyme4ts 1.5.2 tests "after the winter solstice" against the 冬至 of the previous December
   *   only (SolarTerm.fromIndex(year, 0)), so from the December solstice to 31 December it keeps
   *   the descending order (e.g. 2020-12-25, a 寅 day: the rule gives 七赤 for 子, ascending;
   *   tyme4ts gives 三碧, descending);
   * - the 子 slot starts at 23:00 the evening before: tyme4ts decides its order on that evening's
   *   date, the engine on the almanac day's (the term in force on the day, a term starting that
   *   day counts), so on a solstice day the two differ in the 子 slot only. A convention.
   */
  test('every 25th day plus ±3 days around each solstice: only the two known differences', () => {
    const run = compareWindow();
    const { lateDecember, ratSlotOfSolstice, unexplained } = run.hourClasses;
    expect(unexplained).toEqual([]);
    expect(run.hourDays).toBeGreaterThan(250);
    expect(lateDecember).toBeGreaterThan(0);
    expect(ratSlotOfSolstice).toBeGreaterThan(0);
  });
});
