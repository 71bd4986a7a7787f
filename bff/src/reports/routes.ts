import Router from '@koa/router';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db';
import { authenticate } from '../auth';
import { LIMITS, perUserLimit } from '../platform/limits/actionLimits';
import { requireSubscription, type AccessState } from '../billing';
import { personReport, reportFileName } from './reportService';

/**
 * GET /api/people/:id/report.pdf (`me` for the user): the client report as a PDF download, for
 * any open plan. Each reads a chart and may run the kept selection (up to a year): counted on the
 * selections' budget (SELECT_LIMIT a minute), not the charts' (docs/decisions.md).
 */
export function reportRoutes(
  db: Database,
  secret: Uint8Array,
  config: Config,
): Router<AccessState> {
  const router = new Router<AccessState>();
  const counted = perUserLimit(LIMITS.report, config.computeLimits.select);

  router.get(
    '/api/people/:id/report.pdf',
    authenticate(db, secret),
    requireSubscription(config.proAccountId),
    counted,
    async (ctx) => {
      const { state } = ctx;
      const report = await personReport(
        db,
        state.user,
        state.access,
        ctx.params.id ?? '',
        ctx.query.on,
      );
      const file = reportFileName(report.name);
      // The name as it is (Chinese too) where the client reads RFC 6266's filename*.
      const named = encodeURIComponent(`${report.name}-report.pdf`).replace(
        /['()*]/g,
        (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
      );
      ctx.set('Content-Disposition', `attachment; filename="${file}"; filename*=UTF-8''${named}`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'application/pdf';
      ctx.body = report.pdf;
    },
  );

  return router;
}
