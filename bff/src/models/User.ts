import { Model } from 'objection';
import type { LuckStartRule, QimenMethod, QimenPlate, YearStart } from '@tongshu/engine';
import type { DayChangeSetting } from '../api';

export const PERMISSIONS = ['user', 'admin', 'owner', 'master'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** A user of an account (spec section 3, "User"). */
export class User extends Model {
  static override tableName = 'users';

  id!: string;
  account_id!: string;
  name!: string;
  email!: string;
  password_hash!: string | null;
  permission!: Permission;
  gender!: number | null;
  birth_date!: string | null;
  birth_time!: string;
  dm!: string | null;
  bz_chart!: string | null;
  reference_code!: string | null;
  enable_support!: boolean | number;
  onboarded!: boolean | number;
  internal_team!: boolean | number;
  ical_id!: string;
  last_login!: string | null;
  last_active!: string | null;
  date_created!: string;
  /** The user's own current zone: "today", hour slots and feeds (issue 21). */
  time_zone!: string;
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
  /** The hour of birth is not known (issue 35): `birth_time` is then ignored. */
  birth_time_unknown!: boolean | number;
  /** ± minutes around `birth_time`, 0 when exact. */
  birth_time_window!: number;
  china_dst!: 'removed' | 'kept';
  /** Raised to end every older session of the user (auth/sessions.ts). */
  session_generation!: number;
}
