/** iCal downloads (spec section 7, "Download links") and the signed-in user's calendar list. */
import Router from '@koa/router';
import { CALENDARS } from '@tongshu/engine';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db';
import { sendEncoded } from '../platform/http/encodedBody';
import { keepAnswer } from '../platform/http/answerReplay';
import { authenticate, type AuthState } from '../auth';
import { accessFrom, calendarsFor } from '../billing';
import { feedFor, type Feed } from './feedService';
import type { LruCache } from '../platform/cache/lruCache';
import { rotateIcalId } from '../accounts';
import { keptCalendarEntry } from '../select';
import { householdCalendarEntry } from '../household';
import { CALENDAR_TYPE, FEED_CACHE_CONTROL, feedDisposition } from '../platform/http/feedAnswer';

export function calendarRoutes(
  db: Database,
  secret: Uint8Array,
  config: Config,
  /** The feeds, kept for the door in front of the app too (`feedDoor`). */
  cache: LruCache<Feed>,
): Router<AuthState> {
  const router = new Router<AuthState>();
  const signedIn = authenticate(db, secret);

  // /download/ical/{kind}/{ical_id} and, for a personal kind, .../{person id}: the same feed made
  // for one of the owner's people (issue 23).
  for (const path of [
    '/download/ical/:calendar/:icalId',
    '/download/ical/:calendar/:icalId/:personId',
  ]) {
    router.get(path, async (ctx) => {
      const feed = await feedFor(
        db,
        cache,
        {
          calendar: ctx.params.calendar ?? '',
          icalId: ctx.params.icalId ?? '',
          now: Date.now(),
          ...(ctx.params.personId !== undefined && { personId: ctx.params.personId }),
        },
        config.proAccountId,
        ctx.sessions,
      );
      ctx.res.setHeader('Content-Disposition', feedDisposition(ctx.params.calendar ?? ''));
      sendEncoded(ctx, feed.body, {
        type: CALENDAR_TYPE,
        cacheControl: FEED_CACHE_CONTROL,
        lastModified: feed.lastModified,
      });
      keepAnswer(ctx, feed.validUntil);
    });
  }

  /** The calendars of the user's plan with their download paths (the dashboard's table). */
  router.get('/api/calendars', signedIn, async (ctx) => {
    const { user } = ctx.state;
    const { tier } = accessFrom(user, ctx.state.billing, config.proAccountId);
    ctx.body = {
      data: [
        ...calendarsFor(tier).map((kind) => ({
          calendar: kind,
          name: CALENDARS[kind].name,
          description: CALENDARS[kind].description,
          personal: CALENDARS[kind].personal,
          path: `/download/ical/${kind}/${user.ical_id}`,
        })),
        ...householdCalendarEntry(user, tier),
        ...(await keptCalendarEntry(db, user, tier)),
      ],
    };
  });

  /** A new ical_id: every link shared before stops working (404). */
  router.post('/api/calendars/rotate', signedIn, async (ctx) => {
    const icalId = await rotateIcalId(db, ctx.state.user);
    ctx.body = { data: { ical_id: icalId }, message: 'Your calendar links have been renewed' };
  });

  return router;
}
