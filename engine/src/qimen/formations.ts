/**
 * Special formations (格局) per palace: heaven-plate stem over earth-plate stem in the same palace
 * (hidden stems included), with the door, deity and palace where a rule needs them.
 * Rules: METAPHYSICS.md section 4, after josephchng1/QMDJ-Calendar `qmdj-formations-registry-v2.md`
 * (张志春《神奇之门》); every rule is listed in docs/engine/qimen.md.
 */
import { DOOR_ELEMENTS, PALACE_ELEMENTS, type OuterPalace } from './palaces';
import type { Board, BoardPalace } from './board';
import { elementControls } from './elements';

export interface Formation {
  readonly zh: string;
  readonly en: string;
  readonly auspicious: boolean;
}

interface PalaceContext {
  readonly palace: OuterPalace;
  readonly heaven: readonly string[];
  readonly earth: readonly string[];
  readonly cell: BoardPalace;
  readonly board: Board;
  /** The hour stem (hour charts only; 甲 stays 甲 here). */
  readonly hourStem: string | undefined;
}

interface Rule extends Formation {
  readonly applies: (context: PalaceContext) => boolean;
}

const LUCKY_DOORS = ['开门', '休门', '生门'];

const over = (heaven: string, earth: string) => (c: PalaceContext) =>
  c.heaven.includes(heaven) && c.earth.includes(earth);
const heavenIn = (stem: string, palaces: readonly OuterPalace[]) => (c: PalaceContext) =>
  c.heaven.includes(stem) && palaces.includes(c.palace);
const door =
  (...doors: string[]) =>
  (c: PalaceContext) =>
    doors.includes(c.cell.door);
const all =
  (...tests: ((c: PalaceContext) => boolean)[]) =>
  (c: PalaceContext) =>
    tests.every((test) => test(c));
const any =
  (...tests: ((c: PalaceContext) => boolean)[]) =>
  (c: PalaceContext) =>
    tests.some((test) => test(c));
const rule = (
  zh: string,
  en: string,
  auspicious: boolean,
  applies: (c: PalaceContext) => boolean,
): Rule => ({ zh, en, auspicious, applies });

/** Door element controls palace element (门迫): 开/惊 in 3 4, 生/死 in 1, 休 in 9, 伤/杜 in 2 8, 景 in 6 7. */
function doorCoerces(c: PalaceContext): boolean {
  const doorElement = DOOR_ELEMENTS[c.cell.door];
  return doorElement !== undefined && elementControls(doorElement, PALACE_ELEMENTS[c.palace]);
}

/** Tomb palaces by stem: 甲2 乙6 丙6 丁8 戊6 己8 庚8 辛4 壬4 癸2. */
const TOMB: Readonly<Record<string, OuterPalace>> = {
  甲: 2,
  乙: 6,
  丙: 6,
  丁: 8,
  戊: 6,
  己: 8,
  庚: 8,
  辛: 4,
  壬: 4,
  癸: 2,
};

