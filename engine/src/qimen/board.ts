/**
 * The rotating-plate (转盘) board: earth plate, heaven plate with the nine stars, eight doors and
 * eight deities, for a dun, a ju and the active pillar. Centre palace lodged in 坤 2.
 * Rules and sources: METAPHYSICS.md sections 2.2-2.7 (qimen-rs docs/algorithm-sources.md,
 * qimen-go xuan/qimen.go, 《奇门遁甲统宗》).
 */
import { STEMS, mod } from '../sexagenary/cycle';
import { HOME_DOORS, HOME_STARS, RING, type OuterPalace, type Palace } from './palaces';

export type Dun = 'yang' | 'yin';

/** 戊己庚辛壬癸 hide the six 甲 (六仪), then the three wonders 丁丙乙. */
const EARTH_SEQUENCE = ['戊', '己', '庚', '辛', '壬', '癸', '丁', '丙', '乙'] as const;
/** 甲子戊 甲戌己 甲申庚 甲午辛 甲辰壬 甲寅癸: the 仪 each xun's 甲 hides under. */
const XUN_LEAD_STEMS = ['戊', '己', '庚', '辛', '壬', '癸'] as const;
const DEITIES = ['值符', '腾蛇', '太阴', '六合', '白虎', '玄武', '九地', '九天'] as const;

export interface BoardPalace {
  readonly earthStem: string;
  /** The centre's earth stem, shown in 坤 2 where the centre lodges. */
  readonly earthStemHidden?: string;
  readonly heavenStem: string;
  /** The centre's earth stem carried by 天禽, shown where 天芮 lands. */
  readonly heavenStemHidden?: string;
  readonly star: string;
  readonly door: string;
  readonly deity: string;
}

export interface Board {
  readonly dun: Dun;
  readonly ju: number;
  /** The 仪 the active pillar's xun hides under (旬首). */
  readonly leadStem: string;
  /** 值符: home star of the lead stem's earth palace (天禽 when it is the centre). */
  readonly leadStar: string;
  /** 值使: home door of that palace (死门 for the centre). */
  readonly envoy: string;
  /** Earth palace of the lead stem, 1..9 (may be 5). */
  readonly leadPalace: Palace;
  /** Palace where the lead star lands (where the active stem is on the earth plate). */
  readonly leadStarPalace: OuterPalace;
  readonly envoyPalace: OuterPalace;
  /** Clockwise ring steps the stars and the doors moved (0 = 伏吟, 4 = 反吟). */
  readonly starShift: number;
  readonly doorShift: number;
  readonly palaces: Readonly<Record<OuterPalace, BoardPalace>>;
  /** Earth stem of the centre palace 5. */
  readonly centreStem: string;
  /** The centre palace's own star, door and deity: the flying plate only (flyingBoard.ts). */
  readonly centre?: BoardPalace;
}

/** Where the centre lodges: 坤 2 always. */
export function host(palace: Palace): OuterPalace {
  return palace === 5 ? 2 : palace;
}

function ringIndex(palace: OuterPalace): number {
  return RING.indexOf(palace);
}

function ringAt(index: number): OuterPalace {
  return RING[mod(index, 8)] as OuterPalace;
}

interface Plate {
  readonly stems: Readonly<Record<Palace, string>>;
  /** Each stem's palace (the nine stems are nine different ones). */
  readonly palaces: ReadonlyMap<string, Palace>;
}

/** The 18 plates (two duns, nine ju), made once: every board of a feed starts from one. */
const plates = new Map<string, Plate>();

function plateOf(dun: Dun, ju: number): Plate {
  const key = `${dun}${ju}`;
  let plate = plates.get(key);
  if (!plate) {
    const step = dun === 'yang' ? 1 : -1;
    const stems = {} as Record<Palace, string>;
    const palaces = new Map<string, Palace>();
    EARTH_SEQUENCE.forEach((stem, i) => {
      const palace = (mod(ju - 1 + step * i, 9) + 1) as Palace;
      stems[palace] = stem;
      palaces.set(stem, palace);
    });
    plate = { stems, palaces };
    plates.set(key, plate);
  }
  return plate;
}

