/**
 * Boards, and what a chart answer reads off them, built once each. A board depends only on its
 * plate, dun, ju (1..9) and active pillar (0..59): 2 × 9 × 60 = 1,080 boards a plate, which a few
 * years of hour charts all meet. A chart is its pillars (computed per instant) plus one of them,
 * so the board, its palaces in the answer's flat fields and its formations are looked up, not
 * rebuilt: flattening the palaces and testing every formation rule took half of an hour chart's
 * time. Boards are read-only (`Board`), so every chart shares them safely.
 */
import { buildBoard, type Board, type Dun } from './board';
import { elementControls, elementProduces } from './elements';
import { formationsOf, type ChartFlags, type Formation } from './formations';
import { buildFlyingBoard } from './flyingBoard';
import {
  DOOR_ELEMENTS,
  PALACE_ELEMENTS,
  PALACE_KEYS,
  RING,
  TRIGRAMS,
  type OuterPalace,
} from './palaces';
import type {
  DoorInteraction,
  QimenBoard,
  QimenBoardFields,
  QimenCentreFields,
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

/** The eight palaces under `{palace}_{field}` keys, then the flying plate's centre under `c_*`. */
function palaceFields(board: Board, rename: boolean): Readonly<Record<string, unknown>> {
  const flat: Record<string, unknown> = {};
  for (const [palace, keys] of FLAT_KEYS) {
    const cell = palaceOf(board, palace, rename);
    for (const [field, key] of keys) {
      if (cell[field] !== undefined) flat[key] = cell[field];
    }
  }
  const centre = board.centre;
  if (!centre) return flat;
  const fields: QimenCentreFields = {
    c_door: centre.door,
    c_loushu: 5,
    c_heaven_stem: centre.heavenStem,
    c_earth_stem: centre.earthStem,
    c_deity: deityName(centre.deity, rename),
    c_star: centre.star,
    c_element: PALACE_ELEMENTS[5],
  };
  return Object.assign(flat, fields);
}

/** Per board: its palace fields plain [0] and with yang dun's deities renamed [1]. */
const fieldsKept = new WeakMap<Board, (readonly [string, unknown])[][]>();

/** Completes a chart's fields with its board's palaces (and the flying plate's centre). */
export function withPalaces(
  fields: QimenBoardFields,
  board: Board,
  options: QimenOptions,
): QimenBoard {
  const rename = options.deityNaming === 'gouchen-zhuque' && board.dun === 'yang';
  let kept = fieldsKept.get(board);
  if (!kept) fieldsKept.set(board, (kept = []));
  const index = rename ? 1 : 0;
  const palaces = (kept[index] ??= Object.entries(palaceFields(board, rename)));
  const flat = fields as unknown as Record<string, unknown>;
  for (const [key, value] of palaces) flat[key] = value;
  return flat as unknown as QimenBoard;
}

type Formations = Readonly<Record<OuterPalace, readonly Formation[]>>;

/** Per board: its formations by hour stem and 五不遇时 (the flags a board does not fix). */
const formationsKept = new WeakMap<Board, Map<string, Formations>>();

/** `formationsOf` for a chart on `board`, found once per board, hour stem and 五不遇时. */
export function formationsAt(
  board: Board,
  flags: ChartFlags,
  hourStem: string | undefined,
): Formations {
  let kept = formationsKept.get(board);
  if (!kept) formationsKept.set(board, (kept = new Map()));
  const key = `${hourStem ?? ''}${flags.fiveNonMeeting ? '!' : ''}`;
  let found = kept.get(key);
  if (!found) kept.set(key, (found = formationsOf(board, flags, hourStem)));
  return found;
}
