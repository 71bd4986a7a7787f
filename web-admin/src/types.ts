/** The rows mission control reads from the bff's operator calls (docs/operator.md). */
import type { MasterAccountRow, MasterUserRow } from '@tongshu/bff/api';

/** GET /api/master/accounts and /users: the bff's API rows, their fields also readable by name. */
export type AccountRow = MasterAccountRow & Readonly<Record<string, unknown>>;
export type UserRow = MasterUserRow & Readonly<Record<string, unknown>>;

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
