import { Model } from 'objection';
import type {
  DayStarRule,
  LuckStartRule,
  NobleRhyme,
  QimenMethod,
  QimenPlate,
  ReplacementDegrees,
  ReplacementFive,
  StarFlight,
  StemClash,
  YearStart,
  YinBlade,
} from '@tongshu/engine';
import type { DayChangeSetting } from '../api';

/**
 * The columns a user and each of their people share for where and how a birth is charted (issue
 * 21) and in which school (issues 35, 43 and 45): one declaration for both tables, as their migrations add
 * the same columns to each.
 */
export abstract class BirthSettingsModel extends Model {
  birth_place!: string | null;
  /** The zone the birth time was read on (IANA name or ±HH:MM). */
  birth_tz!: string;
  birth_longitude!: number | null;
  solar_time!: boolean | number;
  day_change!: DayChangeSetting;
  luck_start!: LuckStartRule;
  qimen_method!: QimenMethod;
  qimen_plate!: QimenPlate;
  year_start!: YearStart;
  day_star_rule!: DayStarRule;
  star_flight!: StarFlight;
  replacement_degrees!: ReplacementDegrees;
  replacement_five!: ReplacementFive;
  noble_rhyme!: NobleRhyme;
  stem_clash!: StemClash;
  yin_blade!: YinBlade;
  /** The hour of birth is not known (issue 35): `birth_time` is then ignored. */
  birth_time_unknown!: boolean | number;
  /** ± minutes around `birth_time`, 0 when exact. */
  birth_time_window!: number;
  china_dst!: 'removed' | 'kept';
}
