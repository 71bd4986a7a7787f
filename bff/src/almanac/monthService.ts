/**
 * GET /api/tongshu/month/{yyyymm}: the month at a glance (issue 45), the public API's answer
 * (`monthAnswer`) for the signed-in user: the clashes with their year branch, or with one of
 * their people's, in that person's school, as /select reads both.
 */
import {
  AlmanacMonthRequest,
  ContractError,
  monthAnswer,
  parseInput,
  type AlmanacMonthAnswer,
  type MonthPerson,
} from '@tongshu/contract';
import { schoolOfRow, type BirthRow } from '../accounts';
import type { Database } from '../platform/db';
import { HttpError } from '../platform/errors';
import type { User } from '../models/User';
import { ownPerson } from '../people';
import { selectionPeopleOf } from '../select';

export interface MonthInput {
  /** `YYYYMM` or `YYYY-MM`, as the page's path gives it. */
  readonly month: string;
  readonly activity?: string;
  /** One of the user's people; without it the user themselves, when they have a birth. */
  readonly person?: string;
}

/** Whose year branch the clashes are with and whose school applies: the person's, or the user's. */
async function whose(
  db: Database,
  user: User,
  personId: string | undefined,
): Promise<{ row: BirthRow; person?: MonthPerson }> {
  if (personId !== undefined) {
    const row = await ownPerson(db, user, personId);
    const [chosen] = await selectionPeopleOf(db, user, [row.id]);
    return { row, ...(chosen && { person: { id: row.id, ...chosen } }) };
  }
  if (!user.bz_chart) return { row: user };
  const [me] = await selectionPeopleOf(db, user, ['me']);
  return { row: user, ...(me && { person: { id: 'me', ...me } }) };
}

/** The request read as the public API reads it, its 400s the bff's (spec section 8). */
export async function tongshuMonth(
  db: Database,
  user: User,
  input: MonthInput,
): Promise<AlmanacMonthAnswer> {
  try {
    const request = parseInput(AlmanacMonthRequest, input);
    const { row, person } = await whose(db, user, request.person);
    const school = schoolOfRow(row);
    return monthAnswer({
      month: request.month,
      yearStart: school.yearStart,
      dayStarRule: school.dayStarRule,
      ...(request.activity !== undefined && { activity: request.activity }),
      ...(person && { person }),
    });
  } catch (error) {
    if (error instanceof ContractError)
      throw new HttpError(error.status, error.message, error.inputError);
    throw error;
  }
}