export const FORMATION_RULES: readonly Rule[] = [
  rule('青龙返首', 'Green Dragon Returns', true, over('戊', '丙')),
  rule('飞鸟跌穴', 'Bird Falls into Cave', true, over('丙', '戊')),
  rule('天遁', 'Heavenly Dun', true, all(over('丙', '丁'), door('生门'))),
  rule('地遁', 'Earthly Dun', true, all(over('乙', '己'), door('开门'))),
  rule(
    '人遁',
    'Human Dun',
    true,
    (c) => c.heaven.includes('丁') && c.cell.door === '休门' && c.cell.deity === '太阴',
  ),
  rule(
    '神遁',
    'Spirit Dun',
    true,
    (c) => c.heaven.includes('丙') && c.cell.door === '生门' && c.cell.deity === '九天',
  ),
  rule(
    '鬼遁',
    'Ghost Dun',
    true,
    (c) =>
      c.heaven.includes('丁') && ['杜门', '开门'].includes(c.cell.door) && c.cell.deity === '九地',
  ),
  rule('风遁', 'Wind Dun', true, all(heavenIn('乙', [4]), door(...LUCKY_DOORS))),
  rule('云遁', 'Cloud Dun', true, all(over('乙', '辛'), door(...LUCKY_DOORS))),
  rule(
    '龙遁',
    'Dragon Dun',
    true,
    all(
      (c) => c.heaven.includes('乙'),
      door(...LUCKY_DOORS),
      any(
        (c) => c.palace === 1,
        (c) => c.earth.includes('癸'),
      ),
    ),
  ),
  rule(
    '虎遁',
    'Tiger Dun',
    true,
    any(
      all(over('乙', '辛'), door('休门', '生门'), (c) => c.palace === 8),
      all(heavenIn('庚', [7]), door('开门')),
    ),
  ),
  rule(
    '三奇得使',
    'Three Wonders Obtain Envoy',
    true,
    any(
      over('乙', '己'),
      over('乙', '辛'),
      over('丙', '戊'),
      over('丙', '庚'),
      over('丁', '壬'),
      over('丁', '癸'),
    ),
  ),
  rule(
    '玉女守门',
    'Jade Lady Guards the Door',
    true,
    (c) => c.palace === c.board.envoyPalace && c.earth.includes('丁'),
  ),
  rule(
    '三奇升殿',
    'Wonders Ascend the Hall',
    true,
    any(heavenIn('乙', [3]), heavenIn('丙', [9]), heavenIn('丁', [7])),
  ),
  rule(
    '奇游禄位',
    'Wonder at Salary Seat',
    true,
    all(any(heavenIn('乙', [3]), heavenIn('丙', [4]), heavenIn('丁', [9])), door(...LUCKY_DOORS)),
  ),
  rule(
    '奇仪相合',
    'Stems Combine',
    true,
    any(over('乙', '庚'), over('丙', '辛'), over('丁', '壬'), over('戊', '己'), over('戊', '癸')),
  ),
  rule(
    '六仪击刑',
    'Six Instruments Punishment',
    false,
    any(
      heavenIn('戊', [3]),
      heavenIn('己', [2]),
      heavenIn('庚', [8]),
      heavenIn('辛', [9]),
      heavenIn('壬', [4]),
      heavenIn('癸', [4]),
    ),
  ),
  rule(
    '三奇入墓',
    'Wonder Enters Tomb',
    false,
    any(heavenIn('乙', [2]), heavenIn('丙', [6]), heavenIn('丁', [8])),
  ),
  rule(
    '时干入墓',
    'Hour Stem in Tomb',
    false,
    (c) =>
      c.hourStem !== undefined &&
      c.palace === c.board.leadStarPalace &&
      TOMB[c.hourStem] === c.palace,
  ),
  rule('门迫', 'Door Coercion', false, doorCoerces),
  rule('青龙逃走', 'Green Dragon Escapes', false, over('乙', '辛')),
  rule('白虎猖狂', 'White Tiger Rampant', false, over('辛', '乙')),
  rule('朱雀投江', 'Red Phoenix into River', false, over('丁', '癸')),
  rule('螣蛇夭矫', 'Snake Writhes', false, over('癸', '丁')),
  rule('太白入荧', 'Metal into Fire', false, over('庚', '丙')),
  rule('荧入太白', 'Fire into Metal', false, over('丙', '庚')),
  rule('大格', 'Big Obstruction', false, over('庚', '癸')),
  rule('小格', 'Small Obstruction', false, over('庚', '壬')),
  rule('刑格', 'Punishment Obstruction', false, over('庚', '己')),
  rule('战格', 'Battle Obstruction', false, over('庚', '庚')),
  rule('天网四张', 'Heavenly Net', false, over('癸', '癸')),
  rule('伏吟', 'Stem Fu Yin', false, (c) => c.heaven[0] === c.earth[0]),
];

/** Chart-level formations, listed in the palace of the lead star. */
export interface ChartFlags {
  readonly starFuYin: boolean;
  readonly starFanYin: boolean;
  readonly doorFuYin: boolean;
  readonly doorFanYin: boolean;
  /** 五不遇时: the hour stem controls the day stem with the same polarity (hour charts). */
  readonly fiveNonMeeting: boolean;
}

const CHART_FORMATIONS: readonly (Formation & { readonly flag: keyof ChartFlags })[] = [
  { zh: '星伏吟', en: 'Stars Fu Yin', auspicious: false, flag: 'starFuYin' },
  { zh: '星反吟', en: 'Stars Fan Yin', auspicious: false, flag: 'starFanYin' },
  { zh: '门伏吟', en: 'Doors Fu Yin', auspicious: false, flag: 'doorFuYin' },
  { zh: '门反吟', en: 'Doors Fan Yin', auspicious: false, flag: 'doorFanYin' },
  { zh: '五不遇时', en: 'Five Non-Meeting Hour', auspicious: false, flag: 'fiveNonMeeting' },
];

function stripRule({ zh, en, auspicious }: Formation): Formation {
  return { zh, en, auspicious };
}

export function formationsOf(
  board: Board,
  flags: ChartFlags,
  hourStem: string | undefined,
): Readonly<Record<OuterPalace, readonly Formation[]>> {
  const result = {} as Record<OuterPalace, Formation[]>;
  for (const [key, cell] of Object.entries(board.palaces)) {
    const palace = Number(key) as OuterPalace;
    const context: PalaceContext = {
      palace,
      heaven: [cell.heavenStem, ...(cell.heavenStemHidden ? [cell.heavenStemHidden] : [])],
      earth: [cell.earthStem, ...(cell.earthStemHidden ? [cell.earthStemHidden] : [])],
      cell,
      board,
      hourStem,
    };
    const found = FORMATION_RULES.filter((r) => r.applies(context)).map(stripRule);
    if (palace === board.leadStarPalace) {
      found.push(...CHART_FORMATIONS.filter((f) => flags[f.flag]).map(stripRule));
    }
    result[palace] = found;
  }
  return result;
}
