/**
 * The Bazi (八字, four pillars) chart of a birth with its nine luck pillars (大运): the chart the
 * product stores as a user's `bz_chart` (PRODUCT-SPEC.md section 3, "Bazi chart").
 *
 * Conventions (docs/engine/bazi.md, docs/engine/time.md):
 * - a birth is a local clock reading in a zone (default Asia/Shanghai); year and month pillars
 *   compare its absolute instant with the exact 立春 and 节; day and hour pillars read the local
 *   clock, China's standard time (its 1986-1991 daylight saving removed) or the true solar time;
 * - the day changes at 23:00 (子初换日): a birth from 23:00 takes the next day's pillar, as in the
 *   rest of the engine and tyme4ts's default eight-char provider;
 * - luck direction, start and arithmetic: `luckStart.ts` (METAPHYSICS.md section 7, tyme4ts's
 *   child-limit provider of the school's `luckStart` rule, `DefaultChildLimitProvider` by default); pillar k starts 10(k-1) years after the first;
 * - ages are 虚岁 as tyme4ts and lunar-javascript report them: start year - birth year + 1
 *   (Gregorian years of the start instant and of the birth);
 * - a birth of unknown time is read at 12:00 local with three pillars (`pillars.hour` null); a
 *   birth with a ± window is read at its time; both list in `uncertain` what their span leaves
 *   open (`spanUncertainty` in `sensitivity.ts`), and the luck says its start range.
 */
import { type CivilDateTime } from '../calendar/civilDate';
import { pillarsOfMoment } from '../calendar/pillarsAt';
import { birthMoment, type BirthMoment, type ChartOptions } from '../time/birthMoment';
import { onZoneClock } from '../time/onZoneClock';
import {
  birthSensitivity,
  spanUncertainty,
  type BirthSensitivity,
  type BirthSpan,
  type BirthUncertainty,
  type SpanReading,
} from './sensitivity';
import type { SolarTermAt } from '../calendar/lunarAdapter';
import { BRANCHES, mod } from '../sexagenary/cycle';
import { voidBranches } from '../sexagenary/relations';
import { birthInstant, type Birth, type Gender } from './birth';
import { baziInstant, type BaziInstant } from './instant';
import { addYears, luckForward, luckStart, type LuckSpan } from './luckStart';
import { stemBranch, type StemBranch } from './pillar';
import type { LuckStartRule } from '../schools/school';

export { parseBirth, type Birth, type BirthTime, type Gender } from './birth';
export { DAY_MASTER, type HiddenStem } from './pillar';
export type { BaziInstant } from './instant';
export type { LuckSpan } from './luckStart';
export type { BirthUncertainty, UncertainField } from './sensitivity';

/** Number of luck pillars in a chart (PRODUCT-SPEC.md: nine). */
export const LUCK_PILLAR_COUNT = 9;

export type PillarName = 'year' | 'month' | 'day' | 'hour';
export const PILLAR_NAMES: readonly PillarName[] = ['year', 'month', 'day', 'hour'];

export interface BaziPillar extends StemBranch {
  /** True when the branch is one of the day pillar's void (空亡) branches. */
  readonly void: boolean;
}

export interface LuckPillar extends StemBranch {
  /** 1..9 */
  readonly index: number;
  /** 虚岁 at the start: start year - birth year + 1. */
  readonly age: number;
  /** Gregorian year the pillar starts in. */
  readonly year: number;
  /** Start instant on the birth zone's clock. */
  readonly start: BaziInstant;
}

export interface BaziChart {
  /** The birth as entered (local clock of the birth zone) with its weekday. */
  readonly birth: BaziInstant;
  /** The instant and the clock the chart was read from, with its conventions stamp. */
  readonly moment: BirthMoment;
  /** Pillars that a birth time a little off, or a daylight-saving change, would alter. */
  readonly sensitivity: readonly BirthSensitivity[];
  readonly gender: Gender;
  /** Day master: the day stem. */
  readonly dm: string;
  /** False for a birth of unknown time: the chart is read at 12:00 local and has three pillars. */
  readonly hourKnown: boolean;
  /** What an unknown or ± window birth time leaves open; empty for an exact time. */
  readonly uncertain: readonly BirthUncertainty[];
  readonly pillars: Readonly<Record<Exclude<PillarName, 'hour'>, BaziPillar>> & {
    /** Null when the birth time is unknown. */
    readonly hour: BaziPillar | null;
  };
  /** The void (空亡) branches of the day pillar's xun and the pillars whose branch is one. */
  readonly void: {
    readonly branches: readonly string[];
    readonly pillars: readonly PillarName[];
  };
  readonly luck: {
    /** The school's rule the start was counted by (`ChartOptions.luckStart`, default `default`). */
    readonly rule: LuckStartRule;
    /** Forward (顺) for a yang year stem and a male or a yin year stem and a female. */
    readonly forward: boolean;
    /** The 节 counted to, instant `YYYY-MM-DD HH:mm:ss` UTC+8. */
    readonly term: SolarTermAt;
    /** Counted time from birth to the start: 3 days to the 节 = 1 year (see `luckStart.ts`). */
    readonly span: LuckSpan;
    /** Start of the first luck pillar, on the birth zone's clock. */
    readonly start: BaziInstant;
    readonly pillars: readonly LuckPillar[];
    /** For an unknown or ± window time: how far the start may move, in English. */
    readonly uncertainty?: string;
    /** For an unknown or ± window time: the earliest and latest first start, birth zone clock. */
    readonly startRange?: { readonly earliest: BaziInstant; readonly latest: BaziInstant };
  };
}

