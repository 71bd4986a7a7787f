/**
 * The day's NaYin five-element direction doors (`nan_yin_wu_xing_*`); each depends only on the day
 * pillar (jiazi index 0..59). Rules, sources and confidence: docs/research/nayin-doors.md.
 *
 * - Life door (生门): one direction per three consecutive pillars in the order below; confirmed by
 *   two independent tables (Y-rz127/xianzhi-agent `huangli_calc.py`, `HuangLiHelper` in C#).
 * - Death door (死门): always opposite the life door.
 * - Five Ghosts (五鬼): by the day stem's 五合 pair, from 《董公选要览》 (1929 transcription in
 *   tattooothep/decode-bazi) and confirmed by seishi-app `dailyDirections.ts`.
 * - White Tiger (白虎): our rule, no published daily table found: the direction of the day's
 *   白虎 (White Tiger) belt hour, which the almanac prints in its hour list.
 */
import { mod } from '../sexagenary/cycle';

const LIFE_DOOR = ['东北', '正西', '东南', '正南', '正北', '西北', '正东', '西南'] as const;
const DEATH_DOOR = ['西南', '正东', '西北', '正北', '正南', '东南', '正西', '东北'] as const;
/** 甲己 东南, 乙庚 东北, 丙辛 正北, 丁壬 西北, 戊癸 西南. */
const FIVE_GHOSTS = ['东南', '东北', '正北', '西北', '西南'] as const;
/** 子午 days 寅, 丑未 辰, 寅申 午, 卯酉 申, 辰戌 戌, 巳亥 子: the 白虎 hour's branch direction. */
const WHITE_TIGER = ['东北', '东南', '正南', '西南', '西北', '正北'] as const;

export interface NayinDoors {
  readonly life: string;
  readonly death: string;
  readonly fiveGhosts: string;
  readonly whiteTiger: string;
}

export function nayinDoors(dayPillar: number): NayinDoors {
  const triad = mod(Math.floor(dayPillar / 3), 8);
  return {
    life: LIFE_DOOR[triad] as string,
    death: DEATH_DOOR[triad] as string,
    fiveGhosts: FIVE_GHOSTS[mod(dayPillar, 5)] as string,
    whiteTiger: WHITE_TIGER[mod(dayPillar, 6)] as string,
  };
}
