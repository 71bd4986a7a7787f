import { Model } from 'objection';

export const RATINGS = ['positive', 'neutral', 'negative'] as const;
export type Rating = (typeof RATINGS)[number];

/** A rating from the feedback widget (spec section 3); `user_id` is null once the user is gone. */
export class Feedback extends Model {
  static override tableName = 'feedback';

  id!: string;
  user_id!: string | null;
  rating!: Rating;
  comment!: string | null;
  date_created!: string;
}
