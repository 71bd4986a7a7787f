import { Model } from 'objection';
import type { LuckStartRule, QimenMethod, QimenPlate, YearStart } from '@tongshu/engine';
import type { DayChangeSetting } from '../api';

/** One of a user's people (issue 23): someone besides themselves they select days for. */
export class Person extends Model {
  static override tableName = 'people';

  id!: string;
  user_id!: string;
  name!: string;
  gender!: number;
  birth_date!: string;
  birth_time!: string;
  birth_place!: string | null;
  birth_tz!: string;
  birth_longitude!: number | null;
  solar_time!: boolean | number;
  day_change!: DayChangeSetting;
  luck_start!: LuckStartRule;
  qimen_method!: QimenMethod;
  qimen_plate!: QimenPlate;
  year_start!: YearStart;
  /** The hour of birth is not known (issue 35): `birth_time` is then ignored. */
  birth_time_unknown!: boolean | number;
  /** ± minutes around `birth_time`, 0 when exact. */
  birth_time_window!: number;
  china_dst!: 'removed' | 'kept';
  dm!: string;
  /** The Bazi chart of the birth, as JSON (the engine's `baziChart`). */
  bz_chart!: string;
  date_created!: string;
}
