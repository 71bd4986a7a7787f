/**
 * Differential test of `baziChart` against tyme4ts 1.5.2 (MIT, 6tail; dev-only oracle): its
 * `SolarTime#getLunarHour().getEightChar()` for the four pillars, `ChildLimit.fromSolarTime` for
 * the direction, the counted span and the start instant of the luck, and `DecadeFortune` for the
 * nine luck pillars, their start ages and start years; `HeavenStem#getTenStar`,
 * `EarthBranch#getHideHeavenStem*` and `SixtyCycle#getExtraEarthBranches` for the ten gods, hidden
 * stems and void branches.
 *
 * Day change: tyme4ts's default `LunarHour.provider` is `DefaultEightCharProvider`, which reads
 * the day from `SixtyCycleHour` (`hour < 23 ? day : next day`), i.e. the day changes at 23:00 like
 * the engine; `LunarSect2EightCharProvider` (day at midnight) is not used. The test asserts the
 * default is in place and forces births at 23:xx into the sample.
 *
 * Sample: 1,000 births from a seeded generator (mulberry32, seed 20240521), minutes uniform over
 * 1900-01-01 00:00 .. 2100-12-31 23:59, genders alternating, plus 24 fixed edge births (range
 * ends, a minute either side of 立春 and of a 节, 23:00-23:59, 29 February). tyme4ts gives whole
 * seconds, so the start instant is compared to the second.
 */
import {
  ChildLimit,
  DefaultEightCharProvider,
  Gender,
  HeavenStem,
  LunarHour,
  SolarTime,
  type SixtyCycle,
} from 'tyme4ts';
import { baziChart, PILLAR_NAMES, type BaziChart, type PillarName } from './baziChart';
import type { Birth } from './birth';
import type { BaziInstant } from './instant';
import { birthAt, mulberry32 } from '../testing/seededBirths';

const SEED = 20240521;
const RANDOM_BIRTHS = 1000;

function births(): Birth[] {
  const random = mulberry32(SEED);
  const first = Date.UTC(1900, 0, 1, 0, 0);
  const minutes = (Date.UTC(2100, 11, 31, 23, 59) - first) / 60_000;
  const out: Birth[] = [];
  for (let i = 0; i < RANDOM_BIRTHS; i += 1) {
    const ms = first + Math.floor(random() * (minutes + 1)) * 60_000;
    out.push(birthAt(ms, i % 2 === 0 ? 'male' : 'female'));
  }
  const fixed: [number, number, number, number, number][] = [
    [1900, 1, 1, 0, 0],
    [2100, 12, 31, 23, 59],
    // 立春 2024 at 16:27:07, 惊蛰 2024 at 10:22:45 (UTC+8): the minute before and after.
    [2024, 2, 4, 16, 27],
    [2024, 2, 4, 16, 28],
    [2024, 3, 5, 10, 22],
    [2024, 3, 5, 10, 23],
    [1988, 2, 15, 23, 30],
    [1999, 12, 31, 23, 0],
    [2000, 2, 29, 23, 59],
    [2020, 2, 29, 12, 0],
    [1950, 6, 15, 23, 45],
    [2075, 10, 1, 23, 15],
  ];
  for (const [year, month, day, hour, minute] of fixed) {
    for (const gender of ['male', 'female'] as const) {
      out.push({ date: { year, month, day }, time: { hour, minute }, gender });
    }
  }
  return out;
}

/** Mismatch log of one compared field. */
class Tally {
  checked = 0;
  readonly mismatches: string[] = [];
  compare(where: string, engine: unknown, oracle: unknown): void {
    this.checked += 1;
    const a = JSON.stringify(engine);
    const b = JSON.stringify(oracle);
    if (a !== b && this.mismatches.length < 10) {
      this.mismatches.push(`${where}: engine ${a}, tyme4ts ${b}`);
    }
  }
}

const fieldNames = [
  'four pillars',
  'direction',
  'span (y m d h min)',
  'start instant',
  'luck pillars',
  'luck start ages',
  'luck start years',
  'hidden stems and ten gods',
  'void branches',
] as const;
type FieldName = (typeof fieldNames)[number];

function instantText(i: BaziInstant): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${i.year}-${p(i.month)}-${p(i.day)} ${p(i.hour)}:${p(i.minute)}:${p(i.second)}`;
}

function timeText(t: SolarTime): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${t.getYear()}-${p(t.getMonth())}-${p(t.getDay())} ${p(t.getHour())}:${p(t.getMinute())}:${p(t.getSecond())}`;
}

