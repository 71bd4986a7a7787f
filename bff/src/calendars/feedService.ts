/**
 * The iCal feeds behind /download/ical/{calendar}/{ical_id}. The ical_id names the person (it is
 * unguessable and rotatable: a rotated id is simply unknown); the owner's plan tier decides which
 * calendars they get. A feed body depends only on (calendar, birth data for the personal ones,
 * date window, engine version), so it is cached by that key and its ETag is a hash of the body.
 * Feeds are generated as of the start of the subscriber's current day (their own zone), so every request of one
 * day gets the same bytes.
 */
import { readFileSync } from 'node:fs';
import {
  addDays,
  buildCalendar,
  CALENDARS,
  defaultWindow,
  DEFAULT_ZONE,
  formatCivilDate,
  isCalendarKind,
  OutOfRangeError,
  startOfDateIn,
  type CalendarKind,
  type CalendarOptions,
} from '@tongshu/engine';
import type { Database } from '../platform/db';
import { encodeBody, type EncodedBody } from '../platform/http/encodedBody';
import { badInput, notFound, paymentRequired } from '../platform/errors';
import { Person } from '../models/Person';
import type { User } from '../models/User';
import { accessFrom, CALENDAR_TIERS } from '../billing';
import { BIRTH_OUT_OF_RANGE, birthKey, birthOf, schoolOfRow, type BirthRow } from '../accounts';
import { LruCache } from '../platform/cache/lruCache';
import { feedDay, UNKNOWN_CALENDAR } from '../platform/http/feedAnswer';
import { findUserWithBilling, type SessionCache, type UserWithBilling } from '../auth';
import { keptOwner } from './keptOwners';

export interface Feed {
  readonly body: EncodedBody;
  /** The start of the almanac day it was generated for, as an HTTP date. */
  readonly lastModified: string;
  /** Epoch ms when the next almanac day starts: the window, and so the feed, moves on. */
  readonly validUntil: number;
}

const ENGINE_VERSION = (
  JSON.parse(readFileSync(require.resolve('@tongshu/engine/package.json'), 'utf8')) as {
    version: string;
  }
).version;

export function createFeedCache(): LruCache<Feed> {
  return new LruCache<Feed>(512);
}

/**
 * The person an ical_id names, through the session cache (calendar apps poll the same links), and
 * kept until the database changes (`keptOwners.ts`) for the polls further apart.
 */
async function feedOwner(
  db: Database,
  icalId: string,
  sessions: SessionCache | undefined,
): Promise<UserWithBilling | undefined> {
  const find = async () => {
    const found = await keptOwner(db, icalId, () => findUserWithBilling(db, { ical_id: icalId }));
    return found && { found, expiresAt: Number.POSITIVE_INFINITY };
  };
  return sessions ? sessions.lookUp(`ical:${icalId}`, find) : (await find())?.found;
}

/**
 * The feed's text, personal to `subject`'s birth when given: a stored birth the engine cannot
 * chart (a row kept before saves checked it, issue 42) is the subscriber's to correct, a 400
 * naming it, not a fault of ours.
 */
function feedBody(kind: CalendarKind, subject: BirthRow | null, options: CalendarOptions): string {
  try {
    const birth = subject ? birthOf(subject) : null;
    return buildCalendar(kind, { ...options, ...(birth ? { birth } : {}) });
  } catch (error) {
    if (error instanceof OutOfRangeError) throw badInput(BIRTH_OUT_OF_RANGE, 'birth_date');
    throw error;
  }
}
/** One of the owner's people for a personal feed (issue 23); anything else is no such calendar. */
async function feedPerson(db: Database, owner: User, personId: string): Promise<Person> {
  const person =
    personId.length <= 64
      ? await Person.query(db.knex).findOne({ id: personId, user_id: owner.id })
      : undefined;
  if (!person) throw notFound(UNKNOWN_CALENDAR);
  return person;
}

/** Where an owner's own feed of a kind is kept (`cache`'s key), and until when that holds. */
interface FeedKey {
  readonly key: string;
  readonly validUntil: number;
}

