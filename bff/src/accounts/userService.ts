/**
 * The signed-in user's record (GET/PATCH /api/user). A profile save recomputes the day master and
 * the Bazi chart from the birth data with the engine, so they never go stale.
 */
import {
  chartableBirth,
  clockTimeText,
  formatCivilDate,
  MAX_YEAR,
  MIN_YEAR,
  OutOfRangeError,
  type Birth,
  type ChartOptions,
} from '@tongshu/engine';
import { normalDate, normalTime } from '@tongshu/contract';
import type { Knex } from 'knex';
import type { Database } from '../platform/db';
import { badInput, notFound } from '../platform/errors';
import { User, type Permission } from '../models/User';
import {
  birthSettingsOf,
  chartBirthOf,
  chartOptionsOf,
  DEFAULT_BIRTH_SETTINGS,
  schoolSettingsOf,
  zoneField,
} from './birthSettings';
import { newIcalId } from './accountService';
import { audit } from '../platform/auditLog';
import { changeEmail, type Changer, type MailOut } from './emailChange';
import { booleanField, email, requiredText } from '../platform/validation';

/** What GET /api/user returns (spec section 7). */
export function userView(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    gender: user.gender,
    // Rows kept before saves normalised them (19881102, 8:05) are answered in the one form too.
    birth_date: user.birth_date === null ? null : normalDate(user.birth_date),
    birth_time: normalTime(user.birth_time),
    dm: user.dm,
    account_id: user.account_id,
    ical_id: user.ical_id,
    internal_team: Boolean(user.internal_team),
    reference_code: user.reference_code,
    permission: user.permission,
    onboarded: Boolean(user.onboarded),
    enable_support: Boolean(user.enable_support),
    bz_chart: user.bz_chart,
    time_zone: user.time_zone,
    birth_place: user.birth_place,
    birth_tz: user.birth_tz,
    birth_longitude: user.birth_longitude === null ? null : Number(user.birth_longitude),
    solar_time: Boolean(Number(user.solar_time)),
    china_dst: user.china_dst,
    ...schoolSettingsOf({}, user),
  };
}

export async function findUser(db: Database, id: string): Promise<User> {
  const user = await User.query(db.knex).findById(id);
  if (!user) throw notFound('User not found');
  return user;
}

const BIRTH_TIME = 'Please enter your time of birth. 24Hr:Min';

/**
 * `HH:mm` as sent, trimmed (it is stored as given, and read back by a parser that wants it bare);
 * no time is 00:00. Anything but a string is refused: a number or an object is no time.
 */
function birthTimeOf(value: unknown): string {
  if (value === undefined || value === null) return '00:00';
  if (typeof value !== 'string') throw badInput(BIRTH_TIME, 'birth_time');
  return value.trim() || '00:00';
}

/** What a birth the engine cannot chart everywhere is refused with. */
export const BIRTH_OUT_OF_RANGE = `Tongshu charts births from ${MIN_YEAR} to ${MAX_YEAR}: please check the date of birth`;
export const WINDOW_OUT_OF_RANGE = `This window reaches beyond ${MIN_YEAR} to ${MAX_YEAR}, the years Tongshu charts: please choose a narrower one`;

/**
 * The birth's chart, once it is known to chart everywhere the product reads it (its luck pillars,
 * the personal almanac and feeds, each edge of its window): a kept birth that cannot would break
 * every personal answer of its account (issue 42). Refused naming the window when the birth alone
 * would chart.
 */
function chartOfBirth(birth: Birth, options: ChartOptions) {
  try {
    return chartableBirth(birth, options);
  } catch (error) {
    if (!(error instanceof OutOfRangeError)) throw error;
    const { windowMinutes, ...exact } = birth;
    if (windowMinutes === undefined) throw badInput(BIRTH_OUT_OF_RANGE, 'birth_date');
    chartOfBirth(exact, options);
    throw badInput(WINDOW_OUT_OF_RANGE, 'birth_time_window');
  }
}

/**
 * The birth fields of a profile form (a user's, or one of their people's), checked, and the
 * chart they give; settings not sent keep `current`'s.
 */
export function birthPatch(
  body: Record<string, unknown>,
  current: Parameters<typeof birthSettingsOf>[1],
) {
  const gender =
    body.gender === 1 || body.gender === '1'
      ? 1
      : body.gender === 0 || body.gender === '0'
        ? 0
        : undefined;
  if (gender === undefined) throw badInput('Please select an option', 'gender');
  const birthDate = requiredText(body, 'birth_date', 'Please enter your date of birth', 10);
  const birthTime = birthTimeOf(body.birth_time);
  const settings = birthSettingsOf(body, current);
  let birth;
  try {
    birth = chartBirthOf(birthDate, birthTime, gender, settings);
  } catch (error) {
    const message = (error as Error).message;
    const field = /time/.test(message) ? 'birth_time' : 'birth_date';
    throw badInput(field === 'birth_time' ? BIRTH_TIME : 'Please enter your date of birth', field);
  }
  const chart = chartOfBirth(birth, chartOptionsOf(settings));
  return {
    gender,
    // One form stored and answered (YYYY-MM-DD, HH:mm), whichever the form sent (19881102, 8:05).
    birth_date: formatCivilDate(birth.date),
    birth_time: birth.timeUnknown ? birthTime : clockTimeText(birthTime),
    ...settings,
    dm: chart.dm,
    bz_chart: JSON.stringify(chart),
  };
}

