/**
 * The four luck-start rules (`ChartOptions.luckStart`) against tyme4ts 1.5.2 (MIT, 6tail), each
 * with the child-limit provider it follows set as `ChildLimit.provider`: `default` against
 * `DefaultChildLimitProvider`, `china95` against `China95ChildLimitProvider`, `sect1` against
 * `LunarSect1ChildLimitProvider`, `sect2` against `LunarSect2ChildLimitProvider`. The default
 * provider is put back after each rule.
 *
 * Compared for every birth: the direction, the counted years, months, days and hours (tyme4ts's
 * `get*Count`) and the start instant to the minute (`getEndTime`), and the rule the chart reports.
 * Births are given on China's clock (`zone: '+08:00'`), which is what tyme4ts's `SolarTime` reads
 * (a naive clock reading with its terms on UTC+8), as in bazi/baziOracle.test.ts.
 *
 * Sample (seeded, mulberry32, seed 19001231): 300 births uniform over 1900-2100 with genders
 * alternating; 40 births at 23:xx (the 时辰 rule counts 23:xx with the 亥 period); and round 40
 * 节 (1901-2099, any of the twelve) births 185, 62 and 1 minutes either side and at 23:20 on the
 * term's date and the day before, each as male and as female, so both directions and distances
 * of minutes to a few days (where the rules part most) are all there.
 */
import {
  China95ChildLimitProvider,
  ChildLimit,
  DefaultChildLimitProvider,
  Gender,
  LunarSect1ChildLimitProvider,
  LunarSect2ChildLimitProvider,
  SolarTerm,
  SolarTime,
} from 'tyme4ts';
import { baziChart } from '../bazi/baziChart';
import type { Birth } from '../bazi/birth';
import type { LuckStartRule } from '../schools/school';
import { birthAt, mulberry32 } from '../testing/seededBirths';

const SEED = 19001231;
const RANDOM_BIRTHS = 300;
const LATE_BIRTHS = 40;
const TERMS = 40;
const OFFSETS_MINUTES = [-185, -62, -1, 1, 62, 185];

const PROVIDERS: Readonly<Record<LuckStartRule, () => typeof ChildLimit.provider>> = {
  default: () => new DefaultChildLimitProvider(),
  china95: () => new China95ChildLimitProvider(),
  sect1: () => new LunarSect1ChildLimitProvider(),
  sect2: () => new LunarSect2ChildLimitProvider(),
};
const RULES = Object.keys(PROVIDERS) as LuckStartRule[];

const MINUTE = 60_000;
const DAY = 86_400_000;

function births(): Birth[] {
  const random = mulberry32(SEED);
  const first = Date.UTC(1900, 0, 1);
  const minutes = (Date.UTC(2100, 11, 31, 23, 59) - first) / MINUTE;
  const uniform = () => first + Math.floor(random() * (minutes + 1)) * MINUTE;
  const gender = (i: number) => (i % 2 === 0 ? 'male' : 'female');
  const out: Birth[] = [];
  for (let i = 0; i < RANDOM_BIRTHS; i += 1) out.push(birthAt(uniform(), gender(i)));
  for (let i = 0; i < LATE_BIRTHS; i += 1) {
    const ms = uniform();
    out.push(birthAt(ms - (ms % DAY) + 23 * 3_600_000 + (ms % 60) * MINUTE, gender(i)));
  }
  for (let i = 0; i < TERMS; i += 1) {
    const year = 1901 + Math.floor(random() * 199);
    // tyme4ts numbers the terms from 冬至 (0); the odd ones are the 节.
    const term = SolarTerm.fromIndex(year, 1 + 2 * Math.floor(random() * 12));
    const at = term.getJulianDay().getSolarTime();
    const termMs = Date.UTC(
      at.getYear(),
      at.getMonth() - 1,
      at.getDay(),
      at.getHour(),
      at.getMinute(),
    );
    const termDay = termMs - (termMs % DAY);
    const times = [
      ...OFFSETS_MINUTES.map((m) => termMs + m * MINUTE),
      termDay + 23 * 3_600_000 + 20 * MINUTE,
      termDay - DAY + 23 * 3_600_000 + 20 * MINUTE,
    ];
    for (const ms of times) out.push(birthAt(ms, 'male'), birthAt(ms, 'female'));
  }
  return out;
}

function minuteText(y: number, mo: number, d: number, h: number, mi: number): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${y}-${p(mo)}-${p(d)} ${p(h)}:${p(mi)}`;
}

interface Compared {
  readonly checked: number;
  readonly mismatches: readonly string[];
}

/** Our chart under `rule` against tyme4ts's `ChildLimit` under the matching provider. */
function compareRule(rule: LuckStartRule, sample: readonly Birth[]): Compared {
  const mismatches: string[] = [];
  ChildLimit.provider = PROVIDERS[rule]();
  try {
    for (const birth of sample) {
      const { year, month, day } = birth.date;
      const { hour, minute } = birth.time ?? { hour: 0, minute: 0 };
      const { luck } = baziChart(birth, { zone: '+08:00', luckStart: rule });
      const limit = ChildLimit.fromSolarTime(
        SolarTime.fromYmdHms(year, month, day, hour, minute, 0),
        birth.gender === 'male' ? Gender.MAN : Gender.WOMAN,
      );
      const end = limit.getEndTime();
      const ours = [
        luck.rule,
        luck.forward,
        [luck.span.years, luck.span.months, luck.span.days, luck.span.hours],
        minuteText(
          luck.start.year,
          luck.start.month,
          luck.start.day,
          luck.start.hour,
          luck.start.minute,
        ),
      ];
      const theirs = [
        rule,
        limit.isForward(),
        [limit.getYearCount(), limit.getMonthCount(), limit.getDayCount(), limit.getHourCount()],
        minuteText(end.getYear(), end.getMonth(), end.getDay(), end.getHour(), end.getMinute()),
      ];
      const a = JSON.stringify(ours);
      const b = JSON.stringify(theirs);
      if (a !== b && mismatches.length < 10)
        mismatches.push(
          `${minuteText(year, month, day, hour, minute)} ${birth.gender}: ${a} vs ${b}`,
        );
    }
  } finally {
    ChildLimit.provider = new DefaultChildLimitProvider();
  }
  return { checked: sample.length, mismatches };
}

describe('luck-start rules against tyme4ts child-limit providers', () => {
  const sample = births();

  it.each(RULES)('%s agrees with its tyme4ts provider on every birth', (rule) => {
    const { checked, mismatches } = compareRule(rule, sample);
    expect(mismatches).toEqual([]);
    expect(checked).toBe(RANDOM_BIRTHS + LATE_BIRTHS + TERMS * 16);
    expect(ChildLimit.provider).toBeInstanceOf(DefaultChildLimitProvider);
  });

  it('samples both directions, 23:xx births and births within hours of a 节 across 1900-2100', () => {
    const forward = sample.map((b) => baziChart(b, { zone: '+08:00' }).luck.forward);
    expect(forward.filter(Boolean).length).toBeGreaterThan(sample.length / 3);
    expect(forward.filter((f) => !f).length).toBeGreaterThan(sample.length / 3);
    expect(sample.filter((b) => b.time?.hour === 23).length).toBeGreaterThanOrEqual(100);
    const years = sample.map((b) => b.date.year);
    expect(Math.min(...years)).toBeLessThan(1910);
    expect(Math.max(...years)).toBeGreaterThan(2090);
  });
});
