/** The rows mission control reads from the bff's operator calls (docs/operator.md). */

/** GET /api/master/accounts. */
export interface AccountRow {
  readonly id: string;
  readonly name: string;
  readonly plan: string;
  /** 1 Active, 0 Cancelled (spec section 3). */
  readonly active: number;
  readonly date_created: string;
  /** The owner's email. */
  readonly email: string | null;
  readonly user_count: number;
  /** The subscription's status, or 'none'. */
  readonly status: string;
  /** The operator's own account: listed, not counted as a customer (docs/operator.md). */
  readonly operator?: boolean;
  readonly [key: string]: unknown;
}

/** GET /api/master/users. */
export interface UserRow {
  readonly id: string;
  readonly account_id: string;
  readonly name: string;
  readonly email: string;
  readonly permission: 'master' | 'owner' | 'admin' | 'user';
  readonly internal_team: boolean;
  readonly reference_code: string | null;
  readonly enable_support: boolean;
  readonly last_login: string | null;
  readonly date_created: string;
  readonly [key: string]: unknown;
}

export type Rating = 'positive' | 'neutral' | 'negative';

/** GET /api/feedback. */
export interface FeedbackRow {
  readonly id: string;
  readonly rating: Rating;
  readonly comment: string | null;
  readonly date_created: string;
  readonly user_id: string | null;
  readonly name: string | null;
  readonly email: string | null;
  readonly [key: string]: unknown;
}

/** GET /api/feedback/metrics. */
export type FeedbackMetrics = Readonly<Record<Rating | 'total', number>>;

/** GET /api/metrics/accounts. */
export interface AccountMetrics {
  readonly totalAccounts: number;
  readonly activeAccounts: number;
  readonly churnedAccounts: number;
}

/** GET /api/metrics/accounts/growth: the last 12 months, oldest first. */
export interface GrowthPoint {
  readonly month: string;
  readonly newAccounts: number;
  readonly totalAccounts: number;
}

/** POST /api/master/user/impersonate's data: a one-hour session for the user. */
export interface Impersonation {
  readonly token: string;
  readonly user: Readonly<Record<string, unknown>>;
}

export interface MissionControlProps {
  /** Where the host mounts mission control, e.g. '/missioncontrol'. */
  readonly basePath: string;
  /** The host signs in as the impersonated user (it owns the session) and opens their app. */
  readonly onImpersonate?: (impersonation: Impersonation) => void;
}

/** GET /api/master/analytics: page views per day and per route (docs/privacy.md). */
export interface PageViewReport {
  readonly days: readonly {
    readonly day: string;
    readonly signed_in: number;
    readonly signed_out: number;
  }[];
  readonly routes: readonly { readonly route: string; readonly count: number }[];
}

/** GET /api/master/analytics/property: the external property views are sent on to, if any. */
export interface AnalyticsProperty {
  readonly endpoint: string | null;
  readonly domain: string | null;
}