/**
 * The Bazi chart of a birth: four pillars with hidden stems, ten gods and void markers, and the
 * nine luck pillars with their 虚岁 start ages and start instants.
 * @param birth local civil date and time (time default 00:00; unknown; or ± a window of
 * minutes), 1900..2100, and gender.
 * @param options the birth zone and longitude and the conventions (`ChartOptions`).
 * @throws RangeError for a date, time or gender that is not valid.
 */
export function baziChart(birth: Birth, options: ChartOptions = {}): BaziChart {
  const entered: CivilDateTime = birthInstant(birth);
  const moment = birthMoment(entered, options);
  // Term instants (year, month, luck) are absolute; the engine keeps them on China's clock.
  const at = moment.china;
  const jiazi = pillarsOfMoment(at, moment.clock, moment.dayChange);
  const dayMaster = mod(jiazi.day, 10);
  const voids = voidBranches(jiazi.day);
  const voidNames = voids.map((b) => BRANCHES[b] as string);
  const indexOf: Record<PillarName, number> = {
    year: jiazi.year,
    month: jiazi.month,
    day: jiazi.day,
    hour: jiazi.hour,
  };
  const pillar = (name: PillarName): BaziPillar => {
    const base = stemBranch(indexOf[name], dayMaster, name === 'day');
    return { ...base, void: voidNames.includes(base.branch) };
  };
  const hourKnown = !birth.timeUnknown;
  const pillars = {
    year: pillar('year'),
    month: pillar('month'),
    day: pillar('day'),
    hour: hourKnown ? pillar('hour') : null,
  };

  const forward = luckForward(mod(jiazi.year, 10), birth.gender);
  const first = luckStart(at, forward, moment.school.luckStart);
  const inBirthZone = (chinaClock: Parameters<typeof baziInstant>[0]) =>
    baziInstant(onZoneClock(chinaClock, moment.zone));
  const luckPillars = Array.from({ length: LUCK_PILLAR_COUNT }, (_, i): LuckPillar => {
    const start = inBirthZone(addYears(first.start, 10 * i));
    return {
      index: i + 1,
      ...stemBranch(jiazi.month + (forward ? i + 1 : -(i + 1)), dayMaster),
      age: start.year - entered.year + 1,
      year: start.year,
      start,
    };
  });

  const span = birthSpan(birth, entered, moment.dayChange);
  const open = span && spanUncertainty(span, spanReader(birth, options), moment.zone);
  const luckNote = open?.uncertain.find((u) => u.field === 'luck')?.note;
  return {
    birth: baziInstant(moment.entered),
    moment,
    sensitivity: hourKnown ? birthSensitivity(moment, jiazi, birth.windowMinutes) : [],
    gender: birth.gender,
    dm: pillars.day.stem,
    hourKnown,
    uncertain: open?.uncertain ?? [],
    pillars,
    void: {
      branches: voidNames,
      pillars: PILLAR_NAMES.filter((name) => pillars[name]?.void),
    },
    luck: {
      rule: first.rule,
      forward,
      term: first.term,
      span: first.span,
      start: inBirthZone(first.start),
      pillars: luckPillars,
      ...(open && {
        uncertainty: luckNote,
        startRange: {
          earliest: baziInstant(open.luckRange.earliest),
          latest: baziInstant(open.luckRange.latest),
        },
      }),
    },
  };
}

/** The clock readings an unknown (the whole day) or ± window birth time spans; none if exact. */
function birthSpan(
  birth: Birth,
  entered: CivilDateTime,
  dayChange: BirthSpan['dayChange'],
): BirthSpan | undefined {
  if (birth.timeUnknown) return { entered, first: -720, last: 719, wholeDay: true, dayChange };
  const window = birth.windowMinutes;
  if (window === undefined) return undefined;
  return { entered, first: -window, last: window, wholeDay: false, dayChange };
}

/** The pillars and luck start of the same birth at another clock reading. */
function spanReader(birth: Birth, options: ChartOptions) {
  return (local: CivilDateTime): Omit<SpanReading, 'offset'> => {
    const moment = birthMoment(local, options);
    const pillars = pillarsOfMoment(moment.china, moment.clock, moment.dayChange);
    const forward = luckForward(mod(pillars.year, 10), birth.gender);
    return {
      china: moment.china,
      pillars,
      forward,
      luck: luckStart(moment.china, forward, moment.school.luckStart),
    };
  };
}
