/** The signed-in user as the API returns it (GET /api/user, sign-in and sign-up answers). */
import type { DayChangeSetting } from '@tongshu/data';
import type { SchoolSettings } from '@tongshu/bff/api';

export type Permission = 'user' | 'admin' | 'owner' | 'master';

export interface SessionUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly gender: number | null;
  readonly birth_date: string | null;
  readonly birth_time: string | null;
  readonly dm: string | null;
  readonly account_id: string;
  readonly ical_id: string;
  readonly internal_team: boolean;
  readonly reference_code: string | null;
  readonly permission: Permission;
  readonly onboarded: boolean;
  readonly enable_support: boolean;
  readonly bz_chart: string | null;
  /** Where and how the birth is charted, and the user's own zone (issue 21); older sessions lack them. */
  readonly time_zone?: string;
  readonly birth_place?: string | null;
  readonly birth_tz?: string;
  readonly birth_longitude?: number | null;
  readonly solar_time?: boolean;
  readonly day_change?: DayChangeSetting;
  readonly china_dst?: 'removed' | 'kept';
  /** The user's school (issue 35): the engine's option values; older sessions lack them. */
  readonly luck_start?: 'default' | 'china95' | 'sect1' | 'sect2';
  readonly qimen_method?: 'chaibu' | 'zhirun';
  readonly qimen_plate?: SchoolSettings['qimen_plate'];
  readonly year_start?: 'lichun' | 'lunar-new-year';
  /** The flying stars' school (issue 43): day-star count, grid flight, 替卦 threshold and 5. */
  readonly day_star_rule?: SchoolSettings['day_star_rule'];
  readonly star_flight?: SchoolSettings['star_flight'];
  readonly replacement_degrees?: SchoolSettings['replacement_degrees'];
  readonly replacement_five?: SchoolSettings['replacement_five'];
  /** The Bazi reading's school (issue 45): the 天乙贵人 rhyme, stem clashes, yin stems' 羊刃. */
  readonly noble_rhyme?: SchoolSettings['noble_rhyme'];
  readonly stem_clash?: SchoolSettings['stem_clash'];
  readonly yin_blade?: SchoolSettings['yin_blade'];
  /** True when the birth hour is not known (birth_time is then ignored). */
  readonly birth_time_unknown?: boolean;
  /** ± minutes the birth time may be off (0..720; 0 exact). */
  readonly birth_time_window?: number;
  /** The bearer token every call carries. */
  readonly token: string;
}

export const SESSION_KEY = 'user';
/** The operator's own session, kept while they impersonate a user (docs/web.md). */
export const OPERATOR_KEY = 'operator';

const RANK: Readonly<Record<Permission, number>> = { user: 0, admin: 1, owner: 2, master: 3 };

/** Spec section 6: master acts as anyone, owner as owner/admin/user, admin as admin/user. */
export function canActAs(permission: Permission, required: Permission): boolean {
  return (RANK[permission] ?? -1) >= RANK[required];
}

/** Where a user goes after signing in (spec section 4). */
export function homeFor(user: Pick<SessionUser, 'permission' | 'onboarded'>): string {
  if (user.permission === 'master') return '/missioncontrol/dashboard';
  return user.onboarded ? '/dashboard' : '/welcome';
}

export function readSession(key = SESSION_KEY): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const user = JSON.parse(raw) as SessionUser;
    return typeof user?.token === 'string' && user.token !== '' ? user : null;
  } catch {
    return null;
  }
}

export function writeSession(user: SessionUser, key = SESSION_KEY): void {
  window.localStorage.setItem(key, JSON.stringify(user));
}

/** Spec section 4: sign-out and closing an account clear local storage. */
export function clearSession(): void {
  window.localStorage.clear();
}
