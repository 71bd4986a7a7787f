/**
 * Green Dragon Return (青龙返首) days: the day chart has heaven 戊 over earth 丙 in a palace that
 * no caveat voids: 门迫 (door coercion), 三奇入墓 / 六仪击刑 in that palace, or the palace being
 * void (day void branches). Personal when that palace is the person's destiny palace or one of
 * their three victory palaces (METAPHYSICS.md sections 4 and 5).
 */
import type { QimenChart, QimenBoard } from '../qimen/qimenChart';
import { BRANCH_PALACE, PALACE_KEYS, type PalaceKey } from '../qimen/palaces';
import { branchIndex } from '../sexagenary/cycle';

const VOIDING = new Set(['门迫', '三奇入墓', '六仪击刑']);

/** Palaces of today's day chart holding an unvoided Green Dragon Return. */
export function greenDragonPalaces(dayChart: QimenChart): PalaceKey[] {
  const board = dayChart.qm_day as QimenBoard;
  const voidPalaces = new Set(
    board.void.map((branch) => PALACE_KEYS[BRANCH_PALACE[branchIndex(branch)] ?? 1]),
  );
  return (Object.entries(dayChart.special_formation) as [PalaceKey, readonly { zh: string }[]][])
    .filter(([palace, formations]) => {
      const names = formations.map((f) => f.zh);
      return (
        names.includes('青龙返首') && !names.some((n) => VOIDING.has(n)) && !voidPalaces.has(palace)
      );
    })
    .map(([palace]) => palace);
}
