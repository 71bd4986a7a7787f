import { BirthSettingsModel } from './BirthSettingsModel';

export const PERMISSIONS = ['user', 'admin', 'owner', 'master'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** A user of an account (spec section 3, "User"). */
export class User extends BirthSettingsModel {
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
  /** Raised to end every older session of the user (auth/sessions.ts). */
  session_generation!: number;
}