function oracleStems(me: HeavenStem, cycle: SixtyCycle, isDay: boolean) {
  const branch = cycle.getEarthBranch();
  const hidden = [
    branch.getHideHeavenStemMain(),
    branch.getHideHeavenStemMiddle(),
    branch.getHideHeavenStemResidual(),
  ].filter((s): s is HeavenStem => s !== null && s !== undefined);
  return {
    stem: cycle.getHeavenStem().getName(),
    tenGod: isDay ? '日主' : me.getTenStar(cycle.getHeavenStem()).getName(),
    hidden: hidden.map((s) => [s.getName(), me.getTenStar(s).getName()]),
  };
}

function engineStems(p: BaziChart['pillars'][PillarName] | null) {
  return {
    stem: p?.stem,
    tenGod: p?.tenGod,
    hidden: p?.hiddenStems.map((h) => [h.stem, h.tenGod]),
  };
}

describe('baziChart against tyme4ts', () => {
  const sample = births();
  const tallies = new Map<FieldName, Tally>(fieldNames.map((n) => [n, new Tally()]));
  const tally = (name: FieldName) => tallies.get(name) as Tally;

  beforeAll(() => {
    for (const birth of sample) {
      // tyme4ts reads every time on China's standard clock (UTC+8, no daylight saving).
      const chart = baziChart(birth, { zone: '+08:00' });
      const { year, month, day } = birth.date;
      const hour = birth.time?.hour ?? 0;
      const minute = birth.time?.minute ?? 0;
      const where = `${year}-${month}-${day} ${hour}:${minute} ${birth.gender}`;
      const time = SolarTime.fromYmdHms(year, month, day, hour, minute, 0);
      const limit = ChildLimit.fromSolarTime(
        time,
        birth.gender === 'male' ? Gender.MAN : Gender.WOMAN,
      );
      const eight = limit.getEightChar();
      const oracle: Record<PillarName, SixtyCycle> = {
        year: eight.getYear(),
        month: eight.getMonth(),
        day: eight.getDay(),
        hour: eight.getHour(),
      };

      tally('four pillars').compare(
        where,
        PILLAR_NAMES.map((n) => chart.pillars[n]?.stem + (chart.pillars[n]?.branch ?? '')),
        PILLAR_NAMES.map((n) => oracle[n].getName()),
      );
      tally('direction').compare(where, chart.luck.forward, limit.isForward());
      const span = chart.luck.span;
      tally('span (y m d h min)').compare(
        where,
        [span.years, span.months, span.days, span.hours, span.minutes],
        [
          limit.getYearCount(),
          limit.getMonthCount(),
          limit.getDayCount(),
          limit.getHourCount(),
          limit.getMinuteCount(),
        ],
      );
      tally('start instant').compare(
        where,
        instantText(chart.luck.start),
        timeText(limit.getEndTime()),
      );
      const decade = limit.getStartDecadeFortune();
      const decades = chart.luck.pillars.map((_, i) => decade.next(i));
      tally('luck pillars').compare(
        where,
        chart.luck.pillars.map((p) => p.stem + p.branch),
        decades.map((d) => d.getName()),
      );
      tally('luck start ages').compare(
        where,
        chart.luck.pillars.map((p) => p.age),
        decades.map((d) => d.getStartAge()),
      );
      tally('luck start years').compare(
        where,
        chart.luck.pillars.map((p) => [p.year, p.start.year]),
        decades.map((d) => [
          d.getStartSixtyCycleYear().getYear(),
          d.getStartSixtyCycleYear().getYear(),
        ]),
      );
      const me = eight.getDay().getHeavenStem();
      tally('hidden stems and ten gods').compare(
        where,
        [
          ...PILLAR_NAMES.map((n) => engineStems(chart.pillars[n])),
          ...chart.luck.pillars.map((p) => engineStems({ ...p, void: false })),
        ],
        [
          ...PILLAR_NAMES.map((n) => oracleStems(me, oracle[n], n === 'day')),
          ...decades.map((d) => oracleStems(me, d.getSixtyCycle(), false)),
        ],
      );
      tally('void branches').compare(
        where,
        chart.void.branches,
        eight
          .getDay()
          .getExtraEarthBranches()
          .map((b) => b.getName()),
      );
    }
  });

  it('uses tyme4ts default eight-char provider (day change at 23:00)', () => {
    expect(LunarHour.provider).toBeInstanceOf(DefaultEightCharProvider);
    expect(sample.filter((b) => (b.time?.hour ?? 0) === 23).length).toBeGreaterThanOrEqual(10);
  });

  it.each(fieldNames)('agrees on %s for every birth', (name) => {
    const t = tally(name);
    expect(t.checked).toBe(sample.length);
    expect(t.mismatches).toEqual([]);
  });

  it('samples both genders across 1900-2100', () => {
    expect(sample.length).toBe(RANDOM_BIRTHS + 24);
    const years = sample.map((b) => b.date.year);
    expect(Math.min(...years)).toBe(1900);
    expect(Math.max(...years)).toBe(2100);
    expect(sample.filter((b) => b.gender === 'male').length).toBe(sample.length / 2);
  });
});
