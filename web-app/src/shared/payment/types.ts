/** The billing answers of the bff (GET /api/account/plans and /api/account/subscription). */
import type { PlanView } from '../lib/plans';

export type BillingMode = 'offline' | 'stripe';

export interface BillingModeFields {
  readonly billing: BillingMode;
  /** The offline notice; null when card billing is on. */
  readonly message: string | null;
  readonly publishable_key: string | null;
}

export interface PlansAnswer extends BillingModeFields {
  readonly plans: readonly PlanView[];
  readonly active: string;
}

export interface SubscriptionAnswer extends BillingModeFields {
  readonly status: string;
  readonly plan: string | null;
  readonly current_period_end: string | null;
  readonly payment_state: string | null;
  readonly status_message: string | null;
}
