/** Date selection as GET /api/select answers it (the engine's `Selection`, docs/engine/selection.md). */
export interface ActivityChoice {
  readonly zh: string;
  readonly en: string;
}

export interface SelectionReason {
  readonly code: string;
  readonly zh: string;
  readonly en: string;
  readonly points?: number;
}

export interface SelectedHour {
  readonly branch: string;
  /** `YYYY-MM-DD HH:mm` on the user's clock: the slot as their almanac page lists it. */
  readonly start: string;
  readonly end: string;
  readonly score: number;
  readonly reasons: readonly SelectionReason[];
}

export interface SelectedDay {
  readonly date: string;
  readonly score: number;
  readonly reasons: readonly SelectionReason[];
  readonly hours: readonly SelectedHour[];
}

export interface RefusedDay {
  readonly date: string;
  readonly reasons: readonly SelectionReason[];
}

/** GET /api/select's data. */
export interface SelectionAnswer {
  readonly activity: ActivityChoice;
  readonly tradition: string;
  readonly zone: string;
  readonly days: readonly SelectedDay[];
  readonly refused: readonly RefusedDay[];
}

/** What GET /api/select and PUT /api/select/keep ask (`people`: `me` and ids of people). */
export interface SelectionQuery {
  readonly activity: string;
  readonly from: string;
  readonly to: string;
  /** `me` and the ids of the user's people. */
  readonly people: readonly string[];
}
