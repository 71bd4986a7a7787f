/**
 * Date selection as GET /api/select answers it: the engine's `Selection` as is
 * (docs/engine/selection.md), so its types are the engine's, imported as types only.
 */
import type { ActivityMatch, Selection } from '@tongshu/engine';

export type { RefusedDay, SelectedDay, SelectedHour, SelectionReason } from '@tongshu/engine';

/** An activity the picker offers (GET /api/select/activities), and the selection's activity. */
export type ActivityChoice = Selection['activity'];

/** GET /api/select/activities?q=: the activities the words find. */
export type ActivityMatchAnswer = ActivityMatch;

/** GET /api/select's data. */
export type SelectionAnswer = Selection;

/** What GET /api/select and PUT /api/select/keep ask (`people`: `me` and ids of people). */
export interface SelectionQuery {
  readonly activity: string;
  readonly from: string;
  readonly to: string;
  /** `me` and the ids of the user's people. */
  readonly people: readonly string[];
  /** Keep the weak days too (scoring below zero), marked weak; a kept calendar never has them. */
  readonly weak?: boolean;
  /** Filters (issue 45), as GET /api/select reads them: `sat,sun`, `09:00-18:00`, 不将 days. */
  readonly weekdays?: string;
  readonly hours?: string;
  readonly bujiang?: boolean;
}
