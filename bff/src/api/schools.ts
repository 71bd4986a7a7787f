/**
 * A user's and a person's school (issue 35) as the profile and person records carry it: the
 * engine's types, named once for the web app.
 */
import type { LuckStartRule, QimenMethod, QimenPlate, YearStart } from '@tongshu/engine';

/** `00:00` is the engine's `midnight` (早子/晚子), `00:00-same-stem` its `midnight-same-stem`. */
export type DayChangeSetting = '23:00' | '00:00' | '00:00-same-stem';

/** The school and birth-time fields of a user's or a person's record (each default first). */
export interface SchoolSettings {
  readonly day_change: DayChangeSetting;
  readonly luck_start: LuckStartRule;
  readonly qimen_method: QimenMethod;
  readonly qimen_plate: QimenPlate;
  readonly year_start: YearStart;
  /** True when the hour of birth is not known: `birth_time` is then ignored. */
  readonly birth_time_unknown: boolean;
  /** ± minutes around `birth_time` (0..720; 0 = exact). */
  readonly birth_time_window: number;
}
