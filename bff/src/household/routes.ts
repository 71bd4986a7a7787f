import Router from '@koa/router';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db';
import { authenticate } from '../auth';
import { bodyOf } from '../platform/http/body';
import { LIMITS, perUserLimit } from '../platform/limits/actionLimits';
import { CALENDAR_TYPE, FEED_CACHE_CONTROL, feedDisposition } from '../platform/http/feedAnswer';
import { sendEncoded } from '../platform/http/encodedBody';
import { requireSubscription, type AccessState } from '../billing';
import { HOUSEHOLD_FEED, householdAnswer, updateHousehold } from './householdService';
import { createHouseholdCache, HOUSEHOLD_GATE, householdFeedFor } from './householdFeed';

/** GET and PATCH /api/household, and the feed at /download/ical/household/{ical_id}. */
export function householdRoutes(
  db: Database,
  secret: Uint8Array,
  config: Config,
): Router<AccessState> {
  const router = new Router<AccessState>();
  const cache = createHouseholdCache();
  // Each answer builds a year of the household's events: counted per user (issue 42).
  const signedIn = [
    authenticate(db, secret),
    requireSubscription(config.proAccountId, HOUSEHOLD_GATE),
    perUserLimit(LIMITS.household, config.computeLimits.charts),
  ];

  router.get('/api/household', ...signedIn, async (ctx) => {
    ctx.body = { data: await householdAnswer(db, ctx.state.user, Date.now()) };
  });

  router.patch('/api/household', ...signedIn, async (ctx) => {
    const body = bodyOf(ctx.request);
    ctx.body = {
      data: await updateHousehold(db, ctx.state.user, body, Date.now()),
      message: 'Your household calendar is saved',
    };
  });

  // Before the other feeds' route (/download/ical/:calendar/:icalId), which would take it.
  router.get(`/download/ical/${HOUSEHOLD_FEED}/:icalId`, async (ctx) => {
    const icalId = ctx.params.icalId ?? '';
    const feed = await householdFeedFor(db, cache, icalId, config.proAccountId, Date.now());
    ctx.set('Content-Disposition', feedDisposition(HOUSEHOLD_FEED));
    sendEncoded(ctx, feed.body, {
      type: CALENDAR_TYPE,
      cacheControl: FEED_CACHE_CONTROL,
      lastModified: feed.lastModified,
    });
  });

  return router;
}
