/**
 * A person's Bazi chart read on a date (issue 45), for the pages: `me` or one of the user's own
 * people (anyone else's is 404, as on the people routes), read in their school on the user's clock
 * by the contract's own answer, so the pages show what `/api/v1/bazi` answers.
 */
import { formatCivilDate } from '@tongshu/engine';
import { readingAnswer, todayIn, type BaziReadingAnswer } from '@tongshu/contract';
import type { Database } from '../platform/db';
import type { User } from '../models/User';
import { accountScope, asHttpErrors } from '../publicApi';
import { dateParam } from '../almanac';

/** `on` as given (a 400 on `on` when it is no date), or today on `zone`'s clock. */
export function readingDate(on: unknown, zone: string): string {
  if (on === undefined || on === '') return todayIn({ zone });
  return formatCivilDate(dateParam(typeof on === 'string' ? on : '', 'on'));
}

/**
 * The reading of `id` (`me` for the user) on `on` at 12:00 on the user's clock.
 * @throws HttpError 404 for a person not the user's, 400 on `person` for `me` without a birth, 400
 * on `on` for a date that is none.
 */
export async function personReading(
  db: Database,
  user: User,
  id: string,
  on: unknown,
): Promise<BaziReadingAnswer> {
  const scope = accountScope(db, user);
  const date = readingDate(on, scope.zone);
  const subject = await scope.subjectOf(id);
  return asHttpErrors(async () => readingAnswer(subject, date, scope.zone));
}
