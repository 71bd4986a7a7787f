import Router from '@koa/router';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db';
import { authenticate } from '../auth';
import type { AccessState } from '../billing';
import { LIMITS, perUserLimit } from '../platform/limits/actionLimits';
import { personReading } from './readingService';

/**
 * GET /api/people/:id/reading?on=YYYY-MM-DD (`me` for the user): the Bazi chart read on a date,
 * for /account and a person's chart. Open to every signed-in user, as the chart itself and
 * /api/schools/bazi are, and counted with them on the charts' budget (CHART_LIMIT a minute).
 */
export function readingRoutes(
  db: Database,
  secret: Uint8Array,
  config: Config,
): Router<AccessState> {
  const router = new Router<AccessState>();

  router.get(
    '/api/people/:id/reading',
    authenticate(db, secret),
    perUserLimit(LIMITS.reading, config.computeLimits.charts),
    async (ctx) => {
      const reading = await personReading(db, ctx.state.user, ctx.params.id ?? '', ctx.query.on);
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.body = { data: reading };
    },
  );

  return router;
}
