/** Page views: counted for anyone, reported and configured for the operator only. */
import type { Database } from '../platform/db';
import { badInput } from '../platform/errors';
import type { User } from '../models/User';
import { audit } from '../platform/auditLog';
import { requireRole } from '../auth';
import { readToken } from '../auth';
import {
  analyticsProperty,
  saveAnalyticsProperty,
  type AnalyticsProperty,
} from './analyticsSettings';
import { forwardPageView } from './forwardPageView';
import { pageViewReport, pageViewRoute, recordPageView, type PageViewReport } from './pageViews';

/** Whether a request carried a valid session: the only thing a view records about its viewer. */
async function signedIn(secret: Uint8Array, authorization: string): Promise<boolean> {
  const match = /^Bearer (.+)$/.exec(authorization);
  if (!match) return false;
  return readToken(secret, match[1] as string).then(
    () => true,
    () => false,
  );
}

/** POST /api/analytics/pageview { route }: counted, then sent on to the property if any. */
export async function countPageView(
  db: Database,
  secret: Uint8Array,
  publicUrl: string,
  body: Record<string, unknown>,
  authorization: string,
  now = new Date(),
): Promise<void> {
  const route = pageViewRoute(body);
  await recordPageView(db.knex, {
    route,
    signedIn: await signedIn(secret, authorization),
    day: now.toISOString().slice(0, 10),
  });
  void analyticsProperty(db.knex).then((property) => forwardPageView(property, publicUrl, route));
}

const MAX_DAYS = 366;

/** GET /api/master/analytics?days=N (1..366, default 30). */
export async function analyticsReport(
  db: Database,
  master: User,
  query: Record<string, unknown>,
  now = new Date(),
): Promise<PageViewReport> {
  requireRole(master.permission, 'master');
  const days = query.days === undefined ? 30 : Number(query.days);
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS)
    throw badInput(`Please enter a number between 1 and ${MAX_DAYS}`, 'days');
  return pageViewReport(db.knex, now.toISOString().slice(0, 10), days);
}

export async function analyticsSettings(db: Database, master: User): Promise<AnalyticsProperty> {
  requireRole(master.permission, 'master');
  return analyticsProperty(db.knex);
}

/** PATCH /api/master/analytics { endpoint, domain }: both, or both empty to stop sending. */
export async function saveAnalyticsSettings(
  db: Database,
  master: User,
  body: Record<string, unknown>,
): Promise<AnalyticsProperty> {
  requireRole(master.permission, 'master');
  return db.knex.transaction(async (trx) => {
    const saved = await saveAnalyticsProperty(trx, body);
    await audit(trx, {
      actorId: master.id,
      action: 'settings.analytics',
      targetId: null,
      detail: { ...saved },
    });
    return saved;
  });
}
