import { Model } from 'objection';

/** An account (spec section 3): the owner's plan and the operator's active flag. */
export class Account extends Model {
  static override tableName = 'accounts';

  id!: string;
  name!: string;
  plan!: string;
  active!: number;
  date_created!: string;
}
