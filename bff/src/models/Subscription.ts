import { Model } from 'objection';

/** What the banners show (spec section 4, "Payment banners"); null when nothing is owed. */
export type PaymentState = 'requires_payment_method' | 'requires_action' | 'canceled';

/**
 * An account's subscription (one row per account). Offline billing leaves the provider ids empty.
 * `status` follows the provider's values: active, trialing, incomplete, past_due, canceled, ...
 */
export class Subscription extends Model {
  static override tableName = 'subscriptions';

  id!: string;
  account_id!: string;
  plan!: string;
  status!: string;
  stripe_customer_id!: string | null;
  /** The provider subscription the account pays through. */
  stripe_subscription_id!: string | null;
  /** A provider subscription (or plan change) waiting for the customer's bank to authorise it. */
  pending_subscription_id!: string | null;
  payment_state!: PaymentState | null;
  /** `created` (unix seconds) of the last provider event applied; older events are stale. */
  event_at!: number | string | null;
  current_period_end!: string | null;
  date_created!: string;
}

/** Statuses that open the app (spec section 4, "Subscription access"). */
export function allowsAccess(status: string | undefined): boolean {
  return status === 'active' || status === 'trialing';
}