/** Earth plate: 戊己庚辛壬癸丁丙乙 from palace `ju`, forward (yang) or backward (yin) through 1..9. */
export function earthPlate(dun: Dun, ju: number): Readonly<Record<Palace, string>> {
  return plateOf(dun, ju).stems;
}

function palaceOfStem(plate: Plate, stem: string): Palace {
  const found = plate.palaces.get(stem);
  if (found === undefined) throw new Error(`stem ${stem} is not on the earth plate`);
  return found;
}

/** Where the active pillar puts the lead stem, its star and its door on a plate. */
export interface LeadPositions {
  readonly earth: Readonly<Record<Palace, string>>;
  readonly leadStem: string;
  /** Earth palace of the lead stem, 1..9. */
  readonly leadPalace: Palace;
  /** Earth palace of the active stem (a 甲 stem hides under the lead stem), 1..9. */
  readonly activePalace: Palace;
  /** The lead door's palace: walk from the lead palace, one palace per stem, 1..9. */
  readonly doorPalace: Palace;
}

/** The lead stem, star and door positions for a dun, a ju and the active pillar (jiazi 0..59). */
export function leadPositions(dun: Dun, ju: number, activePillar: number): LeadPositions {
  if (!Number.isInteger(ju) || ju < 1 || ju > 9) throw new RangeError(`ju must be 1..9: ${ju}`);
  const plate = plateOf(dun, ju);
  const leadStem = XUN_LEAD_STEMS[Math.floor(mod(activePillar, 60) / 10)] as string;
  const leadPalace = palaceOfStem(plate, leadStem);
  const activeStemIndex = mod(activePillar, 10);
  // A 甲 pillar hides under its xun's 仪.
  const activeStem = activeStemIndex === 0 ? leadStem : (STEMS[activeStemIndex] as string);
  const step = dun === 'yang' ? 1 : -1;
  return {
    earth: plate.stems,
    leadStem,
    leadPalace,
    activePalace: palaceOfStem(plate, activeStem),
    doorPalace: (mod(leadPalace - 1 + step * activeStemIndex, 9) + 1) as Palace,
  };
}

/** Clockwise ring steps from `from` to `to`, each lodged in 坤 2 when it is the centre. */
export function ringSteps(from: Palace, to: Palace): number {
  return mod(ringIndex(host(to)) - ringIndex(host(from)), 8);
}

/**
 * Builds the board for the active pillar (jiazi index 0..59: the hour pillar of an hour chart,
 * the day pillar of a day chart ...).
 */
export function buildBoard(dun: Dun, ju: number, activePillar: number): Board {
  const { earth, leadStem, leadPalace, activePalace, doorPalace } = leadPositions(
    dun,
    ju,
    activePillar,
  );
  const leadStarPalace = host(activePalace);
  const starShift = ringSteps(leadPalace, activePalace);
  const envoyPalace = host(doorPalace);
  const doorShift = ringSteps(leadPalace, doorPalace);

  const leadStarRingIndex = ringIndex(leadStarPalace);
  const deityDirection = dun === 'yang' ? 1 : -1;
  const palaces = {} as Record<OuterPalace, BoardPalace>;
  RING.forEach((palace, index) => {
    const starHome = ringAt(index - starShift);
    const doorHome = ringAt(index - doorShift);
    const deityStep = mod((index - leadStarRingIndex) * deityDirection, 8);
    // Fields set one by one in the order of BoardPalace, the optional ones only when present:
    // spreading small objects was a tenth of a cold hour feed (issue 33).
    const cell: { -readonly [K in keyof BoardPalace]: BoardPalace[K] } = {
      earthStem: earth[palace],
    } as BoardPalace;
    if (palace === 2) cell.earthStemHidden = earth[5];
    cell.heavenStem = earth[starHome];
    if (starHome === 2) cell.heavenStemHidden = earth[5];
    cell.star = HOME_STARS[starHome];
    cell.door = HOME_DOORS[doorHome];
    cell.deity = DEITIES[deityStep] as string;
    palaces[palace] = cell;
  });
  return {
    dun,
    ju,
    leadStem,
    leadStar: HOME_STARS[leadPalace],
    envoy: HOME_DOORS[host(leadPalace)],
    leadPalace,
    leadStarPalace,
    envoyPalace,
    starShift,
    doorShift,
    palaces,
    centreStem: earth[5],
  };
}
