/**
 * The almanac, 3VV and Qi Men calls (spec section 7); signed in with an open subscription, but for
 * the public sample day.
 */
import Router from '@koa/router';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db';
import { sendEncoded, type EncodedBody } from '../platform/http/encodedBody';
import { keepAnswer } from '../platform/http/answerReplay';
import { LruCache } from '../platform/cache/lruCache';
import { chargeEach, LIMITS, perUserCharge } from '../platform/limits/actionLimits';
import { authenticate, expiryOf } from '../auth';
import {
  qimenFor,
  qimenHour,
  sampleDayBody,
  threeVictoryList,
  tongshuDayBody,
} from './almanacService';
import {
  dateParam,
  dateTimeParam,
  genderParam,
  hourParam,
  qimenSwitches,
  yearParam,
} from './chartInput';
import { tongshuMonth } from './monthService';
import { requireSubscription, type AccessState } from '../billing';
import { ownPerson } from '../people';
import { zoneField } from '../accounts';

export function almanacRoutes(
  db: Database,
  secret: Uint8Array,
  config: Config,
): Router<AccessState> {
  const router = new Router<AccessState>();
  const dayCache = new LruCache<EncodedBody>(4096);
  // Every answer here computes a day or a chart: counted per user (issue 42); the day, kept once
  // computed, counts only when it is computed (`chartCharge`).
  const [signIn, subscribed] = [authenticate(db, secret), requireSubscription(config.proAccountId)];
  const chartCharge = perUserCharge(LIMITS.almanac, config.computeLimits.charts);
  const signedIn = [signIn, subscribed];
  const open = [signIn, chargeEach(chartCharge), subscribed];

  // Open to everyone: the home page's sample day, one fixed date (docs/api.md).
  router.get('/api/tongshu/sample', (ctx) => {
    sendEncoded(ctx, sampleDayBody(), {
      type: 'application/json',
      cacheControl: 'public, max-age=86400',
    });
  });

  router.get('/api/tongshu/get/:date', ...signedIn, async (ctx) => {
    const date = dateParam(ctx.params.date ?? '');
    // ?person={id}: the day personal to one of the user's people (issue 23) instead of the user.
    const { person } = ctx.query;
    const subject = person ? await ownPerson(db, ctx.state.user, person) : ctx.state.user;
    const tier = ctx.state.access.tier;
    const body = await tongshuDayBody(dayCache, subject, tier, date, () => chartCharge(ctx));
    sendEncoded(ctx, body, { type: 'application/json', cacheControl: 'private, no-cache' });
    // Sent again to the same caller before the app, until the token expires (answerReplay.ts): a
    // kept day is not counted (`chartCharge`). An impersonation's requests all go through the app
    // (auth/impersonation.ts), so its answers are not kept.
    if (!ctx.state.impersonator) keepAnswer(ctx, expiryOf(ctx.state.token));
  });

  // The month at a glance (issue 45): a month of days, counted per call as a chart is.
  router.get('/api/tongshu/month/:month', ...open, async (ctx) => {
    const { activity, person } = ctx.query;
    ctx.body = {
      data: await tongshuMonth(db, ctx.state.user, {
        month: ctx.params.month ?? '',
        ...(typeof activity === 'string' && activity !== '' && { activity }),
        ...(typeof person === 'string' && person !== '' && { person }),
      }),
    };
  });

  router.get('/api/the3vv/get/:birth/:gender/:year', ...open, async (ctx) => {
    const birth = dateTimeParam(ctx.params.birth ?? '', 'birth', 0);
    const gender = genderParam(ctx.params.gender ?? '');
    const year = yearParam(ctx.params.year ?? '');
    const { zone } = ctx.query;
    const clock = zone === undefined ? undefined : zoneField(zone, 'zone');
    ctx.body = await threeVictoryList(ctx.state.user, birth, gender, year, clock);
  });

  router.get('/api/theqmhour/get/:date/:hour', ...open, (ctx) => {
    const date = dateParam(ctx.params.date ?? '');
    const hour = hourParam(ctx.params.hour ?? '');
    ctx.body = qimenHour(ctx.state.user, date, hour, qimenSwitches(ctx.query));
  });

  router.get('/api/theqmday/get/:at', ...open, (ctx) => {
    const at = dateTimeParam(ctx.params.at ?? '');
    ctx.body = qimenFor(ctx.state.user, 'day', at, qimenSwitches(ctx.query));
  });

  for (const kind of ['month', 'year'] as const) {
    router.get(`/api/theqm${kind}/get/:date`, ...open, (ctx) => {
      const date = dateParam(ctx.params.date ?? '');
      const noon = { ...date, hour: 12, minute: 0 };
      ctx.body = qimenFor(ctx.state.user, kind, noon, qimenSwitches(ctx.query));
    });
  }

  return router;
}
