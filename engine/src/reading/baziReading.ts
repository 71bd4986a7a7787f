/**
 * `baziReading`: a Bazi chart read on a date (issue 45, "Bazi in depth"): the luck pillar, 流年
 * and 流月 in force at 12:00 on the reader's clock of that date, the interactions among the natal
 * pillars and between them and the pillars now, the symbolic stars on all of them, the elements
 * and the day master's strength, each by a named method (docs/engine/reading.md).
 */
import type { BaziChart } from '../bazi/baziChart';
import { formatCivilDate, parseCivilDate } from '../calendar/civilDate';
import { DEFAULT_SCHOOL, type School } from '../schools/school';
import { branchIndex, stemIndex } from '../sexagenary/cycle';
import { elementReading } from './elements';
import { flowPillarsAt, luckInForce, readingInstant } from './flowPillars';
import { interactionsOf } from './interactions';
import { NATAL_SLOTS, type SlotPillar } from './slots';
import { strengthReading } from './strength';
import { symbolicStarsOf } from './symbolicStars';
import type { BaziReading, ReadingSlot } from './types';

const slotPillar = (
  slot: ReadingSlot,
  pillar: { readonly stem: string; readonly branch: string },
): SlotPillar => ({ slot, stem: stemIndex(pillar.stem), branch: branchIndex(pillar.branch) });

/**
 * The reading of `chart` on a date.
 * @param on the date (YYYY-MM-DD) and the zone of the reader's clock it is read on, at 12:00.
 * @param school the options where the sources part: `nobleRhyme` (天乙贵人 of 庚 and 辛),
 * `stemClash` (天干冲) and `yinBlade` (羊刃 of yin stems); the rest of the school is the chart's.
 * @throws RangeError for a date that is not a valid YYYY-MM-DD in 1900..2100 or an unknown zone.
 */
export function baziReading(
  chart: BaziChart,
  on: { readonly date: string; readonly zone: string },
  school: Pick<School, 'nobleRhyme' | 'stemClash' | 'yinBlade'> = DEFAULT_SCHOOL,
): BaziReading {
  const date = formatCivilDate(parseCivilDate(on.date));
  const instant = readingInstant(on);
  const dayMaster = stemIndex(chart.dm);
  const flow = flowPillarsAt(instant.china, dayMaster);
  const luck = luckInForce(chart, instant.utcMs);
  const natal = NATAL_SLOTS.flatMap((slot) => {
    const pillar = chart.pillars[slot as keyof BaziChart['pillars']];
    return pillar ? [slotPillar(slot, pillar)] : [];
  });
  const pillars = [
    ...natal,
    ...(luck ? [slotPillar('luck', luck)] : []),
    slotPillar('flowYear', flow.year),
    slotPillar('flowMonth', flow.month),
  ];
  const elements = elementReading(natal);
  return {
    on: date,
    now: { luck, year: flow.year, month: flow.month },
    interactions: interactionsOf(pillars, school.stemClash),
    stars: symbolicStarsOf(pillars, school),
    elements,
    strength: strengthReading(natal, elements),
  };
}
