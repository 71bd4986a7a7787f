import { BirthSettingsModel } from './BirthSettingsModel';

/** One of a user's people (issue 23): someone besides themselves they select days for. */
export class Person extends BirthSettingsModel {
  static override tableName = 'people';

  id!: string;
  user_id!: string;
  name!: string;
  gender!: number;
  birth_date!: string;
  birth_time!: string;
  dm!: string;
  /** The Bazi chart of the birth, as JSON (the engine's `baziChart`). */
  bz_chart!: string;
  date_created!: string;
}
