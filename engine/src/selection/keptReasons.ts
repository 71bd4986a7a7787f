/**
 * Reasons made once and shared by every day and hour that gives them: a cold year of selection
 * refuses some 320 days and scores the rest, and their reasons were rebuilt with their English on
 * each (issue 46). Each is frozen, as the days are, since many results hold the same object.
 *
 * The per-day code of a selection adds to its lists with `push(...list)` and counted loops rather
 * than `for...of`, and passes functions of the module rather than closures: a fresh process runs it
 * unoptimised for its first four years (V8 optimises `selectionDay`, `dayRefusals`, `bestHours`
 * in the fifth, traced), where each step of `for...of` makes an object and each closure is made on
 * every call.
 */
import { beltGodEnglish } from './termEnglish';
import type { SelectionReason } from './types';

/**
 * The reason kept in `kept` for `key`, made by `make` from `from` when first asked for. `make` is
 * a function of the module, not a closure: a closure would be made on every call, kept or not.
 */
export function keptReason<From>(
  kept: Map<string, SelectionReason>,
  key: string,
  make: (from: From) => SelectionReason,
  from: From,
): SelectionReason {
  let reason = kept.get(key);
  if (!reason) {
    reason = Object.freeze(make(from));
    kept.set(key, reason);
  }
  return reason;
}

const addPoints = (sum: number, reason: SelectionReason) => sum + (reason.points ?? 0);

/** The score the reasons give: the sum of their points. */
export function pointsOf(reasons: readonly SelectionReason[]): number {
  return reasons.reduce(addPoints, 0);
}

/**
 * A day's or an hour's belt god as a reason: a Yellow Belt (黄道) god is worth 2 points, a Black
 * Belt god costs `blackPoints` (a day's weighs more than an hour's).
 */
export function beltReason(
  god: string,
  type: string,
  unit: 'day' | 'hour',
  blackPoints: number,
): SelectionReason {
  const yellow = type === '黄道';
  return {
    code: 'belt',
    zh: `${god}（${type}）`,
    en: `${yellow ? 'Yellow' : 'Black'} Belt ${unit}: ${beltGodEnglish(god)}`,
    points: yellow ? 2 : blackPoints,
  };
}
