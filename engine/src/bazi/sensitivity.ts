/**
 * Birth-time sensitivity: the pillars a birth time slightly off would give. Recorded birth times
 * are often rounded to the quarter hour, so a birth within 15 minutes (or the ± window the birth
 * gives) of a change of hour (or of day) or of a 节 is flagged with the alternative pillars, as
 * is a clock reading that a daylight-saving change skipped or repeated. A birth time unknown or
 * given with a window also has its span scanned (`spanUncertainty`): every pillar and the luck
 * start that change inside it (docs/engine/bazi.md, "Birth-time uncertainty").
 */
import { solarTerms } from '@tongshu/data';
import { formatCivilDate, pad2, type CivilDateTime } from '../calendar/civilDate';
import { solarTermsAround } from '../calendar/lunarAdapter';
import { pillarsOfMoment, type DayChange, type PillarsAt } from '../calendar/pillarsAt';
import { pillarNameWords, pillarWords } from '../schools/compare';
import { schoolChoice } from '../schools/options';
import { BRANCHES, STEMS, mod } from '../sexagenary/cycle';
import { chinaClockOf, type BirthMoment } from '../time/birthMoment';
import { trueSolarTimeMs } from '../time/solarTime';
import { onZoneClock } from '../time/onZoneClock';
import { clockFieldsOf, type LocalFields } from '../time/zone';
import { civilSeconds, type InstantFields } from './instant';
import type { LuckStart } from './luckStart';

export type SensitivityKind = 'hour' | 'term' | 'skipped' | 'repeated';

export interface BirthSensitivity {
  readonly kind: SensitivityKind;
  /** What to tell the person, in English. */
  readonly message: string;
  /** The pillars that would be different, e.g. `{ hour: '丙午' }`. */
  readonly alternative: Readonly<Partial<Record<'year' | 'month' | 'day' | 'hour', string>>>;
}

/** Minutes either side of the recorded time that are checked. */
export const SENSITIVITY_MINUTES = 15;

const MINUTE = 60000;

function pillarName(index: number): string {
  return `${STEMS[mod(index, 10)]}${BRANCHES[mod(index, 12)]}`;
}

function shifted(at: CivilDateTime, minutes: number): CivilDateTime {
  const { year, month, day, hour, minute } = clockFieldsOf(
    Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute) + minutes * MINUTE,
  );
  return { year, month, day, hour, minute };
}

function differences(
  now: PillarsAt,
  other: PillarsAt,
  names: readonly ('year' | 'month' | 'day' | 'hour')[],
): Partial<Record<'year' | 'month' | 'day' | 'hour', string>> {
  return Object.fromEntries(
    names
      .filter((name) => now[name] !== other[name])
      .map((name) => [name, pillarName(other[name])]),
  );
}

const describe = (alternative: Partial<Record<string, string>>) =>
  Object.entries(alternative)
    .map(([name, pillar]) => `${name} pillar ${pillarNameWords(pillar ?? '')}`)
    .join(', ');

/**
 * The sensitivity warnings of a birth moment whose pillars are `now`.
 * @param within minutes either side that are checked: SENSITIVITY_MINUTES, or the birth's window.
 */
export function birthSensitivity(
  moment: BirthMoment,
  now: PillarsAt,
  within = SENSITIVITY_MINUTES,
): BirthSensitivity[] {
  const found: BirthSensitivity[] = [];
  const clock: CivilDateTime = moment.clock;
  for (const minutes of [-within, within]) {
    const side = minutes < 0 ? 'earlier' : 'later';
    const byClock = differences(
      now,
      pillarsOfMoment(moment.china, shifted(clock, minutes), moment.dayChange),
      ['day', 'hour'],
    );
    if (Object.keys(byClock).length > 0)
      found.push({
        kind: 'hour',
        message: `Born within ${within} minutes of a change of hour: a birth ${within} minutes ${side} gives the ${describe(byClock)}.`,
        alternative: byClock,
      });
    const byTerm = differences(
      now,
      pillarsOfMoment(shifted(moment.china, minutes), clock, moment.dayChange),
      ['year', 'month'],
    );
    if (Object.keys(byTerm).length > 0)
      found.push({
        kind: 'term',
        message: `Born within ${within} minutes of a solar term: a birth ${within} minutes ${side} gives the ${describe(byTerm)}.`,
        alternative: byTerm,
      });
  }
  if (moment.status !== 'ok') {
    const used = Date.parse(moment.instant);
    // The other reading: the later instant of a repeated hour, or the skipped time read with the
    // offset after the change (one hour earlier).
    const otherMs =
      moment.status === 'repeated' && moment.laterInstant
        ? Date.parse(moment.laterInstant)
        : used - 60 * MINUTE;
    const otherClock =
      moment.clockKind === 'true solar time' && moment.longitude !== undefined
        ? clockFieldsOf(trueSolarTimeMs(otherMs, moment.longitude))
        : moment.clockKind === 'China standard time'
          ? chinaClockOf(otherMs)
          : clock;
    const alternative = differences(
      now,
      pillarsOfMoment(chinaClockOf(otherMs), otherClock, moment.dayChange),
      ['year', 'month', 'day', 'hour'],
    );
    found.push({
      kind: moment.status,
      message:
        moment.status === 'skipped'
          ? `The clocks in ${moment.zone} skipped this time (daylight saving began); it was read with the offset before the change.${Object.keys(alternative).length ? ` Read with the offset after it: ${describe(alternative)}.` : ''}`
          : `The clocks in ${moment.zone} showed this time twice (daylight saving ended); the first was used.${Object.keys(alternative).length ? ` The second gives the ${describe(alternative)}.` : ''}`,
      alternative,
    });
  }
  return found;
}

