/** The subset of lunar-javascript 1.7.7 (MIT, 6tail) that the adapter reads. The package ships no types. */
declare module 'lunar-javascript' {
  export interface JieQi {
    getName(): string;
    getSolar(): Solar;
    isJie(): boolean;
    isQi(): boolean;
  }
  export interface NineStar {
    /** 0 for 一白 .. 8 for 九紫. */
    getIndex(): number;
    getNumber(): string;
    getColor(): string;
    toString(): string;
  }
  export interface LunarTime {
    getGan(): string;
    getZhi(): string;
    getTianShen(): string;
    getTianShenType(): string;
    getTianShenLuck(): string;
    getNaYin(): string;
    getChong(): string;
    getChongGan(): string;
    getSha(): string;
    getYi(): string[];
    getJi(): string[];
  }
  export interface EightChar {
    setSect(sect: number): void;
    getYear(): string;
    getMonth(): string;
    getDay(): string;
    getTime(): string;
  }
  export interface Lunar {
    getEightChar(): EightChar;
    getJieQiTable(): Readonly<Record<string, Solar>>;
    getYear(): number;
    getMonth(): number;
    getDay(): number;
    getYearGan(): string;
    getYearZhi(): string;
    getYearGanByLiChun(): string;
    getYearInGanZhi(): string;
    getYearInGanZhiByLiChun(): string;
    getYearInGanZhiExact(): string;
    getMonthInGanZhiExact(): string;
    getDayInGanZhi(): string;
    getYearZhiByLiChun(): string;
    getMonthGan(): string;
    getMonthZhi(): string;
    getDayGan(): string;
    getDayZhi(): string;
    getDayYi(): string[];
    getDayJi(): string[];
    getZhiXing(): string;
    getDayTianShen(): string;
    getDayTianShenType(): string;
    getDayTianShenLuck(): string;
    getDayJiShen(): string[];
    getDayXiongSha(): string[];
    getXiu(): string;
    getAnimal(): string;
    getXiuLuck(): string;
    getZheng(): string;
    getDayPositionYangGuiDesc(): string;
    getDayPositionYinGuiDesc(): string;
    getDayPositionXiDesc(): string;
    getDayPositionFuDesc(sect?: number): string;
    getDayPositionCaiDesc(): string;
    getYueXiang(): string;
    getDayPositionTai(): string;
    getMonthPositionTai(): string;
    getGong(): string;
    getShou(): string;
    getPengZuGan(): string;
    getPengZuZhi(): string;
    getDayNaYin(): string;
    getDayChong(): string;
    getDayChongGan(): string;
    getDaySha(): string;
    getPrevJieQi(wholeDay?: boolean): JieQi;
    getNextJieQi(wholeDay?: boolean): JieQi;
    getPrevQi(wholeDay?: boolean): JieQi;
    getTimeNineStar(): NineStar;
    /** The year's star; `sect` 1 the lunar year, 2 (default) from 立春, 3 from the exact 立春. */
    getYearNineStar(sect?: number): NineStar;
    getMonthNineStar(sect?: number): NineStar;
    getDayNineStar(): NineStar;
    getTimes(): LunarTime[];
    getSolar(): Solar;
  }
  export interface Solar {
    getYear(): number;
    getMonth(): number;
    getDay(): number;
    getHour(): number;
    getMinute(): number;
    getSecond(): number;
    getWeek(): number;
    toYmd(): string;
    toYmdHms(): string;
    getLunar(): Lunar;
  }
  export const Solar: {
    fromYmd(year: number, month: number, day: number): Solar;
    fromJulianDay(julianDay: number): Solar;
    fromYmdHms(
      year: number,
      month: number,
      day: number,
      hour: number,
      minute: number,
      second: number,
    ): Solar;
  };
  export const ShouXingUtil: {
    /** Moon minus sun longitude in radians; t in Julian centuries from J2000; -1 = full series. */
    msaLon(t: number, moonTerms: number, sunTerms: number): number;
  };
  export interface LunarMonth {
    getYear(): number;
    /** Negative for a leap month. */
    getMonth(): number;
    getDayCount(): number;
    getFirstJulianDay(): number;
  }
  export interface LunarYear {
    getMonths(): LunarMonth[];
  }
  export const LunarYear: {
    fromYear(lunarYear: number): LunarYear;
  };
  /** The library's tables; stems and branches at 1-based positions (index 0 is empty). */
  export const LunarUtil: {
    readonly GAN: readonly string[];
    readonly ZHI: readonly string[];
    readonly JIA_ZI: readonly string[];
    readonly ZHI_XING: readonly string[];
    readonly TIAN_SHEN: readonly string[];
    readonly ZHI_TIAN_SHEN_OFFSET: Readonly<Record<string, number>>;
    readonly TIAN_SHEN_TYPE: Readonly<Record<string, string>>;
    readonly TIAN_SHEN_TYPE_LUCK: Readonly<Record<string, string>>;
    readonly XIU: Readonly<Record<string, string>>;
    readonly XIU_LUCK: Readonly<Record<string, string>>;
    readonly ZHENG: Readonly<Record<string, string>>;
    readonly ANIMAL: Readonly<Record<string, string>>;
    readonly GONG: Readonly<Record<string, string>>;
    readonly SHOU: Readonly<Record<string, string>>;
    readonly POSITION_XI: readonly string[];
    readonly POSITION_YANG_GUI: readonly string[];
    readonly POSITION_YIN_GUI: readonly string[];
    readonly POSITION_FU: readonly string[];
    readonly POSITION_FU_2: readonly string[];
    readonly POSITION_CAI: readonly string[];
    readonly POSITION_DESC: Readonly<Record<string, string>>;
    readonly POSITION_TAI_DAY: readonly string[];
    readonly POSITION_TAI_MONTH: readonly string[];
    readonly YUE_XIANG: readonly string[];
    readonly PENGZU_GAN: readonly string[];
    readonly PENGZU_ZHI: readonly string[];
    readonly NAYIN: Readonly<Record<string, string>>;
    /** 0-based by branch. */
    readonly CHONG: readonly string[];
    /** 0-based by stem. */
    readonly CHONG_GAN: readonly string[];
    readonly SHA: Readonly<Record<string, string>>;
    /** The suit/avoid table: records `DD=MM…:YY…,JJ…` of hex jiazi and YI_JI indices. */
    readonly DAY_YI_JI: string;
    readonly YI_JI: readonly string[];
    /** The hour suit/avoid table: records `DDTT=YY…,JJ…` of hex jiazi and YI_JI indices. */
    readonly TIME_YI_JI: string;
    /** The gods' names; index 0 is 无 (none). */
    readonly SHEN_SHA: readonly string[];
    /** Per month (寅 first): records `;DD…` of a hex day pillar and its gods' SHEN_SHA codes. */
    readonly DAY_SHEN_SHA: readonly string[];
    getDayYi(monthGanZhi: string, dayGanZhi: string): string[];
    getDayJi(monthGanZhi: string, dayGanZhi: string): string[];
    /** `monthZhiIndex`: 子 = 0. */
    getDayJiShen(monthZhiIndex: number, dayGanZhi: string): string[];
    getDayXiongSha(monthZhiIndex: number, dayGanZhi: string): string[];
  };
  export const Lunar: {
    fromYmd(year: number, month: number, day: number): Lunar;
  };
}
