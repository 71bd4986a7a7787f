/**
 * Boards, and what a chart answer reads off them, built once each. A board depends only on its
 * plate, dun, ju (1..9) and active pillar (0..59): 2 × 9 × 60 = 1,080 boards a plate, which a few
 * years of hour charts all meet. A chart is its pillars (computed per instant) plus one of them,
 * so the board, its whole answer but the chart's own fields, and its formations are looked up,
 * not rebuilt: flattening the palaces and testing every formation rule took half of an hour
 * chart's time, and setting the answer's ~110 fields one by one half of what was left
 * (docs/performance.md, "Qi Men hour charts"). A chart gets its own copy of the kept answer; the
 * boards and formations it shares are read-only (`Board`, `special_formation`).
 */
import { BRANCHES, STEMS, mod } from '../sexagenary/cycle';
import { buildBoard, type Board, type Dun } from './board';
import { elementControls, elementProduces } from './elements';
import { formationsOf, type ChartFlags, type Formation } from './formations';
import { buildFlyingBoard } from './flyingBoard';
import {
  BRANCH_PALACE,
  DOOR_ELEMENTS,
  PALACE_ELEMENTS,
  PALACE_KEYS,
  RING,
  TRIGRAMS,
  type OuterPalace,
  type PalaceKey,
} from './palaces';
import type {
  DoorInteraction,
  QimenBoard,
  QimenBoardFields,
  QimenCentreFields,
  QimenKind,
  QimenOptions,
  QimenPalace,
} from './chartTypes';

type Plate = NonNullable<QimenOptions['qimenPlate']>;

const PLATES: readonly Plate[] = ['rotating', 'flying', 'flying-yin-reverse'];
const boards = new Map<number, Board>();

/** The board of `plate` for a dun, ju and active pillar (jiazi index 0..59). */
export function boardOf(plate: Plate, dun: Dun, ju: number, active: number): Board {
  const key = ((PLATES.indexOf(plate) * 2 + (dun === 'yang' ? 0 : 1)) * 10 + ju) * 60 + active;
  let board = boards.get(key);
  if (!board) {
    board =
      plate === 'rotating'
        ? buildBoard(dun, ju, active)
        : buildFlyingBoard(dun, ju, active, plate === 'flying-yin-reverse');
    boards.set(key, board);
  }
  return board;
}

function doorInteraction(door: string, palaceElement: string): DoorInteraction {
  const doorElement = DOOR_ELEMENTS[door] as string;
  if (doorElement === palaceElement) return '比和';
  if (elementProduces(doorElement, palaceElement)) return '门生宫';
  if (elementProduces(palaceElement, doorElement)) return '宫生门';
  if (elementControls(doorElement, palaceElement)) return '门克宫';
  return '宫克门';
}

const YANG_DEITY_RENAMES: Readonly<Record<string, string>> = { 白虎: '勾陈', 玄武: '朱雀' };

/** A deity's name in the chosen naming: 勾陈 and 朱雀 for 白虎 and 玄武 in yang dun. */
const deityName = (deity: string, rename: boolean): string =>
  rename ? (YANG_DEITY_RENAMES[deity] ?? deity) : deity;

function palaceOf(board: Board, palace: OuterPalace, rename: boolean): QimenPalace {
  const cell = board.palaces[palace];
  return {
    door: cell.door,
    loushu: palace,
    heaven_stem: cell.heavenStem,
    ...(cell.heavenStemHidden ? { heaven_stem_hidden: cell.heavenStemHidden } : {}),
    earth_stem: cell.earthStem,
    ...(cell.earthStemHidden ? { earth_stem_hidden: cell.earthStemHidden } : {}),
    deity: deityName(cell.deity, rename),
    star: cell.star,
    trigram: TRIGRAMS[palace],
    element: PALACE_ELEMENTS[palace],
    door_interaction: doorInteraction(cell.door, PALACE_ELEMENTS[palace]),
  };
}

const PALACE_FIELDS = [
  'door',
  'loushu',
  'heaven_stem',
  'heaven_stem_hidden',
  'earth_stem',
  'earth_stem_hidden',
  'deity',
  'star',
  'trigram',
  'element',
  'door_interaction',
] as const satisfies readonly (keyof QimenPalace)[];

/** `{palace}_{field}` names, computed once: building them per chart dominated its cost. */
const FLAT_KEYS = RING.map(
  (palace) =>
    [
      palace,
      PALACE_FIELDS.map((field) => [field, `${PALACE_KEYS[palace]}_${field}`] as const),
    ] as const,
);

/**
 * The eight palaces as `[{palace}_{field}, value]` pairs, then the flying plate's centre under
 * `c_*`: pairs, as an object of ~90 fields built key by key sits in V8's slow dictionary mode.
 */
export function palaceEntries(board: Board, rename: boolean): [string, unknown][] {
  const entries: [string, unknown][] = [];
  for (const [palace, keys] of FLAT_KEYS) {
    const cell = palaceOf(board, palace, rename);
    for (const [field, key] of keys) {
      if (cell[field] !== undefined) entries.push([key, cell[field]]);
    }
  }
  const centre = board.centre;
  if (!centre) return entries;
  const fields: QimenCentreFields = {
    c_door: centre.door,
    c_loushu: 5,
    c_heaven_stem: centre.heavenStem,
    c_earth_stem: centre.earthStem,
    c_deity: deityName(centre.deity, rename),
    c_star: centre.star,
    c_element: PALACE_ELEMENTS[5],
  };
  return entries.concat(Object.entries(fields));
}

/** 申子辰 -> 寅, 寅午戌 -> 申, 亥卯未 -> 巳, 巳酉丑 -> 亥. */
function horseBranch(branch: number): number {
  return [2, 11, 8, 5][mod(branch, 4)] as number;
}