/**
 * The keys of the owner's own feeds by kind, for as long as the looked-up row is the same object:
 * the session cache and `keptOwners` hand out one object until the row may have changed, and the
 * same row asks the same inputs until its day ends, so a poll skips working out its key (the
 * zone's date, the window, the school) again. Keys only: the feeds stay in `cache`, which bounds
 * their memory.
 */
const feedKeysByOwner = new WeakMap<UserWithBilling, Map<CalendarKind, FeedKey>>();

function ownFeedKeys(owner: UserWithBilling): Map<CalendarKind, FeedKey> {
  let keys = feedKeysByOwner.get(owner);
  if (!keys) feedKeysByOwner.set(owner, (keys = new Map()));
  return keys;
}

export async function feedFor(
  db: Database,
  cache: LruCache<Feed>,
  request: {
    readonly calendar: string;
    readonly icalId: string;
    readonly now: number;
    /** A personal feed for one of the owner's people instead of the owner. */
    readonly personId?: string;
  },
  proAccountId: string | undefined,
  sessions?: SessionCache,
): Promise<Feed> {
  const { calendar, icalId, now } = request;
  if (!isCalendarKind(calendar) || icalId.length > 64) throw notFound(UNKNOWN_CALENDAR);
  const kind: CalendarKind = calendar;
  const found = await feedOwner(db, icalId, sessions);
  if (!found) throw notFound(UNKNOWN_CALENDAR);
  const { user: owner } = found;
  const access = accessFrom(owner, found.billing, proAccountId);
  if (!access.allowed || CALENDAR_TIERS[kind] > access.tier) {
    throw paymentRequired(`Your plan does not include the ${CALENDARS[kind].name} calendar`, {
      plan: access.plan,
      calendar: kind,
    });
  }
  const { personal } = CALENDARS[kind];
  if (request.personId !== undefined && !personal) throw notFound(UNKNOWN_CALENDAR);
  const subject =
    request.personId === undefined ? owner : await feedPerson(db, owner, request.personId);
  if (personal && !subject.birth_date) {
    throw badInput('Add your date of birth to your profile to get this calendar', 'birth_date');
  }
  const own = request.personId === undefined ? ownFeedKeys(found) : undefined;
  const known = own?.get(kind);
  const kept = known && now < known.validUntil ? cache.get(known.key) : undefined;
  if (kept) return kept;
  // The window, the timed events and the day the feed is made for are on the subscriber's own
  // clock (docs/engine/time.md).
  const zone = owner.time_zone || DEFAULT_ZONE;
  const { clock, today, start: generatedAt } = feedDay(zone, now);
  const window = defaultWindow(today, kind);
  // A personal feed follows the subject's birth and school; the others their owner's school.
  const person = personal ? birthKey(subject) : Object.values(schoolOfRow(owner)).join(' ');
  // One of the owner's people's feeds is named for them (two people may share a birth); quoted,
  // so that no name can pass for the fields after it.
  const named = request.personId === undefined ? undefined : subject.name;
  const key = [
    kind,
    person,
    JSON.stringify(named ?? ''),
    zone,
    formatCivilDate(window.from),
    formatCivilDate(window.to),
    ENGINE_VERSION,
  ].join('|');
  const cached = cache.get(key);
  if (cached) {
    own?.set(kind, { key, validUntil: cached.validUntil });
    return cached;
  }
  // The corrected birth only on a miss: reading it asks the zone rules (Intl) several times.
  const body = feedBody(kind, personal ? subject : null, {
    ...window,
    school: schoolOfRow(owner),
    generatedAt,
    zone,
    ...(named !== undefined && { for: named }),
  });
  const feed = {
    body: encodeBody(body),
    lastModified: new Date(generatedAt).toUTCString(),
    validUntil: startOfDateIn(clock, addDays(today, 1)),
  };
  cache.set(key, feed);
  own?.set(kind, { key, validUntil: feed.validUntil });
  return feed;
}