/** A part of the chart that a birth time unknown, or uncertain by a window, leaves open. */
export type UncertainField = 'year' | 'month' | 'day' | 'hour' | 'luck';

export interface BirthUncertainty {
  readonly field: UncertainField;
  /** What is open and why, in English. */
  readonly note: string;
}

/** A birth time's span: the clock readings from `first` to `last` minutes after the reading. */
export interface BirthSpan {
  /** The clock reading the chart is read at (the birth's time, or 12:00 when unknown). */
  readonly entered: CivilDateTime;
  /** Minutes from `entered`: -window (or -720 for an unknown time). */
  readonly first: number;
  /** Minutes from `entered`: +window (or +719 for an unknown time). */
  readonly last: number;
  /** The whole civil day (an unknown time) rather than a ± window. */
  readonly wholeDay: boolean;
  readonly dayChange: DayChange;
}

/** One reading of the span: pillars (year and month on China's clock) and the luck start. */
export interface SpanReading {
  readonly offset: number;
  /** The instant on China's clock. */
  readonly china: CivilDateTime;
  readonly pillars: PillarsAt;
  readonly forward: boolean;
  readonly luck: LuckStart;
}

/** A run of minutes with one value of a pillar. */
interface Run {
  readonly value: string;
  readonly from: SpanReading;
  readonly to: SpanReading;
}

/** Minutes between two samples of the span: well under the two hours of the shortest pillar. */
const SAMPLE_MINUTES = 10;

const PILLAR_FIELDS = ['year', 'month', 'day', 'hour'] as const;

/** The sample readings of a span plus, at every change, the readings either side of the minute. */
function spanReadings(span: BirthSpan, read: (offset: number) => SpanReading): SpanReading[] {
  const key = (r: SpanReading) => PILLAR_FIELDS.map((name) => r.pillars[name]).join();
  const offsets = [];
  for (let m = span.first; m < span.last; m += SAMPLE_MINUTES) offsets.push(m);
  offsets.push(span.last);
  const readings: SpanReading[] = [];
  for (const offset of offsets) {
    const next = read(offset);
    let before = readings.at(-1);
    // Bisect to the first minute with the new pillars; a pillar changes at most once in a sample.
    while (before && key(before) !== key(next) && next.offset - before.offset > 1) {
      let lo = before;
      let hi = next;
      while (hi.offset - lo.offset > 1) {
        const mid = read(Math.floor((lo.offset + hi.offset) / 2));
        if (key(mid) === key(lo)) lo = mid;
        else hi = mid;
      }
      readings.push(lo, hi);
      before = hi;
    }
    readings.push(next);
  }
  return readings;
}

function runsOf(readings: readonly SpanReading[], value: (r: SpanReading) => string): Run[] {
  const runs: Run[] = [];
  for (const reading of readings) {
    const last = runs.at(-1);
    if (last && last.value === value(reading)) runs[runs.length - 1] = { ...last, to: reading };
    else runs.push({ value: value(reading), from: reading, to: reading });
  }
  return runs;
}

/** `YYYY-MM-DD HH:mm` of an instant (seconds dropped). */
function instantText(at: InstantFields): string {
  return `${formatCivilDate(at)} ${pad2(at.hour)}:${pad2(at.minute)}`;
}

