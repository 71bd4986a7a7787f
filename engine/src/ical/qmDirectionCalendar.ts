/**
 * `qmdirection`: one all-day event a day with the Qi Men directions of the day chart (chief,
 * life door, rest door, harmony) in the summary, and the life door's direction for every
 * two-hour slot (from the hour charts) in the description. The charts follow the school's day
 * change, Qi Men method (拆补/置闰) and plate (转盘/飞盘).
 */
import { hourSlotStartAt, pad2, type CivilDate } from '../calendar/civilDate';
import type { QimenOptions } from '../qimen/chartTypes';
import { boardAt } from '../qimen/qimenChart';
import { symbolPalaces } from '../personal/natal';
import { englishPalaceDirection as english } from '../english/palaceDirection';
import { compactDate, type AllDayEvent } from './events';

/** The Qi Men direction event of one date, its charts drawn in `school`. */
export function qmDirectionEvent(date: CivilDate, school: QimenOptions): AllDayEvent {
  const day = symbolPalaces(boardAt('day', { ...date, hour: 12, minute: 0 }, school).board);
  const hours = Array.from({ length: 12 }, (_, branch) => {
    const at = hourSlotStartAt(date, branch);
    const life = symbolPalaces(boardAt('hour', at, school).board).life;
    return `${pad2(at.hour)}:00 Life door ${english(life)}`;
  });
  return {
    uid: `qmdirection-${compactDate(date)}@tongshu`,
    date,
    summary: `QM Chief ${english(day.chief)} · Life ${english(day.life)}`,
    description: [
      `Qi Men day chart: Chief (noble) ${english(day.chief)}, Life door (wealth) ${english(day.life)}, Rest door (health) ${english(day.rest)}, Harmony (relationships) ${english(day.harmony)}.`,
      'Hours (the 23:00 slot starts the evening before):',
      ...hours,
    ].join('\n'),
  };
}
