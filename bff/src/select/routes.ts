/**
 * Date selection (issue 23): the activity search, the selection, its .ics export, the kept
 * selection and its feed.
 */
import Router from '@koa/router';
import { selectionCalendar } from '@tongshu/engine';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db';
import { authenticate } from '../auth';
import { requireSubscription, type AccessState } from '../billing';
import { bodyOf } from '../platform/http/body';
import { LIMITS, perUserLimit } from '../platform/limits/actionLimits';
import { CALENDAR_TYPE, FEED_CACHE_CONTROL, feedDisposition } from '../platform/http/feedAnswer';
import { encodeBody, sendEncoded, type EncodedBody } from '../platform/http/encodedBody';
import { LruCache } from '../platform/cache/lruCache';
import { dropSelection, keepSelection, SELECTED_FEED, selectedFeed } from './keptSelection';
import {
  activityChoices,
  SELECTION_GATE,
  selectForUser,
  selectionDates,
  selectionInput,
} from './selectService';

export function selectRoutes(
  db: Database,
  secret: Uint8Array,
  config: Config,
): Router<AccessState> {
  const router = new Router<AccessState>();
  // The kept selections' feeds by their bytes' hash: one user's a day, about 120 KB each.
  const selectedBodies = new LruCache<EncodedBody>(128);
  const signedIn = authenticate(db, secret);
  // Each selection computes up to a year of days: counted per user (issue 42).
  const subscribed = [
    signedIn,
    requireSubscription(config.proAccountId, SELECTION_GATE),
    perUserLimit(LIMITS.select, config.computeLimits.select),
  ] as const;

  // The activity picker's search: any signed-in user (a lower plan sees the page, then upgrades).
  router.get('/api/select/activities', signedIn, (ctx) => {
    ctx.body = { data: activityChoices(ctx.query.q) };
  });

  router.get('/api/select', ...subscribed, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache');
    const input = selectionInput(ctx.query);
    ctx.body = { data: await selectForUser(db, ctx.state.user, input) };
  });

  /** The same selection as an .ics file: every kept day, or those of `dates` (comma-separated). */
  router.get('/api/select/ics', ...subscribed, async (ctx) => {
    // Bounded before the selection is made: a list that would be refused costs nothing.
    const dates = selectionDates(ctx.query.dates);
    const selection = await selectForUser(db, ctx.state.user, selectionInput(ctx.query));
    ctx.set('Content-Disposition', 'attachment; filename="selected-dates.ics"');
    ctx.type = CALENDAR_TYPE;
    ctx.body = selectionCalendar(selection, Date.now(), dates);
  });

  router.put('/api/select/keep', ...subscribed, async (ctx) => {
    const input = selectionInput(bodyOf(ctx.request));
    const kept = await keepSelection(db, ctx.state.user, input);
    ctx.body = { data: kept, message: 'Your selection is kept as a calendar' };
  });

  router.delete('/api/select/keep', signedIn, async (ctx) => {
    await dropSelection(db, ctx.state.user);
    ctx.body = { message: 'Your selection is no longer kept' };
  });

  // Before the other feeds' route (/download/ical/:calendar/:icalId), which would take it.
  router.get(`/download/ical/${SELECTED_FEED}/:icalId`, async (ctx) => {
    const feed = await selectedFeed(db, ctx.params.icalId ?? '', config.proAccountId, Date.now());
    ctx.set('Content-Disposition', feedDisposition(SELECTED_FEED));
    // Judged again on every poll; the same days on the same day give the same bytes, encoded once.
    sendEncoded(ctx, encodeBody(feed.text, selectedBodies), {
      type: CALENDAR_TYPE,
      cacheControl: FEED_CACHE_CONTROL,
      lastModified: new Date(feed.generatedAt).toUTCString(),
    });
  });

  return router;
}
