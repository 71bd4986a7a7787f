/**
 * The subscriber a feed link names (/download/ical/{kind}/{ical_id}), when their plan reaches the
 * feed's tier: an unknown (or rotated) id is 404, a plan below the gate 402 with the plan to
 * upgrade to. No query for a link longer than any ical_id.
 */
import type { Database } from '../platform/db';
import { notFound, paymentRequired } from '../platform/errors';
import { UNKNOWN_CALENDAR } from '../platform/http/feedAnswer';
import type { User } from '../models/User';
import { findUserWithBilling } from '../auth';
import { accessFrom } from './accessService';
import type { TierGate } from './requireSubscription';

export async function feedSubscriber(
  db: Database,
  icalId: string,
  proAccountId: string | undefined,
  gate: TierGate,
): Promise<User> {
  if (icalId.length > 64) throw notFound(UNKNOWN_CALENDAR);
  const found = await findUserWithBilling(db, { ical_id: icalId });
  if (!found) throw notFound(UNKNOWN_CALENDAR);
  const access = accessFrom(found.user, found.billing, proAccountId);
  if (!access.allowed || access.tier < gate.tier)
    throw paymentRequired(gate.message, { plan: gate.plan });
  return found.user;
}
