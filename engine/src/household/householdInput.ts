/**
 * What a household feed is built from (issue 44): the subscriber's clock and window, the people
 * in it with their births and choices, and the shared kinds (festivals, solar terms).
 */
import type { Birth } from '../bazi/birth';
import type { CivilDate } from '../calendar/civilDate';
import type { ChartOptions } from '../time/birthMoment';
import type { Xiaonian } from './festivals';
import type { LunarBirthdayRules } from './lunarBirthdayOptions';
import type { TaiSuiOptions } from './taiSuiYears';

/**
 * A person's birth: the clock reading and gender the Bazi chart takes (`Birth`) and where and how
 * to read it (`ChartOptions`: `zone`, default Asia/Shanghai; the school's fields, e.g.
 * `luckStart`, `dayChange`, `yearStart`; `longitude`, `solarTime`, `chinaDaylightSaving`).
 */
export type HouseholdBirth = Birth & ChartOptions;

export interface HouseholdMember {
  /** Stable id of the person (the feed's UIDs carry it): never their name, which may change. */
  readonly id: string;
  /** Shown in every event: "Mum Wong". */
  readonly name: string;
  readonly birth: HouseholdBirth;
  /** Which of the person's kinds are in the feed. */
  readonly include: {
    readonly birthdays: boolean;
    readonly luck: boolean;
    readonly taiSui: boolean;
  };
  /** The leap-month and 30th rules of the person's lunar birthday (`LUNAR_BIRTHDAY_OPTIONS`). */
  readonly lunarBirthday?: LunarBirthdayRules;
  /** Which Tai Sui relations beyond 值 and 冲 (刑, 害, 破). */
  readonly taiSui?: TaiSuiOptions;
}

export interface HouseholdInput {
  /** The feed's name (X-WR-CALNAME). */
  readonly name: string;
  /** The subscriber's clock (IANA or ±HH:MM): descriptions give timed events on it. */
  readonly zone: string;
  /**
   * Civil dates, inclusive, on the subscriber's clock: the product's default runs from 1 January
   * of last year to 31 December twenty years ahead (issue 44); at most `MAX_HOUSEHOLD_YEARS`.
   */
  readonly window: { readonly from: CivilDate; readonly to: CivilDate };
  readonly members: readonly HouseholdMember[];
  readonly festivals: boolean;
  readonly terms: boolean;
  /** 小年 on the 23rd (north, default) or the 24th (south) of the 12th month. */
  readonly xiaonian?: Xiaonian;
  /** When the feed is generated, ms since the epoch: every event's DTSTAMP (no clock here). */
  readonly generatedAt: number;
}
