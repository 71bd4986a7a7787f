/**
 * Birth-time sensitivity: the pillars a birth time slightly off would give. Recorded birth times
 * are often rounded to the quarter hour, so a birth within 15 minutes of a change of hour (or of
 * day) or of a 节 is flagged with the alternative pillars, as is a clock reading that a
 * daylight-saving change skipped or repeated.
 */
import { pillarsOfMoment, type PillarsAt } from '../calendar/pillarsAt';
import type { CivilDateTime } from '../calendar/civilDate';
import { BRANCHES, STEMS, mod } from '../sexagenary/cycle';
import { chinaClockOf, type BirthMoment } from '../time/birthMoment';
import { trueSolarTimeMs } from '../time/solarTime';
import { clockFieldsOf } from '../time/zone';

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
    .map(([name, pillar]) => `${name} pillar ${pillar}`)
    .join(', ');

/** The sensitivity warnings of a birth moment whose pillars are `now`. */
export function birthSensitivity(moment: BirthMoment, now: PillarsAt): BirthSensitivity[] {
  const found: BirthSensitivity[] = [];
  const clock: CivilDateTime = moment.clock;
  for (const minutes of [-SENSITIVITY_MINUTES, SENSITIVITY_MINUTES]) {
    const side = minutes < 0 ? 'earlier' : 'later';
    const byClock = differences(
      now,
      pillarsOfMoment(moment.china, shifted(clock, minutes), moment.dayChange),
      ['day', 'hour'],
    );
    if (Object.keys(byClock).length > 0)
      found.push({
        kind: 'hour',
        message: `Born within ${SENSITIVITY_MINUTES} minutes of a change of hour: a birth ${SENSITIVITY_MINUTES} minutes ${side} gives the ${describe(byClock)}.`,
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
        message: `Born within ${SENSITIVITY_MINUTES} minutes of a solar term: a birth ${SENSITIVITY_MINUTES} minutes ${side} gives the ${describe(byTerm)}.`,
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
