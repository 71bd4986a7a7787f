/**
 * Schools (issue 35): a user's and a person's school as their records carry it, the words of every
 * option (`GET /api/schools/options`, for the "Your school" card) and where schools differ
 * (`GET /api/schools/{bazi|day|qimen}`): the engine's types, named once for the web app.
 */
import type {
  DayStarRule,
  LuckStartRule,
  NobleRhyme,
  QimenMethod,
  QimenPlate,
  ReplacementDegrees,
  ReplacementFive,
  SchoolField,
  SchoolOption,
  StarFlight,
  StemClash,
  YearStart,
  YinBlade,
} from '@tongshu/engine';
import type { DayChangeSetting } from '@tongshu/data';

export type {
  School,
  SchoolChoice,
  SchoolDifference,
  SchoolDifferences,
  SchoolField,
  SchoolOption,
  SchoolValue,
} from '@tongshu/engine';

/** GET /api/schools/options: the engine's `SCHOOL_OPTIONS`, one entry a school field. */
export type SchoolOptions = { readonly [F in SchoolField]: SchoolOption<F> };

/** `00:00` is the engine's `midnight` (早子/晚子), `00:00-same-stem` its `midnight-same-stem`. */
export type { DayChangeSetting } from '@tongshu/data';

/** The school and birth-time fields of a user's or a person's record (each default first). */
export interface SchoolSettings {
  readonly day_change: DayChangeSetting;
  readonly luck_start: LuckStartRule;
  readonly qimen_method: QimenMethod;
  readonly qimen_plate: QimenPlate;
  readonly year_start: YearStart;
  /** The flying stars' schools (issue 43): day-star count, grid flight, 替卦 threshold and 5. */
  readonly day_star_rule: DayStarRule;
  readonly star_flight: StarFlight;
  readonly replacement_degrees: ReplacementDegrees;
  readonly replacement_five: ReplacementFive;
  /** The Bazi reading's schools (issue 45): the 天乙贵人 rhyme, stem clashes, yin stems' 羊刃. */
  readonly noble_rhyme: NobleRhyme;
  readonly stem_clash: StemClash;
  readonly yin_blade: YinBlade;
  /** True when the hour of birth is not known: `birth_time` is then ignored. */
  readonly birth_time_unknown: boolean;
  /** ± minutes around `birth_time` (0..720; 0 = exact). */
  readonly birth_time_window: number;
}
