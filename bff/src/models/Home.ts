import { Model } from 'objection';

/** A home's period and facing (issue 43): the user's own (`subject` 'me') or a person's. */
export class Home extends Model {
  static override tableName = 'homes';

  id!: string;
  user_id!: string;
  /** `me`, or the person's id (also in `person_id`, so the home goes with the person). */
  subject!: string;
  person_id!: string | null;
  period!: number;
  /** Degrees as given (`187.5`) or a mountain (`午`), as `facingOf` reads it. */
  facing!: string;
  date_created!: string;
}
