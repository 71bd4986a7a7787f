/**
 * The flying-plate (飞盘, 飞宫) board: stars, doors, deities and heaven stems fly through the nine
 * palaces in Luo Shu order, the centre included, so the centre has a star (天禽 at home), a door
 * (中门 at home) and a deity of its own; nothing lodges. Rules (docs/engine/qimen.md):
 * - the lead star (值符) lands on the active stem's earth palace and the nine stars follow it in
 *   home order 蓬芮冲辅禽心柱任英, palace number +1 each, in both duns (飞宫 "天盘直符对时干之宫,
 *   永远顺飞"; qimen-go `QMFlyTypeAllOrder`, its default); or, with `yinReverse` (the
 *   `flying-yin-reverse` plate, 阳顺阴逆), palace number -1 each in yin dun (qimen-go
 *   `QMFlyTypeLunarReverse`, "源于括囊集"; mingyu's 飞盘 "九星按一至九宫顺逆飞布");
 * - each star carries its home earth stem, so the heaven stems are the earth plate moved the same
 *   number of palaces (qimen-go: the lead 仪 starts at the lead star's palace, 阳顺阴逆 through
 *   the stem order, which is that same move; flying backward, the stars still carry their stems,
 *   as mingyu's "星带干飞", where qimen-go keeps its stem order and parts stems from stars);
 * - the lead door (值使) lands where the active branch is counted from the lead palace and the
 *   nine doors (休死伤杜中开惊生景 at home) follow it, palace number +1 each ("人盘直使对时支之宫,
 *   永远顺飞");
 * - nine deities 值符 腾蛇 太阴 六合 白虎 太常 玄武 九地 九天 from the lead star's palace, forward
 *   in yang dun and backward in yin dun ("神盘直符与天盘直符同位, 分阳顺阴逆"; qimen-go God9).
 * Sources: qimen-go xuan/qimen.go `QMTypeFly`, xuan/qimen_defs.go `Door9`, `God9S`, `God9L`;
 * 《奇门飞宫之7步排出完美盘局》 (sina blog, 2016).
 */
import { mod } from '../sexagenary/cycle';
import { host, leadPositions, ringSteps, type Board, type BoardPalace, type Dun } from './board';
import { HOME_STARS, RING, type OuterPalace, type Palace } from './palaces';

/** The nine doors at home, the centre's 中门 included. */
export const FLYING_HOME_DOORS: Readonly<Record<Palace, string>> = {
  1: '休门',
  2: '死门',
  3: '伤门',
  4: '杜门',
  5: '中门',
  6: '开门',
  7: '惊门',
  8: '生门',
  9: '景门',
};

/** The nine deities of the flying plate: the eight of the rotating plate and 太常. */
export const FLYING_DEITIES = [
  '值符',
  '腾蛇',
  '太阴',
  '六合',
  '白虎',
  '太常',
  '玄武',
  '九地',
  '九天',
] as const;

/** The palace `steps` Luo Shu numbers on from `palace`, round 1..9. */
function palaceAfter(palace: Palace, steps: number): Palace {
  return (mod(palace - 1 + steps, 9) + 1) as Palace;
}

/**
 * Builds the flying-plate board for the active pillar (jiazi index 0..59), its stars flown
 * backward in yin dun when `yinReverse`. `starShift` and
 * `doorShift` are the ring steps from the lead palace to where the lead star and door land (the
 * centre counted as 坤 2), so 伏吟 and 反吟 read as on the rotating plate; `leadStarPalace` and
 * `envoyPalace` name 坤 2 when they land in the centre, and `centre` holds the centre's cell.
 */
export function buildFlyingBoard(
  dun: Dun,
  ju: number,
  activePillar: number,
  yinReverse = false,
): Board {
  const { earth, leadStem, leadPalace, activePalace, doorPalace } = leadPositions(
    dun,
    ju,
    activePillar,
  );
  const starMove = activePalace - leadPalace;
  const doorMove = doorPalace - leadPalace;
  const deityDirection = dun === 'yang' ? 1 : -1;
  const backward = yinReverse && dun === 'yin';
  const cellOf = (palace: Palace): BoardPalace => {
    // Forward, the star k after the lead lands k palaces after it; backward, k palaces before.
    const starHome = backward
      ? palaceAfter(leadPalace, activePalace - palace)
      : palaceAfter(palace, -starMove);
    const deityStep = mod((palace - activePalace) * deityDirection, 9);
    return {
      earthStem: earth[palace],
      heavenStem: earth[starHome],
      star: HOME_STARS[starHome],
      door: FLYING_HOME_DOORS[palaceAfter(palace, -doorMove)],
      deity: FLYING_DEITIES[deityStep] as string,
    };
  };
  const palaces = {} as Record<OuterPalace, BoardPalace>;
  for (const palace of RING) palaces[palace] = cellOf(palace);
  return {
    dun,
    ju,
    leadStem,
    leadStar: HOME_STARS[leadPalace],
    envoy: FLYING_HOME_DOORS[leadPalace],
    leadPalace,
    leadStarPalace: host(activePalace),
    envoyPalace: host(doorPalace),
    starShift: ringSteps(leadPalace, activePalace),
    doorShift: ringSteps(leadPalace, doorPalace),
    palaces,
    centreStem: earth[5],
    centre: cellOf(5),
  };
}
