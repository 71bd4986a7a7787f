/**
 * The almanac day, the three victory days and the Qi Men charts for a signed-in user (spec
 * section 7). Every answer is the engine's (Chinese values, the spec's field names) with `en`,
 * the same data in English, so the app needs no glossary of its own.
 */
import {
  almanacDay,
  dayStars,
  schoolStamp,
  DEFAULT_ZONE,
  englishAlmanacDay,
  englishQimenChart,
  formatCivilDate,
  natalBirthOf,
  OutOfRangeError,
  personalAlmanacDay,
  qimenChart,
  qimenHourSlot,
  type AlmanacOptions,
  type CivilDate,
  type CivilDateTime,
  type Gender,
  type QimenKind,
  type School,
} from '@tongshu/engine';
import { birthKey, birthOf, chartOptionsOf, schoolOfRow, type BirthRow } from '../accounts';
import type { QimenSwitches } from './chartInput';
import { forbidden } from '../platform/errors';
import { encodeBody, type EncodedBody } from '../platform/http/encodedBody';
import type { User } from '../models/User';
import type { LruCache } from '../platform/cache/lruCache';
import { victoryInWorker } from '../select';

/** Plan tiers (spec section 6): Simple adds the simplified items, Pro the professional ones. */
const TIER_FIELDS = [
  { field: 'sim', tier: 2 },
  { field: 'pro', tier: 3 },
  { field: 'prohour', tier: 3 },
] as const;

/**
 * The day personal to the stored birth, or the plain day without one, or for a birth the engine
 * cannot chart (a row kept before saves checked it, issue 42): one bad row must not break every
 * day of its account.
 */
function dayOf(user: BirthRow | null, date: CivilDate, options: AlmanacOptions) {
  try {
    const birth = user && birthOf(user);
    if (birth) return { day: personalAlmanacDay(date, birth, options), personal: true };
  } catch (error) {
    if (!(error instanceof OutOfRangeError)) throw error;
  }
  return { day: almanacDay(date, options), personal: false };
}

/**
 * GET /api/tongshu/get/{date}: personal when the profile has a birth, plain otherwise (or for
 * nobody: `null`, the public sample).
 */
/** The school fields that change the day's flying-star grids. */
const STAR_FIELDS = ['yearStart', 'dayStarRule', 'starFlight'] as const;

export function tongshuDay(user: BirthRow | null, tier: number, date: CivilDate) {
  // The printed year and the flying stars follow the subject's school; the rest of the day is
  // every school's.
  const school = schoolOfRow(user ?? {});
  const options = { yearStart: school.yearStart };
  const { day, personal } = dayOf(user, date, options);
  const locked = TIER_FIELDS.filter((item) => personal && item.tier > tier).map(
    (item) => item.field,
  );
  const trimmed: Record<string, unknown> = { ...day };
  for (const field of locked) trimmed[field] = field === 'prohour' ? {} : [];
  // The day's flying stars (issue 43), with the stamp of the rules they were drawn by.
  const stars = {
    ...dayStars(date, day.ts, school),
    stamp: schoolStamp(school, STAR_FIELDS),
  };
  return { ...trimmed, locked, en: englishAlmanacDay({ ts: day.ts }).ts, stars };
}

/** The public pages' sample day: Chinese New Year 2026, the day the home page shows. */
const SAMPLE_DATE: CivilDate = { year: 2026, month: 2, day: 17 };
let sampleBody: EncodedBody | undefined;

/**
 * GET /api/tongshu/sample: the plain almanac of the sample day, as /tongshu shows it to a user
 * without a birth (issue 42: no public page shows a made-up day). One fixed date, computed once,
 * so the open door costs nothing per call.
 */
export function sampleDayBody(): EncodedBody {
  sampleBody ??= encodeBody(JSON.stringify(tongshuDay(null, 0, SAMPLE_DATE)));
  return sampleBody;
}

/** The 3VV list and the QM charts are for the internal team (spec section 6); master may too. */
export function requireInternalTeam(user: User): void {
  if (!user.internal_team && user.permission !== 'master') {
    throw forbidden(
      'The three victory days and Qi Men charts are for the internal team. To ask for access, send us a message from the Help page.',
    );
  }
}

/**
 * The victory days of a birth on the clock of `zone` (default: the user's own birth zone, with
 * their birth place's longitude and their school): a birth is a local time in a zone, never
 * assumed to be China's. A year holds a thread about 240 ms: computed off the event loop (issue 42).
 */
export async function threeVictoryList(
  user: User,
  birth: CivilDateTime,
  gender: Gender,
  year: number,
  zone?: string,
) {
  requireInternalTeam(user);
  const own = chartOptionsOf(user);
  // Another zone is another place: the saved birth place's longitude does not apply there.
  const options = zone === undefined || zone === own.zone ? own : { ...schoolOfRow(user), zone };
  const { year: y, month, day, hour, minute } = birth;
  const natal = natalBirthOf(
    { date: { year: y, month, day }, time: { hour, minute }, gender },
    options,
  );
  return victoryInWorker({ birth: natal, gender, year });
}

/** The school a Qi Men chart is drawn in: the user's, the page's switches over it. */
export function qimenSchoolOf(user: User, switches: QimenSwitches): School {
  return { ...schoolOfRow(user), ...switches };
}

/**
 * A chart for a time on the user's own clock (their `time_zone`; docs/engine/time.md), in their
 * school; its `conventions` (the engine's stamp of the school) name the zone too.
 */
function chartWithEnglish(user: User, kind: QimenKind, at: CivilDateTime, switches: QimenSwitches) {
  const zone = user.time_zone || DEFAULT_ZONE;
  const chart = qimenChart(kind, at, { zone, ...qimenSchoolOf(user, switches) });
  const conventions = `${chart.conventions} · zone ${zone}`;
  return { ...chart, conventions, en: englishQimenChart(chart) };
}

/** Hour charts are drawn for the two-hour slot holding `hour` (an even hour: the slot before). */
export function qimenHour(user: User, date: CivilDate, hour: number, switches: QimenSwitches) {
  requireInternalTeam(user);
  return chartWithEnglish(user, 'hour', qimenHourSlot({ ...date, hour, minute: 0 }), switches);
}

export function qimenFor(
  user: User,
  kind: Exclude<QimenKind, 'hour'>,
  at: CivilDateTime,
  switches: QimenSwitches,
) {
  requireInternalTeam(user);
  return chartWithEnglish(user, kind, at, switches);
}

/**
 * The same answer as encoded JSON, cached by everything it depends on (date, birth, the tiers
 * that change it): the engine is deterministic, and the page is read far more than it changes.
 * `charge` runs before a day is computed anew, never for a kept one: the chart limit counts work.
 */
export async function tongshuDayBody(
  cache: LruCache<EncodedBody>,
  user: BirthRow,
  tier: number,
  date: CivilDate,
  charge: () => Promise<void>,
): Promise<EncodedBody> {
  const key = `${formatCivilDate(date)}|${birthKey(user)}|${Math.min(tier, 3)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  await charge();
  const body = encodeBody(JSON.stringify(tongshuDay(user, tier, date)));
  cache.set(key, body);
  return body;
}
