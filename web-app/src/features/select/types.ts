/** Date selection as GET /api/select answers it (the engine's `Selection`, docs/engine/selection.md). */
export interface ActivityChoice {
  readonly zh: string;
  readonly en: string;
}

export interface SelectionReasonData {
  readonly code: string;
  readonly zh: string;
  readonly en: string;
  readonly points?: number;
}

export interface SelectedHourData {
  readonly branch: string;
  /** `YYYY-MM-DD HH:mm` on the user's clock: the slot as their almanac page lists it. */
  readonly start: string;
  readonly end: string;
  readonly score: number;
  readonly reasons: readonly SelectionReasonData[];
}

export interface SelectedDayData {
  readonly date: string;
  readonly score: number;
  readonly reasons: readonly SelectionReasonData[];
  readonly hours: readonly SelectedHourData[];
}

export interface RefusedDayData {
  readonly date: string;
  readonly reasons: readonly SelectionReasonData[];
}

export interface SelectionData {
  readonly activity: ActivityChoice;
  readonly tradition: string;
  readonly zone: string;
  readonly days: readonly SelectedDayData[];
  readonly refused: readonly RefusedDayData[];
}

/** What the form asks for. */
export interface SelectionQuery {
  readonly activity: string;
  readonly from: string;
  readonly to: string;
  /** `me` and the ids of the user's people. */
  readonly people: readonly string[];
}