/** The fields of the "Your school" card, which saves them without the rest of the profile. */
const SCHOOL_FORM_FIELDS = Object.keys(schoolSettingsOf({}, DEFAULT_BIRTH_SETTINGS));

/**
 * The school card's save (issue 35): its fields over the user's, and the chart of the birth
 * already on the profile read again under them (none without a birth).
 */
function schoolPatch(body: Record<string, unknown>, user: User) {
  if (!user.birth_date || user.gender === null) return schoolSettingsOf(body, user);
  const { gender, birth_date, birth_time } = user;
  // The whole body goes along, so a zone sent with the school is saved, not overwritten.
  return birthPatch({ ...body, gender, birth_date, birth_time }, user);
}

/** A saved record and, when its email changed or waits for confirmation, the sentence to show. */
export interface Saved {
  readonly user: User;
  readonly message?: string;
}

/** What the /help radio's save confirms: the access the support team now has, in words. */
export const SUPPORT_ON = 'Our support team can now access your account';
export const SUPPORT_OFF = 'Our support team can no longer access your account';

function supportMessage(patch: Partial<User>): string | undefined {
  if (patch.enable_support === undefined) return undefined;
  return patch.enable_support ? SUPPORT_ON : SUPPORT_OFF;
}

/**
 * Applies a profile form, the support-access switch, or the onboarded flag (PATCH /api/user) as
 * `changer` (the user, or the operator impersonating them): a new email moves the sign-in as
 * emailChange.ts decides.
 */
export async function updateUser(
  db: Database,
  out: MailOut,
  changer: Changer,
  user: User,
  body: Record<string, unknown>,
): Promise<Saved> {
  const patch: Partial<User> = {};
  if ('enable_support' in body) patch.enable_support = booleanField(body, 'enable_support');
  if ('onboarded' in body) patch.onboarded = booleanField(body, 'onboarded');
  if ('last_active' in body) patch.last_active = new Date().toISOString();
  // The user's own zone alone (the app sets it from the browser; the profile form sends it too).
  if ('time_zone' in body) patch.time_zone = zoneField(body.time_zone, 'time_zone');
  let address: string | undefined;
  if ('name' in body || 'email' in body || 'birth_date' in body) {
    patch.name = requiredText(body, 'name', 'Please enter your name');
    address = email(body);
    Object.assign(patch, birthPatch(body, user));
  } else if (SCHOOL_FORM_FIELDS.some((field) => field in body)) {
    Object.assign(patch, schoolPatch(body, user));
  }
  if (Object.keys(patch).length === 0) throw badInput('Nothing to update');
  // Every field is checked before anything is written; a taken email stops the whole save.
  const message = address && (await changeEmail(db, out, changer, user, address));
  await User.query(db.knex).patch(patch).where({ id: user.id });
  return { user: await findUser(db, user.id), message: message || supportMessage(patch) };
}

/** Replaces the user's ical_id (POST /api/calendars/rotate): old feed links answer 404. */
export async function rotateIcalId(db: Database, user: User): Promise<string> {
  const icalId = newIcalId();
  await User.query(db.knex).patch({ ical_id: icalId }).where({ id: user.id });
  return icalId;
}

/** An edit of someone else; their email moves only through emailChange.ts. */
export interface UserEdit {
  readonly name: string;
  readonly permission: Permission;
  /** Mission control's flags (operators only); absent means unchanged and unaudited. */
  readonly internal_team?: boolean;
  readonly reference_code?: string | null;
}

/** The edited fields as they were, so an audit entry's `before` has exactly the keys of `after`. */
function fieldsBefore(target: User, after: UserEdit): Partial<UserEdit> {
  const current: Required<UserEdit> = {
    name: target.name,
    permission: target.permission,
    internal_team: Boolean(target.internal_team),
    reference_code: target.reference_code,
  };
  const edited = (Object.keys(after) as (keyof UserEdit)[]).filter((k) => after[k] !== undefined);
  return Object.fromEntries(edited.map((key) => [key, current[key]]));
}

/**
 * Saves an admin's or an operator's edit of a user with its `user.update` audit entry (before and
 * after), in one transaction, so role changes read alike in the trail whoever made them.
 */
export async function saveUserEdit(
  db: Database,
  actorId: string,
  target: User,
  after: UserEdit,
): Promise<void> {
  await db.knex.transaction((trx) => writeUserEdit(trx, actorId, target, after));
}

/** `saveUserEdit` inside a transaction the caller holds, for edits that change several users. */
export async function writeUserEdit(
  trx: Knex.Transaction,
  actorId: string,
  target: User,
  after: UserEdit,
): Promise<void> {
  await User.query(trx).patch(after).where({ id: target.id });
  await audit(trx, {
    actorId,
    action: 'user.update',
    targetId: target.id,
    detail: { before: fieldsBefore(target, after), after },
  });
}

/**
 * Deletes `target` and writes `user.delete` to the audit log in the same transaction: the one
 * removal an account admin (DELETE /api/user) and the operator (mission control) both make,
 * each after their own permission checks.
 */
export async function deleteUser(db: Database, actorId: string, target: User): Promise<void> {
  await db.knex.transaction(async (trx) => {
    await User.query(trx).deleteById(target.id);
    await audit(trx, {
      actorId,
      action: 'user.delete',
      targetId: target.id,
      detail: { account_id: target.account_id, email: target.email, permission: target.permission },
    });
  });
}
