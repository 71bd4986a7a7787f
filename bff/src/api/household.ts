import type { LeapRule, ThirtiethRule, Xiaonian } from '@tongshu/engine';

/** The kinds a household feed can hold (issue 44). */
export type HouseholdKind = 'birthdays' | 'festivals' | 'terms' | 'luck' | 'taiSui';

/** The Tai Sui relations beyond the own (值) and clashing (冲) years: 刑, 害, 破. */
export type TaiSuiExtra = 'punishment' | 'harm' | 'break';

/** The user (`me`) or one of their people, as the household feed takes them. */
export interface HouseholdMemberRecord {
  /** `me`, or the person's id. */
  readonly subject: string;
  readonly name: string;
  readonly included: boolean;
  readonly leap_rule: LeapRule;
  readonly thirtieth_rule: ThirtiethRule;
  /** Without a birth date (the user's own profile) nothing of theirs can be in the feed. */
  readonly has_birth: boolean;
  /** The lunar date of birth in English, e.g. "8th month (leap) 30th", when there is a birth. */
  readonly lunar_birthday: string | null;
  /** Born in a leap month: the leap rule applies to them. */
  readonly leap_birth: boolean;
  /** Born on a 30th: the 30th rule applies to them. */
  readonly thirtieth_birth: boolean;
}

/** One event of the feed as the page previews it, on the user's clock. */
export interface HouseholdPreviewEvent {
  /** YYYY-MM-DD on the user's clock. */
  readonly date: string;
  /** HH:mm on the user's clock for a timed event (a term, a luck pillar's start). */
  readonly time: string | null;
  readonly summary: string;
}

/** A choice of a lunar-birthday rule, as the engine words it (default first). */
export interface HouseholdRuleChoice {
  readonly value: string;
  readonly label: string;
  readonly zh: string;
  readonly meaning: string;
  readonly source: string;
}

/** GET and PATCH /api/household. */
export interface HouseholdAnswer {
  readonly kinds: readonly HouseholdKind[];
  readonly xiaonian: Xiaonian;
  readonly tai_sui: readonly TaiSuiExtra[];
  readonly members: readonly HouseholdMemberRecord[];
  /** The user's clock: the preview's times are on it. */
  readonly zone: string;
  /** The feed's path: /download/ical/household/{ical_id}. */
  readonly path: string;
  /** The next twelve months, from today on the user's clock. */
  readonly preview: readonly HouseholdPreviewEvent[];
  readonly rules: {
    readonly leap: readonly HouseholdRuleChoice[];
    readonly thirtieth: readonly HouseholdRuleChoice[];
  };
}