/**
 * A chart's answer for `board` with what the board fixes filled in (lead, envoy, horse, ju, 伏吟
 * and 反吟, the palaces) and blanks where each chart writes its own (pillars, date, 元, voids),
 * every field already in the answer's order.
 */
function answerOf(kind: QimenKind, board: Board, active: number, rename: boolean): QimenBoard {
  const horse = horseBranch(mod(active, 12));
  const fields: QimenBoardFields = {
    gz_year: '',
    ...(kind !== 'year' ? { gz_month: '' } : {}),
    ...(kind === 'hour' || kind === 'day' ? { gz_day: '' } : {}),
    ...(kind === 'hour' ? { gz_hour: '' } : {}),
    date: '',
    envoy: board.envoy,
    horse_star: BRANCHES[horse] as string,
    horse_palace: PALACE_KEYS[BRANCH_PALACE[horse] as OuterPalace],
    lead_star: board.leadStar,
    lead_stem: board.leadStem,
    ju_type: board.dun === 'yang' ? '阳遁' : '阴遁',
    ju_number: board.ju,
    yuan: '',
    void: [],
    ...(kind === 'hour' ? { day_void: [] } : {}),
    fu_yin_star: board.starShift === 0,
    fan_yin_star: board.starShift === 4,
    fu_yin_door: board.doorShift === 0,
    fan_yin_door: board.doorShift === 4,
  };
  // Made from pairs at once: built key by key, ~110 fields would leave it in V8's slow dictionary
  // mode, and every chart's copy of it would be one too.
  const entries = Object.entries(fields).concat(palaceEntries(board, rename));
  return Object.fromEntries(entries) as unknown as QimenBoard;
}

/**
 * Copiers of answers, one spread each: V8 copies an object in a few instructions at a spread
 * that has met at most four shapes (hidden classes) and field by field past that (ten times
 * slower). An answer's shape is its kind's and the palace that shows 天禽's hidden stem (one of
 * eight), or the flying plate's (no hidden stem, a centre): so one copier per such palace, and one
 * for the flying plate, each meets at most four shapes (one per kind).
 */
const COPIERS: readonly ((answer: QimenBoard) => QimenBoard)[] = [
  (answer) => ({ ...answer }),
  (answer) => ({ ...answer }),
  (answer) => ({ ...answer }),
  (answer) => ({ ...answer }),
  (answer) => ({ ...answer }),
  (answer) => ({ ...answer }),
  (answer) => ({ ...answer }),
  (answer) => ({ ...answer }),
  (answer) => ({ ...answer }),
];

interface KeptAnswer {
  readonly answer: QimenBoard;
  readonly copy: (answer: QimenBoard) => QimenBoard;
}

function keptAnswer(kind: QimenKind, board: Board, active: number, rename: boolean): KeptAnswer {
  const hidden = RING.findIndex((palace) => board.palaces[palace].heavenStemHidden !== undefined);
  const copy = COPIERS[hidden === -1 ? RING.length : hidden] as KeptAnswer['copy'];
  return { answer: answerOf(kind, board, active, rename), copy };
}

/** Per board: its answers by kind and deity naming, each made on first use. */
const answersKept = new WeakMap<Board, KeptAnswer[]>();
const KINDS: readonly QimenKind[] = ['hour', 'day', 'month', 'year'];

/**
 * A new copy of the answer of a chart on `board` (drawn for the active pillar `active`), for the
 * chart to write its own fields into. The answer is kept per board, kind and naming, so a chart
 * copies ~110 fields at once; the 1,080 boards of a plate fill it on first use (nothing at import).
 */
export function boardAnswer(
  kind: QimenKind,
  board: Board,
  active: number,
  options: QimenOptions,
): QimenBoard {
  const rename = options.deityNaming === 'gouchen-zhuque' && board.dun === 'yang';
  let kept = answersKept.get(board);
  if (!kept) answersKept.set(board, (kept = []));
  const slot = KINDS.indexOf(kind) * 2 + (rename ? 1 : 0);
  const { answer, copy } = (kept[slot] ??= keptAnswer(kind, board, active, rename));
  return copy(answer);
}

type Formations = Readonly<Record<PalaceKey, readonly Formation[]>>;

/** Per board: its formations by palace key, by hour stem (10 for none) and 五不遇时. */
const formationsKept = new WeakMap<Board, Formations[]>();

/**
 * `formationsOf` for a chart on `board` under its palace keys (the answer's `special_formation`),
 * found once per board, hour stem (index 0..9, none for other kinds) and 五不遇时: the other flags
 * (伏吟, 反吟) are the board's.
 */
export function formationsAt(
  board: Board,
  hourStem: number | undefined,
  fiveNonMeeting: boolean,
): Formations {
  let kept = formationsKept.get(board);
  if (!kept) formationsKept.set(board, (kept = []));
  const slot = (hourStem ?? 10) * 2 + (fiveNonMeeting ? 1 : 0);
  let found = kept[slot];
  if (!found) {
    const flags: ChartFlags = {
      starFuYin: board.starShift === 0,
      starFanYin: board.starShift === 4,
      doorFuYin: board.doorShift === 0,
      doorFanYin: board.doorShift === 4,
      fiveNonMeeting,
    };
    const byPalace = formationsOf(
      board,
      flags,
      hourStem === undefined ? undefined : STEMS[hourStem],
    );
    const named = {} as Record<PalaceKey, readonly Formation[]>;
    for (const palace of RING) named[PALACE_KEYS[palace]] = byPalace[palace];
    kept[slot] = found = named;
  }
  return found;
}
