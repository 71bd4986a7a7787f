/**
 * Reasons made once and shared by every day and hour that gives them: a cold year of selection
 * refuses some 320 days and scores the rest, and their reasons were rebuilt with their English on
 * each (issue 46). Each is frozen, as the days are, since many results hold the same object.
 *
 * The per-day code of a selection adds to its lists with `push(...list)` and `forEach` rather than
 * `for...of`: a fresh process runs it unoptimised for most of its first years, where each step of
 * `for...of` makes an object (a tenth of a cold year's garbage, measured).
 */
import type { SelectionReason } from './types';

/** The reason kept in `kept` for `key`, made by `make` when first asked for. */
export function keptReason(
  kept: Map<string, SelectionReason>,
  key: string,
  make: () => SelectionReason,
): SelectionReason {
  let reason = kept.get(key);
  if (!reason) {
    reason = Object.freeze(make());
    kept.set(key, reason);
  }
  return reason;
}

/** The score the reasons give: the sum of their points. */
export function pointsOf(reasons: readonly SelectionReason[]): number {
  return reasons.reduce((sum, reason) => sum + (reason.points ?? 0), 0);
}
