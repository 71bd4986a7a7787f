import { Model } from 'objection';

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
  day_change!: '23:00' | '00:00';
  china_dst!: 'removed' | 'kept';
  dm!: string;
  /** The Bazi chart of the birth, as JSON (the engine's `baziChart`). */
  bz_chart!: string;
  date_created!: string;
}
