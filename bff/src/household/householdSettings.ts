/**
 * What a user's household feed holds (issue 44), stored in `household_feeds` and
 * `household_members`; no row is the default (every kind on, everyone in, the engine's default
 * lunar-birthday rules). A member is the user (`me`) or one of their own people, nobody else's.
 */
import {
  LUNAR_BIRTHDAY_OPTIONS,
  type LeapRule,
  type ThirtiethRule,
  type Xiaonian,
} from '@tongshu/engine';
import type { HouseholdKind, TaiSuiExtra } from '../api';
import type { Database } from '../platform/db';
import { badInput } from '../platform/errors';
import type { User } from '../models/User';

export const HOUSEHOLD_KINDS: readonly HouseholdKind[] = [
  'birthdays',
  'festivals',
  'terms',
  'luck',
  'taiSui',
];
export const TAI_SUI_EXTRAS: readonly TaiSuiExtra[] = ['punishment', 'harm', 'break'];
const LEAP_RULES = LUNAR_BIRTHDAY_OPTIONS.leap.choices.map((choice) => choice.value);
const THIRTIETH_RULES = LUNAR_BIRTHDAY_OPTIONS.thirtieth.choices.map((choice) => choice.value);

export interface FeedSettings {
  readonly kinds: readonly HouseholdKind[];
  readonly xiaonian: Xiaonian;
  readonly taiSui: readonly TaiSuiExtra[];
}

export interface MemberSettings {
  readonly included: boolean;
  readonly leap: LeapRule;
  readonly thirtieth: ThirtiethRule;
}

export const DEFAULT_FEED: FeedSettings = { kinds: HOUSEHOLD_KINDS, xiaonian: 'north', taiSui: [] };
export const DEFAULT_MEMBER: MemberSettings = {
  included: true,
  leap: 'leap-or-regular',
  thirtieth: 'last-day',
};

interface FeedRow {
  readonly kinds: string;
  readonly xiaonian: string;
  readonly tai_sui: string;
}

interface MemberRow {
  readonly subject: string;
  readonly included: boolean | number;
  readonly leap_rule: string;
  readonly thirtieth_rule: string;
}

const listOf = <T extends string>(text: string, known: readonly T[]): T[] =>
  known.filter((value) => text.split(',').includes(value));

/** The user's feed settings and each member's, by subject (absent: the default). */
export async function settingsOf(
  db: Database,
  user: User,
): Promise<{ feed: FeedSettings; members: ReadonlyMap<string, MemberSettings> }> {
  const [feed, members] = (await Promise.all([
    db.knex('household_feeds').where({ user_id: user.id }).first(),
    db.knex('household_members').where({ user_id: user.id }),
  ])) as [FeedRow | undefined, MemberRow[]];
  return {
    feed: feed
      ? {
          kinds: listOf(feed.kinds, HOUSEHOLD_KINDS),
          xiaonian: feed.xiaonian === 'south' ? 'south' : 'north',
          taiSui: listOf(feed.tai_sui, TAI_SUI_EXTRAS),
        }
      : DEFAULT_FEED,
    members: new Map(
      members.map((row) => [
        row.subject,
        {
          included: Boolean(Number(row.included)),
          leap: (LEAP_RULES as string[]).includes(row.leap_rule)
            ? (row.leap_rule as LeapRule)
            : DEFAULT_MEMBER.leap,
          thirtieth: (THIRTIETH_RULES as string[]).includes(row.thirtieth_rule)
            ? (row.thirtieth_rule as ThirtiethRule)
            : DEFAULT_MEMBER.thirtieth,
        },
      ]),
    ),
  };
}

/** A list field given as an array or as comma-separated text, each value one of `known`. */
function choices<T extends string>(value: unknown, field: string, known: readonly T[]): T[] {
  const given = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null;
  if (!given || given.length > known.length * 2)
    throw badInput(`Please choose from ${known.join(', ')}`, field);
  const picked = given
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => item !== '');
  const unknown = picked.find((item) => !(known as unknown[]).includes(item));
  if (unknown !== undefined) throw badInput(`Please choose from ${known.join(', ')}`, field);
  return known.filter((item) => picked.includes(item));
}

function oneOf<T extends string>(value: unknown, field: string, known: readonly T[]): T {
  const found = known.find((item) => item === value);
  if (!found) throw badInput(`Please choose ${known.join(' or ')}`, field);
  return found;
}

/** The feed settings of a PATCH body over the current ones (a field left out is kept). */
export function feedPatch(body: Record<string, unknown>, current: FeedSettings): FeedSettings {
  return {
    kinds: body.kinds === undefined ? current.kinds : choices(body.kinds, 'kinds', HOUSEHOLD_KINDS),
    xiaonian:
      body.xiaonian === undefined
        ? current.xiaonian
        : oneOf(body.xiaonian, 'xiaonian', ['north', 'south'] as const),
    taiSui:
      body.tai_sui === undefined
        ? current.taiSui
        : choices(body.tai_sui, 'tai_sui', TAI_SUI_EXTRAS),
  };
}

/** One member's settings of a PATCH body over the current ones. */
export function memberPatch(
  item: Record<string, unknown>,
  current: MemberSettings,
): MemberSettings {
  if (item.included !== undefined && typeof item.included !== 'boolean')
    throw badInput('Please say true or false', 'members');
  return {
    included: typeof item.included === 'boolean' ? item.included : current.included,
    leap:
      item.leap_rule === undefined ? current.leap : oneOf(item.leap_rule, 'members', LEAP_RULES),
    thirtieth:
      item.thirtieth_rule === undefined
        ? current.thirtieth
        : oneOf(item.thirtieth_rule, 'members', THIRTIETH_RULES),
  };
}

/** Writes the feed row and the members' rows in one transaction (a retry writes the same). */
export async function saveSettings(
  db: Database,
  user: User,
  feed: FeedSettings,
  members: ReadonlyMap<string, MemberSettings>,
): Promise<void> {
  await db.knex.transaction(async (trx) => {
    await trx('household_feeds')
      .insert({
        user_id: user.id,
        kinds: feed.kinds.join(','),
        xiaonian: feed.xiaonian,
        tai_sui: feed.taiSui.join(','),
      })
      .onConflict('user_id')
      .merge();
    for (const [subject, member] of members) {
      await trx('household_members')
        .insert({
          user_id: user.id,
          subject,
          person_id: subject === 'me' ? null : subject,
          included: member.included,
          leap_rule: member.leap,
          thirtieth_rule: member.thirtieth,
        })
        .onConflict(['user_id', 'subject'])
        .merge();
    }
  });
}