/**
 * What a birth time unknown (the whole day) or uncertain (± a window) leaves open: the hour pillar,
 * the day pillar (the 23:00 or midnight day change), the month and year pillars (a 节 or 立春 in
 * the span, named with its instant, China time) and the range of the first luck start (3 days to
 * the 节 are a year of life, so a day of birth time is 4 months of luck start).
 * @param span the clock readings to try.
 * @param read the pillars and luck start of a birth at a clock reading (`offset` is filled in).
 * @param zone the birth zone the luck start range is read on.
 */
export function spanUncertainty(
  span: BirthSpan,
  read: (local: CivilDateTime) => Omit<SpanReading, 'offset'>,
  zone: string,
): { uncertain: BirthUncertainty[]; luckRange: { earliest: LocalFields; latest: LocalFields } } {
  const readings = spanReadings(span, (offset) => ({
    ...read(shifted(span.entered, offset)),
    offset,
  }));
  const clockAt = (r: SpanReading) => shifted(span.entered, r.offset);
  const timeAt = (r: SpanReading) => {
    const at = clockAt(r);
    const sameDay = formatCivilDate(at) === formatCivilDate(span.entered);
    return sameDay && span.wholeDay ? `${pad2(at.hour)}:${pad2(at.minute)}` : instantText(at);
  };
  const within = span.wholeDay
    ? 'over the day'
    : `within ±${span.last} minutes (${timeAt(readings[0] as SpanReading)} to ${timeAt(readings.at(-1) as SpanReading)})`;
  const uncertain: BirthUncertainty[] = [];
  if (span.wholeDay)
    uncertain.push({
      field: 'hour',
      note: 'The birth hour is unknown: the hour pillar is left out; it may fall in any of the twelve 时辰 (two-hour periods) of the day.',
    });
  for (const field of PILLAR_FIELDS) {
    const runs = runsOf(readings, (r) => pillarWords(r.pillars[field]));
    if (runs.length < 2 || (field === 'hour' && span.wholeDay)) continue;
    const choices = runs.map((run) => `${run.value} from ${timeAt(run.from)}`).join(', then ');
    uncertain.push({
      field,
      note: `The ${field} pillar changes ${within}: ${choices}.${why(field, runs, span)}`,
    });
  }
  const ends = readings.filter(
    (r, i) =>
      i === 0 ||
      i === readings.length - 1 ||
      readings[i - 1]?.luck.term !== r.luck.term ||
      readings[i + 1]?.luck.term !== r.luck.term,
  );
  const starts = ends.map((r) => r.luck.start).sort((a, b) => civilSeconds(a) - civilSeconds(b));
  const luckRange = {
    earliest: onZoneClock(starts[0] as InstantFields, zone),
    latest: onZoneClock(starts.at(-1) as InstantFields, zone),
  };
  const directions = new Set(readings.map((r) => r.forward));
  const monthOpen = uncertain.some((u) => u.field === 'month');
  uncertain.push({
    field: 'luck',
    note: `The first luck pillar's start depends on the birth time (3 days to the 节, the solar term opening the month, are one year of life, so a whole day of birth time is 4 months of luck start): ${within} it falls between ${instantText(luckRange.earliest)} and ${instantText(luckRange.latest)}${directions.size > 1 ? ', and the luck runs forward on one side of 立春 (Start of Spring) and backward on the other' : ''}.${monthOpen ? ' The luck pillars count on from the month pillar, so they change with it.' : ''}`,
  });
  return { uncertain, luckRange };
}

/** Why a pillar changes inside the span: the school's day change, or the 节 with its instant. */
function why(field: (typeof PILLAR_FIELDS)[number], runs: readonly Run[], span: BirthSpan): string {
  if (field === 'hour') return '';
  if (field === 'day') {
    const choice = schoolChoice('dayChange', span.dayChange);
    return ` The school in force changes the day ${choice.label.toLowerCase()} (${choice.zh}).`;
  }
  const terms = runs.slice(1).map(({ from }) => {
    const name = from.pillars.term;
    const time = `${instantText(from.china)}:00`;
    const term = solarTermsAround(from.china.year)
      .filter((t) => t.name === name && t.time <= time)
      .pop();
    return `${name} (${solarTerms[name]?.en ?? name}) begins at ${term?.time.slice(0, 16)} China time (UTC+8)`;
  });
  return ` ${terms.join('; ')}.`;
}
