/**
 * Today on the scope's clock: the one place the contract reads the wall clock, for a request that
 * leaves its date out (the Bazi reading's `on`). The scope's `now` stands in for it in tests.
 */
import { dateIn, formatCivilDate, parseZone } from '@tongshu/engine';
import type { Scope } from './endpoint';

/** `YYYY-MM-DD` today on `scope.zone`'s clock (the key owner's, or China's without an account). */
export function todayIn(scope: Pick<Scope, 'zone' | 'now'>): string {
  const now = scope.now ?? Date.now;
  return formatCivilDate(dateIn(parseZone(scope.zone), now()));
}
