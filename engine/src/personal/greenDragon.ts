/**
 * Green Dragon Return (青龙返首) days: the day chart has heaven 戊 over earth 丙 in a palace that
 * no caveat voids: 门迫 (door coercion), 三奇入墓 / 六仪击刑 in that palace, or the palace being
 * void (the day pillar's void branches). Personal when that palace is the person's destiny palace
 * or one of their three victory palaces (METAPHYSICS.md sections 4 and 5).
 */
import type { Board } from '../qimen/board';
import { formationsOf } from '../qimen/formations';
import { BRANCH_PALACE, PALACE_KEYS, RING, type PalaceKey } from '../qimen/palaces';
import { voidBranches } from '../sexagenary/relations';

const VOIDING = new Set(['门迫', '三奇入墓', '六仪击刑']);
const NO_CHART_FLAGS = {
  starFuYin: false,
  starFanYin: false,
  doorFuYin: false,
  doorFanYin: false,
  fiveNonMeeting: false,
};

/** Palaces of a day chart's board holding an unvoided Green Dragon Return. */
export function greenDragonPalaces(dayBoard: Board, dayPillar: number): PalaceKey[] {
  const formations = formationsOf(dayBoard, NO_CHART_FLAGS, undefined);
  const voidPalaces = new Set(voidBranches(dayPillar).map((branch) => BRANCH_PALACE[branch]));
  return RING.filter((palace) => {
    const names = formations[palace].map((f) => f.zh);
    return (
      names.includes('青龙返首') && !names.some((n) => VOIDING.has(n)) && !voidPalaces.has(palace)
    );
  }).map((palace) => PALACE_KEYS[palace]);
}
