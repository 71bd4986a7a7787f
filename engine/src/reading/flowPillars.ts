/**
 * The pillars in force on a date (issue 45): read at 12:00 on the reader's clock of that date,
 * the 流年 (year pillar, from the exact 立春, as Bazi years always are, whatever the almanac's
 * `yearStart`), the 流月 (month pillar, from the exact 节) and the luck pillar (大运) whose start
 * is at or before that instant and the next one's after it (none before the first).
 */
import type { BaziChart, LuckPillar } from '../bazi/baziChart';
import { stemBranch } from '../bazi/pillar';
import { parseCivilDate, type CivilDateTime } from '../calendar/civilDate';
import { pillarsAt } from '../calendar/pillarsAt';
import { luckChangesOfChart } from '../household';
import { jiaziName } from '../sexagenary/cycle';
import { clockFieldsOf, parseZone, resolveLocal } from '../time/zone';
import type { FlowPillar } from './types';

/** The clock hour a date is read at: noon, away from the day's change and most zone changes. */
export const READING_HOUR = 12;

const CHINA_MS = 8 * 3_600_000;

/**
 * The instant of 12:00 on `zone`'s clock of `date`, and that instant on China's civil clock (the
 * clock the solar-term instants are kept in).
 * @throws RangeError for a date that is not YYYY-MM-DD in 1900..2100 or a zone that is unknown.
 */
export function readingInstant(on: { readonly date: string; readonly zone: string }): {
  readonly utcMs: number;
  readonly china: CivilDateTime;
} {
  const date = parseCivilDate(on.date);
  const { utcMs } = resolveLocal(parseZone(on.zone), {
    ...date,
    hour: READING_HOUR,
    minute: 0,
    second: 0,
  });
  return { utcMs, china: clockFieldsOf(utcMs + CHINA_MS) };
}

/** A pillar (jiazi index) in force, with its ten gods to the day master (stem index). */
export function flowPillar(pillar: number, dayMaster: number): FlowPillar {
  return { ...stemBranch(pillar, dayMaster), name: jiaziName(pillar) };
}

/** 流年 and 流月 at an instant on China's civil clock. */
export function flowPillarsAt(
  china: CivilDateTime,
  dayMaster: number,
): { readonly year: FlowPillar; readonly month: FlowPillar } {
  // Year and month change at term instants; the day change does not touch them.
  const at = pillarsAt(china, '23:00');
  return { year: flowPillar(at.year, dayMaster), month: flowPillar(at.month, dayMaster) };
}

/** The chart's luck pillar in force at `utcMs`; null before the first starts. */
export function luckInForce(chart: BaziChart, utcMs: number): LuckPillar | null {
  const starts = luckChangesOfChart(chart);
  let current: LuckPillar | null = null;
  starts.forEach((change, i) => {
    if (change.utcMs <= utcMs) current = chart.luck.pillars[i] ?? null;
  });
  return current;
}
