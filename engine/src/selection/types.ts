/** Date selection (择日): what `selectDays` takes and answers. Plain data, Chinese terms as the almanac prints them. */
import type { HourSlot, Ts } from '../almanac/types';

/** The facts of a day that the selection rules read: a part of the almanac's `ts`. */
export type SelectionDayFacts = Pick<
  Ts,
  | 'date'
  | 'year'
  | 'month'
  | 'day'
  | 'lmonth'
  | 'lday'
  | 'month_zhi'
  | 'day_gan'
  | 'day_zhi'
  | 'day_yi'
  | 'day_ji'
  | 'zhi_xing'
  | 'day_tian_shen'
  | 'day_tian_shen_type'
  | 'day_ji_shen'
  | 'day_xiong_sha'
  | 'constellation_28_xiu'
  | 'constellation_28_xiu_luck'
  | 'month_breaker'
  | 'year_breaker'
  | 'next_jie_qi'
  | 'next_jie_qi_time'
>;

/** The facts of an hour slot that the best-hours rule reads. */
export type SelectionSlot = Pick<
  HourSlot,
  'zhi' | 'time' | 'time_yi' | 'time_ji' | 'time_tian_shen' | 'time_tian_shen_type'
>;

/** A day as date selection reads it: its facts and its twelve slots, 子 first. */
export interface SelectionDay extends SelectionDayFacts {
  readonly slots: readonly SelectionSlot[];
}

/** A person the chosen days must suit: the branches of their Bazi year and day pillars. */
export interface SelectionPerson {
  readonly name: string;
  /** Branch of the year pillar (by 立春), e.g. `午`. */
  readonly yearBranch: string;
  /** Branch of the day pillar, e.g. `子`. */
  readonly dayBranch: string;
}

export interface SelectionRequest {
  /** One of the almanac's suit/avoid activities, in Chinese (`嫁娶`): see `findActivities`. */
  readonly activity: string;
  /** First and last day, `YYYY-MM-DD`, inclusive; at most 366 days. */
  readonly from: string;
  readonly to: string;
  readonly people?: readonly SelectionPerson[];
  /**
   * IANA zone or ±HH:MM of the subscriber's clock (default Asia/Shanghai): the best hours are its
   * two-hour slots, and a feed's timed events the instants they start on it.
   */
  readonly zone?: string;
  /** How many best hours to give per kept day (default 3). */
  readonly hoursPerDay?: number;
  /**
   * Keep the weak days too (default false): those that pass every refusal but score below zero,
   * more against them than for them (a Black Belt day, an unfavourable officer), which a
   * practitioner would not offer. Kept, they are marked `weak`; by default they are refused.
   */
  readonly weak?: boolean;
  /**
   * The weekdays a kept day may fall on, the weekday of its date: comma-separated names
   * (`sat,sun`, or `saturday`); absent or empty, every weekday. Others are refused (`weekday`).
   */
  readonly weekdays?: string;
  /**
   * A window of the request's clock, `HH:mm-HH:mm` (`09:00-18:00`; over midnight when it ends
   * before it starts): the best hours are those wholly inside it, and a day left with none is
   * refused (`hours`). Absent or empty, the whole day.
   */
  readonly hours?: string;
  /**
   * Keep only 不将 days (阴阳不将, the wedding days of 《协纪辨方书》); for the wedding (嫁娶) only.
   * Others are refused (`not-bujiang`); a kept day says it is one (`bujiang`).
   */
  readonly bujiang?: boolean;
}

/**
 * Why a day or hour was kept (with its points) or refused (points absent, but on a day refused as
 * weak, whose scoring reasons keep theirs).
 */
export interface SelectionReason {
  /** Stable identifier: `officer`, `belt`, `star`, `harmony`, `not-suitable`, `clash` ... */
  readonly code: string;
  readonly zh: string;
  readonly en: string;
  readonly points?: number;
  /** Where the rule is printed, for a rule the request asked for by name (不将). */
  readonly source?: string;
}

export interface SelectedHour {
  /** The hour's branch, e.g. `巳`. */
  readonly branch: string;
  /**
   * Start and end on the request's clock, `YYYY-MM-DD HH:mm` (the end is the slot's last minute):
   * the slot as the almanac page of the date lists it on any clock, 子 from 23:00 the evening
   * before.
   */
  readonly start: string;
  readonly end: string;
  readonly score: number;
  readonly reasons: readonly SelectionReason[];
}

export interface SelectedDay {
  readonly date: string;
  /** Sum of the reasons' points: higher is better. */
  readonly score: number;
  /** Scored below zero: kept only when the request asks for weak days (`weak: true`). */
  readonly weak: boolean;
  readonly reasons: readonly SelectionReason[];
  /** The day's best hours for the activity, in time order (`bestHourOf` picks the best). */
  readonly hours: readonly SelectedHour[];
}

export interface RefusedDay {
  readonly date: string;
  readonly reasons: readonly SelectionReason[];
}

export interface Selection {
  readonly activity: { readonly zh: string; readonly en: string };
  /** Whose suit/avoid lists the verdicts rest on. */
  readonly tradition: string;
  readonly zone: string;
  /** Kept days, best first (ties by date). */
  readonly days: readonly SelectedDay[];
  /** Refused days, in date order, each with every reason that refused it. */
  readonly refused: readonly RefusedDay[];
}
