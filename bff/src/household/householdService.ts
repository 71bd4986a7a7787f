/**
 * The household feed (issue 44) of a user: their settings and members as the page shows them,
 * the next twelve months as a preview, and the feed itself, built by the engine from the user's
 * and their people's births on the user's clock. A member without a birth date adds nothing.
 */
import {
  addDays,
  dateIn,
  householdEvents,
  lunarDateOf,
  lunarDateText,
  LUNAR_BIRTHDAY_OPTIONS,
  parseCivilDate,
  parseZone,
  type CivilDate,
  type HouseholdInput,
  type HouseholdMember,
} from '@tongshu/engine';
import { byDate, householdEventOn } from '@tongshu/contract';
import type { HouseholdAnswer, HouseholdMemberRecord } from '../api';
import type { Database } from '../platform/db';
import type { User } from '../models/User';
import type { Person } from '../models/Person';
import { chartBirthOf, chartOptionsOf, type BirthRow } from '../accounts';
import { listPeopleRows } from '../people';
import {
  DEFAULT_MEMBER,
  feedPatch,
  memberPatch,
  saveSettings,
  settingsOf,
  type FeedSettings,
  type MemberSettings,
} from './householdSettings';
import { badInput } from '../platform/errors';

export const HOUSEHOLD_FEED = 'household';
export const householdPath = (user: User) => `/download/ical/${HOUSEHOLD_FEED}/${user.ical_id}`;

/** A member as the engine takes them: the user (`me`) or a person, with a birth. */
interface Holder extends BirthRow {
  readonly subject: string;
  readonly name: string;
  readonly gender: number | null;
}

const holdersOf = (user: User, people: readonly Person[]): Holder[] => [
  { ...user, subject: 'me', name: user.name },
  ...people.map((person) => ({ ...person, subject: person.id })),
];

/** The lunar date of birth, in English and as the rules read it (none without a birth date). */
function lunarBirthOf(row: BirthRow) {
  if (!row.birth_date) return { lunar_birthday: null, leap_birth: false, thirtieth_birth: false };
  const lunar = lunarDateOf(parseCivilDate(row.birth_date));
  return {
    lunar_birthday: lunarDateText(lunar),
    leap_birth: lunar.leap,
    thirtieth_birth: lunar.day === 30,
  };
}

function memberOf(
  holder: Holder,
  settings: MemberSettings,
  feed: FeedSettings,
): HouseholdMember | null {
  if (!holder.birth_date || holder.gender === null || !settings.included) return null;
  const on = (kind: 'birthdays' | 'luck' | 'taiSui') => feed.kinds.includes(kind);
  return {
    id: holder.subject === 'me' ? 'me' : holder.subject,
    name: holder.name,
    birth: {
      ...chartBirthOf(holder.birth_date, holder.birth_time, holder.gender, holder),
      ...chartOptionsOf(holder),
    },
    include: { birthdays: on('birthdays'), luck: on('luck'), taiSui: on('taiSui') },
    lunarBirthday: { leap: settings.leap, thirtieth: settings.thirtieth },
    taiSui: {
      punishment: feed.taiSui.includes('punishment'),
      harm: feed.taiSui.includes('harm'),
      break: feed.taiSui.includes('break'),
    },
  };
}

/** What the feed is made of, read once: the user's settings and their people. */
interface Household {
  readonly settings: Awaited<ReturnType<typeof settingsOf>>;
  readonly people: readonly Person[];
}

async function householdOf(db: Database, user: User): Promise<Household> {
  const [settings, people] = await Promise.all([settingsOf(db, user), listPeopleRows(db, user)]);
  return { settings, people };
}

/** The engine's input for `household` over `window` (civil dates on the user's clock). */
function inputOf(
  user: User,
  { settings: { feed, members }, people }: Household,
  window: { from: CivilDate; to: CivilDate },
  generatedAt: number,
): HouseholdInput {
  return {
    name: 'Household (Tongshu)',
    zone: user.time_zone,
    window,
    members: holdersOf(user, people)
      .map((holder) => memberOf(holder, members.get(holder.subject) ?? DEFAULT_MEMBER, feed))
      .filter((member): member is HouseholdMember => member !== null),
    festivals: feed.kinds.includes('festivals'),
    terms: feed.kinds.includes('terms'),
    xiaonian: feed.xiaonian,
    generatedAt,
  };
}

/** The engine's input for the user's feed over `window` (civil dates on their clock). */
export async function householdInputOf(
  db: Database,
  user: User,
  window: { from: CivilDate; to: CivilDate },
  generatedAt: number,
): Promise<HouseholdInput> {
  return inputOf(user, await householdOf(db, user), window, generatedAt);
}

const todayOf = (user: User, now: number): CivilDate => dateIn(parseZone(user.time_zone), now);

/** GET /api/household: the settings, the members, the feed's path and a year's preview. */
export async function householdAnswer(
  db: Database,
  user: User,
  now: number,
): Promise<HouseholdAnswer> {
  const today = todayOf(user, now);
  const household = await householdOf(db, user);
  const { feed, members } = household.settings;
  const input = inputOf(user, household, { from: today, to: addDays(today, 365) }, now);
  const zone = parseZone(user.time_zone);
  const preview = householdEvents(input)
    .map((event) => householdEventOn(event, zone))
    .sort(byDate)
    .map(({ date, time, summary }) => ({ date, time, summary }));
  return {
    kinds: feed.kinds,
    xiaonian: feed.xiaonian,
    tai_sui: feed.taiSui,
    members: holdersOf(user, household.people).map((holder): HouseholdMemberRecord => {
      const settings = members.get(holder.subject) ?? DEFAULT_MEMBER;
      return {
        subject: holder.subject,
        name: holder.name,
        included: settings.included,
        leap_rule: settings.leap,
        thirtieth_rule: settings.thirtieth,
        has_birth: Boolean(holder.birth_date),
        ...lunarBirthOf(holder),
      };
    }),
    zone: user.time_zone,
    path: householdPath(user),
    preview,
    rules: {
      leap: LUNAR_BIRTHDAY_OPTIONS.leap.choices,
      thirtieth: LUNAR_BIRTHDAY_OPTIONS.thirtieth.choices,
    },
  };
}

/** PATCH /api/household: the kinds, 小年 and Tai Sui relations, and members' inclusion and rules. */
export async function updateHousehold(
  db: Database,
  user: User,
  body: Record<string, unknown>,
  now: number,
): Promise<HouseholdAnswer> {
  const {
    settings: { feed, members },
    people,
  } = await householdOf(db, user);
  const own = new Set(['me', ...people.map((person) => person.id)]);
  const given = body.members === undefined ? [] : body.members;
  if (!Array.isArray(given) || given.length > own.size)
    throw badInput('Please list your people', 'members');
  const changed = new Map<string, MemberSettings>();
  for (const item of given as unknown[]) {
    if (!item || typeof item !== 'object') throw badInput('Please list your people', 'members');
    const fields = item as Record<string, unknown>;
    const subject = typeof fields.subject === 'string' ? fields.subject : '';
    // Anyone else's person, a teammate's too, is unknown here: the same answer as a made-up id.
    if (!own.has(subject)) throw badInput('Person not found', 'members');
    changed.set(subject, memberPatch(fields, members.get(subject) ?? DEFAULT_MEMBER));
  }
  await saveSettings(db, user, feedPatch(body, feed), changed);
  return householdAnswer(db, user, now);
}
