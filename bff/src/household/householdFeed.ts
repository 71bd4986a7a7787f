/**
 * GET /download/ical/household/{ical_id}: the household feed of the user the ical_id names, made
 * as of the start of their day (so every poll of one day gets the same bytes) and kept by what it
 * is made of: a person removed or switched off changes the input, and so the next poll's answer.
 */
import { createHash } from 'node:crypto';
import { householdCalendar, householdWindow } from '@tongshu/engine';
import type { Database } from '../platform/db';
import type { User } from '../models/User';
import { LruCache } from '../platform/cache/lruCache';
import { encodeBody, type EncodedBody } from '../platform/http/encodedBody';
import { feedDay } from '../platform/http/feedAnswer';
import { feedSubscriber, type TierGate } from '../billing';
import { HOUSEHOLD_FEED, householdInputOf, householdPath } from './householdService';

/** Lunar birthdays and festivals are every family's: every paid plan (docs/decisions.md). */
export const HOUSEHOLD_GATE: TierGate = {
  tier: 1,
  plan: 'tongshu',
  message: 'The household calendar comes with every paid plan',
};

/** A household's feed: the same bytes for every poll of one day with the same people. */
export interface HouseholdFeed {
  readonly body: EncodedBody;
  /** The start of the subscriber's day it was made as of, as an HTTP date. */
  readonly lastModified: string;
}

export function createHouseholdCache(): LruCache<HouseholdFeed> {
  return new LruCache<HouseholdFeed>(256);
}

export async function householdFeedFor(
  db: Database,
  cache: LruCache<HouseholdFeed>,
  icalId: string,
  proAccountId: string | undefined,
  now: number,
): Promise<HouseholdFeed> {
  const user = await feedSubscriber(db, icalId, proAccountId, HOUSEHOLD_GATE);
  const { today, start: dayStart } = feedDay(user.time_zone, now);
  const input = await householdInputOf(db, user, householdWindow(today), dayStart);
  const key = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
  const kept = cache.get(key);
  if (kept) return kept;
  const feed = {
    body: encodeBody(householdCalendar(input)),
    lastModified: new Date(dayStart).toUTCString(),
  };
  cache.set(key, feed);
  return feed;
}

/** The feed's line in the user's calendar list (/api/calendars), from the Tong Shu Plan up. */
export function householdCalendarEntry(user: User, tier: number) {
  if (tier < HOUSEHOLD_GATE.tier) return [];
  return [
    {
      calendar: HOUSEHOLD_FEED,
      name: 'Household',
      description:
        'Lunar birthdays, festivals, solar terms, luck-pillar changes and Tai Sui years of you and your people (choose who on Account › Household).',
      // One feed for the whole household: no per-person link (People's calendar card adds one).
      personal: false,
      path: householdPath(user),
    },
  ];
}
