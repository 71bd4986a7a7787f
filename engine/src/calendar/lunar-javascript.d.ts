/** The subset of lunar-javascript 1.7.7 (MIT, 6tail) that the adapter reads. The package ships no types. */
declare module 'lunar-javascript' {
  export interface JieQi {
    getName(): string;
    getSolar(): Solar;
    isJie(): boolean;
    isQi(): boolean;
  }
  export interface NineStar {
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
  export const Lunar: {
    fromYmd(year: number, month: number, day: number): Lunar;
  };
}
