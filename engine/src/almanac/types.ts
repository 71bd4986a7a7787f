/**
 * The almanac day as the API serves it: the spec's `ts` object (section 3, "Almanac day
 * response"), values in Chinese as the almanac prints them. English comes from
 * `englishAlmanacDay`.
 */
import type { YearStart } from '../schools/school';
import type { BranchKey } from '../sexagenary/cycle';

/** One two-hour slot, named by its branch; flattened into `ts` as `hour_{branch}_{field}`. */
export interface HourSlot {
  /** Hour pillar stem and branch. */
  readonly gan: string;
  readonly zhi: string;
  /** Clock range in the almanac's zone, e.g. `23:00-00:59` (the 子 slot starts the evening before). */
  readonly time: string;
  /** The hour's flying star (时家紫白), e.g. `一白`. */
  readonly star_actual: string;
  /** Named hour spirits fixed by the day pillar (贵人, 日禄, 日破 ...). */
  readonly star_stars: readonly string[];
  /** `阳贵人` / `阴贵人` when the day's nobleman ascends the Heavenly Gate in this hour, else ''. */
  readonly star_raising_nobleman: string;
  /** The hour's Yellow/Black Belt god, its belt (黄道/黑道) and luck (吉/凶). */
  readonly time_tian_shen: string;
  readonly time_tian_shen_type: string;
  readonly time_tian_shen_luck: string;
  readonly time_na_yin: string;
  /** The clashing pillar's stem and branch (the hour clashes that branch's animal). */
  readonly time_chong_gan: string;
  readonly time_chong: string;
  /** Halting (煞) direction of the hour: 东 南 西 北. */
  readonly time_sha: string;
  readonly time_yi: readonly string[];
  readonly time_ji: readonly string[];
}

type FlatSlot<K extends BranchKey> = {
  readonly [F in keyof HourSlot as `hour_${K}_${F & string}`]: HourSlot[F];
};

export type HourSlotFields = FlatSlot<'zhi'> &
  FlatSlot<'chou'> &
  FlatSlot<'yin'> &
  FlatSlot<'mao'> &
  FlatSlot<'chen'> &
  FlatSlot<'si'> &
  FlatSlot<'wu'> &
  FlatSlot<'wei'> &
  FlatSlot<'shen'> &
  FlatSlot<'you'> &
  FlatSlot<'xu'> &
  FlatSlot<'hai'>;

export interface TsDayFields {
  /** Gregorian day, month, year. */
  readonly day: number;
  readonly month: number;
  readonly year: number;
  /** Weekday number, 0 = Sunday ... 6 = Saturday. */
  readonly day_no: number;
  /** The day's luminary of the seven (七政): 日 月 火 水 木 金 土. */
  readonly qi_zheng: string;
  /** `YYYY-MM-DD`. */
  readonly date: string;
  /**
   * The displayed year pillar: from the exact start of spring (立春), as charts use it, or from
   * the lunar new year under `AlmanacOptions.yearStart: 'lunar-new-year'`.
   */
  readonly year_gan: string;
  readonly year_zhi: string;
  /** Year pillar of the lunar calendar year (from lunar new year), for the lunar date line. */
  readonly lunar_year_gan: string;
  readonly lunar_year_zhi: string;
  /** Month pillar by the solar months (节 days). */
  readonly month_gan: string;
  readonly month_zhi: string;
  readonly day_gan: string;
  readonly day_zhi: string;
  /** Lunar month 1..12, whether it is a leap month, and lunar day 1..30. */
  readonly lmonth: number;
  readonly lmonth_leap: boolean;
  readonly lday: number;
  readonly day_yi: readonly string[];
  readonly day_ji: readonly string[];
  /** Day officer (建除十二值星). */
  readonly zhi_xing: string;
  readonly day_tian_shen: string;
  readonly day_tian_shen_type: string;
  readonly day_tian_shen_luck: string;
  readonly day_ji_shen: readonly string[];
  readonly day_xiong_sha: readonly string[];
  readonly constellation_28_xiu: string;
  readonly constellation_28_xiu_animal: string;
  readonly constellation_28_xiu_luck: string;
  /** The day branch clashes the month branch (月破) / the 立春 year branch (岁破). */
  readonly month_breaker: boolean;
  readonly year_breaker: boolean;
  readonly day_position_yang_gui_desc: string;
  readonly day_position_yin_gui_desc: string;
  readonly day_position_xi_desc: string;
  readonly day_position_fu_desc: string;
  readonly day_position_cai_desc: string;
  readonly nan_yin_wu_xing_sheng_men: string;
  readonly nan_yin_wu_xing_si_men: string;
  readonly nan_yin_wu_xing_wu_gui: string;
  readonly nan_yin_wu_xing_bai_hu: string;
  /** Solar term in force (a term starting on this day counts) and the next one, with instants (UTC+8). */
  readonly jie_qi_current: string;
  readonly jie_qi_current_time: string;
  readonly next_jie_qi: string;
  readonly next_jie_qi_time: string;
  /** Traditional name of the lunar day's moon (月相) and the astronomical phase of the day. */
  readonly yue_xiang: string;
  readonly yue_xiang_phase: string;
  readonly day_position_tai: string;
  readonly month_position_tai: string;
  /** Palace (四宫) and heavenly animal (四象) of the day's lunar mansion. */
  readonly four_gong: string;
  readonly four_shou: string;
  readonly peng_zu_gan: string;
  readonly peng_zu_zhi: string;
  readonly day_na_yin: string;
  /** The pillar the day clashes: stem and branch (the clash animal is the branch's). */
  readonly day_chong_gan: string;
  readonly day_chong: string;
  /** Halting (煞) direction of the day. */
  readonly day_sha: string;
  /** The day pillar's two void (空亡) branches. */
  readonly day_xun_kong: readonly string[];
  /** King Wen number of the day pillar's hexagram (see `@tongshu/data` hexagrams). */
  readonly day_hexagram: number;
}

export type Ts = TsDayFields & HourSlotFields;

export interface AlmanacDay {
  readonly ts: Ts;
}

export interface AlmanacOptions {
  /**
   * School for the Fortune God's direction: 1 or 2 as lunar-javascript numbers them
   * (default 2, the library's own default).
   */
  readonly fuSect?: 1 | 2;
  /**
   * Where the displayed year pillar (`year_gan`, `year_zhi`) begins: 立春 (default) or the lunar
   * new year, as folk calendars print it. `year_breaker` (岁破) keeps the 立春 year: it is a
   * rule of the day's gods, not of the printed year (docs/engine/schools.md).
   */
  readonly yearStart?: YearStart;
}
