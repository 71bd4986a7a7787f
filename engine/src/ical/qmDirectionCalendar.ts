/**
 * `qmdirection`: one all-day event a day with the Qi Men directions of the day chart (chief,
 * life door, rest door, harmony) in the summary, and the life door's direction for every
 * two-hour slot (from the hour charts) in the description.
 */
import { hourSlotStartAt, pad2, type CivilDate } from '../calendar/civilDate';
import { boardAt } from '../qimen/qimenChart';
import { symbolPalaces } from '../personal/natal';
import { englishPalaceDirection as english } from '../english/palaceDirection';
import { compactDate, type AllDayEvent } from './events';

export function qmDirectionEvent(date: CivilDate): AllDayEvent {
  const day = symbolPalaces(boardAt('day', { ...date, hour: 12, minute: 0 }).board);
  const hours = Array.from({ length: 12 }, (_, branch) => {
    const at = hourSlotStartAt(date, branch);
    return `${pad2(at.hour)}:00 Life door ${english(symbolPalaces(boardAt('hour', at).board).life)}`;
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
