/** The shapes of a Qi Men chart: the spec's response (section 3, "QM response"). */
import type { Formation } from './formations';
import type { PalaceKey } from './palaces';
import type { School } from '../schools/school';

export type QimenKind = 'hour' | 'day' | 'month' | 'year';

/**
 * How a chart is drawn. The school fields: `dayChange` (default 23:00), `qimenMethod` (拆补
 * chaibu, default, or 置闰 zhirun: it changes hour charts; the day chart's 甲子 anchoring already
 * places its own leap, so both methods draw the same day chart) and `qimenPlate` (转盘 rotating,
 * default, or 飞盘 flying, stars forward in both duns, or flying-yin-reverse, backward in yin
 * dun: hour charts only, a RangeError otherwise).
 */
export interface QimenOptions extends Partial<
  Pick<School, 'dayChange' | 'qimenMethod' | 'qimenPlate'>
> {
  /** Names of deities 5 and 6: 白虎/玄武 (default) or 勾陈/朱雀 in yang dun (some schools). */
  readonly deityNaming?: 'baihu-xuanwu' | 'gouchen-zhuque';
  /**
   * The zone whose clock `at` is read on (IANA or ±HH:MM; default China's civil time, UTC+8):
   * the ju follows the term in force at the instant, the pillars the clock (docs/engine/time.md).
   */
  readonly zone?: string;
}

/** Door-to-palace element interaction (spec: the icon between palace and door). */
export type DoorInteraction = '门生宫' | '宫生门' | '门克宫' | '宫克门' | '比和';

export interface QimenPalace {
  readonly door: string;
  readonly loushu: number;
  readonly heaven_stem: string;
  readonly heaven_stem_hidden?: string;
  readonly earth_stem: string;
  readonly earth_stem_hidden?: string;
  readonly deity: string;
  readonly star: string;
  readonly trigram: string;
  readonly element: string;
  readonly door_interaction: DoorInteraction;
}

export interface QimenBoardFields {
  readonly gz_year: string;
  readonly gz_month?: string;
  readonly gz_day?: string;
  readonly gz_hour?: string;
  /** The instant the chart is for, `YYYY-MM-DD HH:mm` (UTC+8). */
  readonly date: string;
  readonly envoy: string;
  /** 驿马 branch of the active pillar, and its palace's direction key. */
  readonly horse_star: string;
  readonly horse_palace: PalaceKey;
  readonly lead_star: string;
  readonly lead_stem: string;
  /** 阳遁 or 阴遁, the ju number 1..9 and the 元 (上 中 下). */
  readonly ju_type: string;
  readonly ju_number: number;
  readonly yuan: string;
  /** Void branches of the active pillar's xun, and of the day pillar's (日空, shown on the grid). */
  readonly void: readonly string[];
  readonly day_void?: readonly string[];
  readonly fu_yin_star: boolean;
  readonly fan_yin_star: boolean;
  readonly fu_yin_door: boolean;
  readonly fan_yin_door: boolean;
}

type FlatPalace<K extends PalaceKey> = {
  readonly [F in keyof QimenPalace as `${K}_${F & string}`]: QimenPalace[F];
};

/**
 * The centre palace 5 of a flying-plate (飞盘) hour chart, which has its own star, door (中门 at
 * home) and deity; rotating-plate charts have no `c_*` fields (the centre lodges in 坤 2).
 */
export interface QimenCentreFields {
  readonly c_door: string;
  readonly c_loushu: 5;
  readonly c_heaven_stem: string;
  readonly c_earth_stem: string;
  readonly c_deity: string;
  readonly c_star: string;
  readonly c_element: string;
}

/** One board in the spec's flat shape: chart fields plus `{palace}_{field}` for the eight palaces. */
export type QimenBoard = QimenBoardFields &
  FlatPalace<'n'> &
  FlatPalace<'ne'> &
  FlatPalace<'e'> &
  FlatPalace<'se'> &
  FlatPalace<'s'> &
  FlatPalace<'sw'> &
  FlatPalace<'w'> &
  FlatPalace<'nw'> &
  Partial<QimenCentreFields>;

export interface QimenChart {
  readonly kind: QimenKind;
  readonly qm_day?: QimenBoard;
  readonly qm_month?: QimenBoard;
  readonly qm_year?: QimenBoard;
  readonly special_formation: Readonly<Record<PalaceKey, readonly Formation[]>>;
  /** The options in force, e.g. "day change 23:00 · Qi Men 拆补 ... · rotating plate ...". */
  readonly conventions: string;
}
